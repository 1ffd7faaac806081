import { readChoice, writeChoice } from '../../../lib/stored-choice';

const KEY = 'folio.insertImage.showPreview';
const session = () => window.sessionStorage;

/** 'Show Preview' is remembered for the browser session; on until turned off. */
export function readShowPreview(): boolean {
  return readChoice(session, KEY, true);
}

export function writeShowPreview(show: boolean): void {
  writeChoice(session, KEY, show);
}
