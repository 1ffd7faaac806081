import type { Page } from 'playwright-core';

/**
 * Resolves once the web app has taken over the page: React has hydrated (or rendered) the first
 * element of #root. A server-rendered page is complete before that, and the app's script is only
 * fetched once the page has loaded (frontend/src/app/boot.ts), so a test that uses what only the app
 * does (client routing, tag buttons, the menu toggle, the admin shortcuts) waits for this first.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber$')));
  });
}

/** `page.goto`, then waits for the app to take over (see waitForApp). */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}

declare global {
  interface Window {
    __layoutShifts?: Array<{ value: number; sources: string[] }>;
  }
}

/** Records every layout shift of the page from its first frame (run before `goto`): read it with `layoutShifts`. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    window.__layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts seen so far, after two more frames (a shift is reported after the frame that made it). */
export async function layoutShifts(page: Page): Promise<Array<{ value: number; sources: string[] }>> {
  return page.evaluate(
    () =>
      new Promise<Array<{ value: number; sources: string[] }>>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShifts ?? []), 50))),
      ),
  );
}
