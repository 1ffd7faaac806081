/** Apple keyboards say ⌘ where others say Ctrl; the editor's shortcuts answer to either key. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** 'Ctrl+B', or '⌘B' on a Mac: how a shortcut is written for people. */
export function shortcutLabel(key: string): string {
  return isApplePlatform() ? `⌘${key}` : `Ctrl+${key}`;
}

/** 'Control+B', or 'Meta+B' on a Mac: the `aria-keyshortcuts` value. */
export function ariaShortcut(key: string): string {
  return `${isApplePlatform() ? 'Meta' : 'Control'}+${key}`;
}
