import { createRequire } from 'node:module';

type ManagerMethod = ((...args: unknown[]) => Promise<unknown>) & { guarded?: true };

/**
 * pg-boss 10 records a job's end without awaiting it (manager.js, onFetch: `this.complete(…)` and
 * `this.fail(…)`): when PostgreSQL goes away just as a job ends, that rejection is unhandled, and an
 * unhandled rejection ends the process. Each call's promise gets a handler here; callers that await
 * it still see the error, and the job itself stays active until it expires or is reaped, then runs again.
 */
export function guardUnawaitedCompletions(): void {
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<'complete' | 'fail', ManagerMethod> };
  for (const method of ['complete', 'fail'] as const) {
    const original = Manager.prototype[method];
    if (original.guarded) continue;
    const guarded: ManagerMethod = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch(() => undefined);
      return result;
    };
    guarded.guarded = true;
    // PgBoss gives itself the manager's methods under their function names.
    Object.defineProperty(guarded, 'name', { value: method });
    Manager.prototype[method] = guarded;
  }
}
