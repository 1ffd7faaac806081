import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

interface Post {
  id: string;
  title: string;
  content_text: string;
  excerpt: string;
  tags: string[];
  cover_image_alt: string | null;
  version: number;
}

/** Two tabs, two devices, one author: no save is lost and none is silently overwritten. */
describe('saving a post from two places', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  const create = async (title: string) =>
    (await folio.http().post('/api/posts').set(bearer()).send({ title, content_text: 'First words.', tags: ['news'] }).expect(201)).body as Post;
  const read = (id: string) => folio.http().get(`/api/posts/${id}`).set(bearer());
  const patch = (id: string, body: object, ifMatch?: string) => {
    const request = folio.http().patch(`/api/posts/${id}`).set(bearer());
    return ifMatch === undefined ? request.send(body) : request.set('If-Match', ifMatch).send(body);
  };

  it('gives a post an ETag that changes with every save, the same on read and write', async () => {
    const post = await create('Versioned');
    const first = await read(post.id).expect(200);
    expect(first.headers.etag).toBe(`"${post.version}"`);
    const saved = await patch(post.id, { title: 'Versioned again' }).expect(200);
    expect(saved.headers.etag).not.toBe(first.headers.etag);
    expect((await read(post.id)).headers.etag).toBe(saved.headers.etag);
    // A save that changes nothing is still a save.
    const again = await patch(post.id, { title: 'Versioned again' }).expect(200);
    expect(again.headers.etag).not.toBe(saved.headers.etag);
  });

  it('refuses a save from a stale tab with 412, the current post and nothing changed', async () => {
    const post = await create('Two tabs');
    const tabA = (await read(post.id)).headers.etag as string;
    const tabB = await patch(post.id, { content_text: 'Written in tab B.' }, tabA).expect(200);
    const stale = await patch(post.id, { content_text: 'Written in tab A, which never saw B.' }, tabA);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ statusCode: 412, error: 'Precondition Failed', current: { content_text: 'Written in tab B.' } });
    expect(stale.body.message).toMatch(/changed elsewhere/);
    expect(stale.headers.etag).toBe(tabB.headers.etag);
    expect((await read(post.id)).body.content_text).toBe('Written in tab B.');
    // Saving over it deliberately, with the version the 412 gave.
    const over = await patch(post.id, { content_text: 'Tab A, on purpose.' }, stale.headers.etag as string).expect(200);
    expect(over.body.content_text).toBe('Tab A, on purpose.');
  });

  it('lets exactly one of two saves with the same If-Match through', async () => {
    for (let round = 0; round < 10; round++) {
      const post = await create(`Race ${round}`);
      const etag = (await read(post.id)).headers.etag as string;
      const answers = await Promise.all([patch(post.id, { title: `Left ${round}` }, etag), patch(post.id, { title: `Right ${round}` }, etag)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect((await read(post.id)).body.title).toBe(winner.body.title);
    }
  });

  it('keeps both of two saves of different fields sent at the same instant', async () => {
    for (let round = 0; round < 40; round++) {
      const post = await create(`Both ${round}`);
      await Promise.all([
        patch(post.id, { title: `Retitled ${round}`, tags: ['personal'] }).expect(200),
        patch(post.id, { excerpt: `Summary ${round}`, cover_image_alt: `Sea ${round}` }).expect(200),
      ]);
      const now = (await read(post.id)).body as Post;
      expect([now.title, now.tags, now.excerpt, now.cover_image_alt]).toEqual([`Retitled ${round}`, ['personal'], `Summary ${round}`, `Sea ${round}`]);
    }
  });

  it('reads If-Match as HTTP does: any listed tag, * for any version, weak tags never', async () => {
    const post = await create('Matching');
    const etag = (await read(post.id)).headers.etag as string;
    await patch(post.id, { title: 'Weak' }, `W/${etag}`).expect(412);
    await patch(post.id, { title: 'Listed' }, `"999", ${etag}`).expect(200);
    await patch(post.id, { title: 'Any' }, '*').expect(200);
    // A missing post is 404 whatever the header, as it would be without it (RFC 9110 §13.2.1).
    await patch('00000000-0000-4000-8000-000000000000', { title: 'Gone' }, '*').expect(404);
    expect((await read(post.id)).body.title).toBe('Any');
  });

  it.each(['not a tag', `x"1"y`, '"1", *', '', 'W/1'])('refuses the malformed If-Match %j with 400 and changes nothing', async (header) => {
    const post = await create('Malformed');
    const answer = await patch(post.id, { title: 'Changed' }, header);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('If-Match must be * or a comma-separated list of entity-tags, such as "3"');
    expect((await read(post.id)).body.title).toBe('Malformed');
  });

  it('sees a change made outside the editor (the database raises the version on any update)', async () => {
    const post = await create('Elsewhere');
    const etag = (await read(post.id)).headers.etag as string;
    const client = new pg.Client({ connectionString: folio.databaseUrl });
    await client.connect();
    await client.query(`UPDATE posts SET cover_image_url = '/uploads/elsewhere.webp' WHERE id = $1`, [post.id]);
    await client.end();
    expect((await read(post.id)).headers.etag).not.toBe(etag);
    await patch(post.id, { title: 'Stale' }, etag).expect(412);
  });
});
