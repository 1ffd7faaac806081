import { readChoice, writeChoice } from '../../../lib/stored-choice';

const KEY = 'folio.editor.detailsPanelOpen';
const local = () => window.localStorage;

/** The editor's Publishing and SEO panel, open or closed as the author last left it in this browser; open at first. */
export function readDetailsPanelOpen(): boolean {
  return readChoice(local, KEY, true);
}

export function writeDetailsPanelOpen(open: boolean): void {
  writeChoice(local, KEY, open);
}
