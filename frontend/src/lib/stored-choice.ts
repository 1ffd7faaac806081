/** An on/off choice kept in the browser (`storage`: sessionStorage or localStorage); `fallback` until one is made. */
export function readChoice(storage: () => Storage, key: string, fallback: boolean): boolean {
  try {
    const stored = storage().getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

export function writeChoice(storage: () => Storage, key: string, value: boolean): void {
  try {
    storage().setItem(key, String(value));
  } catch {
    // Storage refused (private mode, quota): the choice lasts as long as the page.
  }
}
