import { createHash } from 'node:crypto';

export interface InlineScript {
  /** The <script> element for a page's head. */
  element: string;
  /** The CSP script-src source that lets exactly this script run (script-src keeps 'self' and refuses any other inline script). */
  cspSource: string;
}

/** A script written into the page itself, allowed by the CSP through the sha256 of its text. */
export function inlineScript(source: string): InlineScript {
  return { element: `<script>${source}</script>`, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}
