import { storedChoice } from '../../../lib/stored-choice';

/** 'Show Preview' is remembered for the browser session; on until turned off. */
const showPreview = storedChoice(() => window.sessionStorage, 'folio.insertImage.showPreview', true);

export const readShowPreview = showPreview.read;
export const writeShowPreview = showPreview.write;
