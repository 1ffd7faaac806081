/**
 * An on/off choice kept in the browser under `key` (`storage`: sessionStorage or localStorage),
 * `fallback` until one is made. Storage that refuses (private mode, quota) keeps it for the page.
 */
export function storedChoice(storage: () => Storage, key: string, fallback: boolean) {
  return {
    read(): boolean {
      try {
        const stored = storage().getItem(key);
        return stored === null ? fallback : stored === 'true';
      } catch {
        return fallback;
      }
    },
    write(value: boolean): void {
      try {
        storage().setItem(key, String(value));
      } catch {
        // Refused: the choice lasts as long as the page.
      }
    },
  };
}
