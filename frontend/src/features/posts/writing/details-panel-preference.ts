import { storedChoice } from '../../../lib/stored-choice';

/** The editor's Publishing and SEO panel, open or closed as the author last left it in this browser; open at first. */
const detailsPanelOpen = storedChoice(() => window.localStorage, 'folio.editor.detailsPanelOpen', true);

export const readDetailsPanelOpen = detailsPanelOpen.read;
export const writeDetailsPanelOpen = detailsPanelOpen.write;
