/** One figure against its target, as the summary table shows it. */
export function check(measure, figure, target, meets, reference = '') {
  return { measure, figure, target, result: meets ? 'meets' : 'misses', reference };
}

/** "p99 12.3 ms" beside its idle reference and the ratio between them. */
export function againstIdle(loaded, idle) {
  const ratio = loaded.p99_ms !== undefined && idle.p99_ms ? ` (× ${(loaded.p99_ms / idle.p99_ms).toFixed(1)})` : '';
  return `idle p99 ${idle.p99_ms} ms${ratio}`;
}

export const mib = (kb) => Math.round(kb / 102.4) / 10;
