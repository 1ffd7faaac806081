export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/**
 * The shortest edit script from `before` to `after` (Myers, "An O(ND) difference algorithm"), one
 * part per token; null when it takes more than `maxEdits` insertions and deletions, so that a
 * rewrite of a long text costs a bounded amount of work (the caller then diffs coarser tokens).
 */
export function editScript(before: readonly string[], after: readonly string[], maxEdits: number): DiffPart[] | null {
  const n = before.length;
  const m = after.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  // v[offset + k]: the furthest x reached on diagonal k (x - y = k) so far.
  const v = new Int32Array(2 * max + 3);
  // trace[d]: v as it was before step d, for diagonals -d..d (index k + d).
  const trace: Int32Array[] = [];
  let edits = -1;
  search: for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && before[x] === after[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        edits = d;
        break search;
      }
    }
  }
  if (edits < 0) return null;

  const parts: DiffPart[] = [];
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    const previous = trace[d]!;
    const at = (k: number) => previous[k + d]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      y--;
      parts.push({ kind: 'same', text: before[--x]! });
    }
    if (down) parts.push({ kind: 'added', text: after[--y]! });
    else parts.push({ kind: 'removed', text: before[--x]! });
  }
  while (x > 0) parts.push({ kind: 'same', text: before[--x]! });
  return parts.reverse();
}
