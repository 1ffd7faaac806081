import { it } from '@jest/globals';
import { startTestApp } from './support/test-app.js';
import { createTestDatabase, dropTestDatabase } from './support/test-database.js';
it('times', async () => {
  for (let i = 0; i < 4; i++) {
    let t = Date.now();
    const url = await createTestDatabase();
    const c = Date.now() - t; t = Date.now();
    const app = await startTestApp({ databaseUrl: url });
    const s = Date.now() - t; t = Date.now();
    await app.close();
    const cl = Date.now() - t; t = Date.now();
    await dropTestDatabase(url);
    console.log({ create: c, start: s, close: cl, drop: Date.now() - t });
  }
}, 120000);
