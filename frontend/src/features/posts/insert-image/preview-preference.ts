const KEY = 'folio.insertImage.showPreview';

/** 'Show Preview' is remembered for the browser session; on until turned off. */
export function readShowPreview(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeShowPreview(show: boolean): void {
  try {
    window.sessionStorage.setItem(KEY, String(show));
  } catch {
    // Storage refused (private mode, quota): the choice lasts until the dialog closes.
  }
}
