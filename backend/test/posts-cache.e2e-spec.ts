import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from './support/eventually.js';
import { bearer, startReplicas, type TestApp } from './support/test-app.js';

/** Public reads are cached in each process; a write on one replica must clear every replica's cache. */
describe('post cache across replicas', () => {
  let writer: TestApp;
  let reader: TestApp;
  let closeReplicas: () => Promise<void>;

  beforeAll(async () => {
    ({ first: writer, second: reader, close: closeReplicas } = await startReplicas());
  });
  afterAll(() => closeReplicas());

  it('shows an edit, a new post and an unpublished one on the other replica within a second', async () => {
    const post = (await writer.http().post('/api/posts').set(bearer()).send({ title: 'Cached', content_text: 'One.' }).expect(201)).body;
    const titleOnReader = async () => (await reader.http().get('/api/posts/cached')).body.title;
    expect(await titleOnReader()).toBe('Cached');
    expect(await titleOnReader()).toBe('Cached');

    await writer.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ title: 'Cached, then edited' }).expect(200);
    expect(await eventually(async () => (await titleOnReader()) === 'Cached, then edited', 1_000)).toBe(true);

    const listed = async () => (await reader.http().get('/api/posts')).body.total;
    const before = await listed();
    await writer.http().post('/api/posts').set(bearer()).send({ title: 'Fresh', content_text: 'Two.' }).expect(201);
    expect(await eventually(async () => (await listed()) === before + 1, 1_000)).toBe(true);

    await writer.http().patch(`/api/posts/${post.id}`).set(bearer()).send({ status: 'draft' }).expect(200);
    expect(await eventually(async () => (await reader.http().get('/api/posts/cached')).status === 404, 1_000)).toBe(true);
  });
});
