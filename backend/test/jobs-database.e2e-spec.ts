import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JobsDatabase } from '../src/jobs/jobs-database.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';

describe("the job runner's own connections", () => {
  let url: string;

  beforeAll(async () => {
    url = await createTestDatabase();
  });

  afterAll(async () => {
    await dropTestDatabase(url);
  });

  it('answers queries, and on close fails the one still waiting for a connection instead of leaving it waiting', async () => {
    const db = new JobsDatabase({ connectionString: url, max: 1 }, () => undefined);
    expect((await db.executeSql('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);

    const holding = db.executeSql('SELECT pg_sleep(0.5)');
    const waiting = db.executeSql('SELECT 1');
    const closing = db.close();
    await expect(waiting).rejects.toThrow('The job runner has stopped');
    await expect(holding).rejects.toThrow('The job runner has stopped');
    await closing;
    await expect(db.executeSql('SELECT 1')).rejects.toThrow('The job runner has stopped');
  });
});
