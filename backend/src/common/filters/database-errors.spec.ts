import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-errors.js';

describe('isDatabaseUnavailable', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('query failed'), { driverError: { code: '57P01' } }),
    new Error('Query read timeout'),
    new Error('Client was closed and is not queryable'),
    Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    Object.assign(
      new Error('Database connection provided by a query runner was already released, cannot continue to use its querying methods anymore.'),
      { name: 'QueryRunnerProviderAlreadyReleasedError' },
    ),
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  ])('recognises %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([new Error('syntax error at or near "SELEC"'), Object.assign(new Error('duplicate key'), { code: '23505' }), undefined])(
    'leaves %s to the generic handler',
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false);
    },
  );
});
