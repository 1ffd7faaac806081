import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = join(require.resolve('axe-core'), '..', 'axe.min.js');
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations. axe is
 * evaluated through the DevTools protocol, which the site's Content Security Policy (no inline
 * scripts) does not govern, so the page is checked with its real CSP on.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(AXE_SCRIPT, 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations as Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => node.target.join(' ')) }));
}
