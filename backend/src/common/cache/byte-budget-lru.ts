/** What the bookkeeping of one entry costs beside its value: the map slot, the record and its key. */
const ENTRY_OVERHEAD_BYTES = 96;

interface Slot<V> {
  value: V;
  bytes: number;
}

/**
 * A least-recently-used map held within a number of bytes: each entry is counted at the size its
 * owner gives (the bytes of its buffers and strings) plus its key and bookkeeping, and the least
 * recently used entries go first when a new one would pass the budget. An entry larger than the
 * whole budget is not kept at all.
 */
export class ByteBudgetLru<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes counted now; never more than maxBytes. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.slots.size;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** The value without counting it as a use. */
  peek(key: string): V | undefined {
    return this.slots.get(key)?.value;
  }

  /** Stores `value`, counted as `valueBytes`; false when it alone would not fit in the budget. */
  set(key: string, value: V, valueBytes: number): boolean {
    this.delete(key);
    const bytes = valueBytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return false;
    while (this.used + bytes > this.maxBytes) this.delete(this.slots.keys().next().value!);
    this.slots.set(key, { value, bytes });
    this.used += bytes;
    return true;
  }

  /** Counts an entry that grew at its new size (as the most recently used), making room as `set` does. */
  resize(key: string, valueBytes: number): void {
    const slot = this.slots.get(key);
    if (slot) this.set(key, slot.value, valueBytes);
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.used -= slot.bytes;
  }

  /**
   * Drops the least recently used entries while `expired` says so, at most `max` of them, and stops
   * at the first one it keeps: a bounded sweep a reader can afford (PostsCache also sweeps on a timer).
   */
  dropOldest(expired: (value: V) => boolean, max: number): number {
    let dropped = 0;
    for (const [key, slot] of this.slots) {
      if (dropped >= max || !expired(slot.value)) break;
      this.slots.delete(key);
      this.used -= slot.bytes;
      dropped++;
    }
    return dropped;
  }

  clear(): void {
    this.slots.clear();
    this.used = 0;
  }
}

/** Bytes a string takes in V8: one per character when every character fits in Latin-1, else two. */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length;
}
