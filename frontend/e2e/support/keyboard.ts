import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

const PROBE = 'data-keyboard-probe';

interface Control {
  id: string;
  /** '<role> "<accessible name>"', for the failure message. */
  label: string;
  inScope: boolean;
}

interface Survey {
  controls: Control[];
  /** The scope is a modal dialog: the focus must stay in it and wrap both ways. */
  modal: boolean;
}

/**
 * Marks every visible, enabled control that Tab should stop at, and names it. Roving-tabindex
 * members (tabindex=-1) are left out: the arrow keys reach them, not Tab. Radio buttons count once
 * per group, since Tab stops at one radio of a group.
 */
function survey([scope, probe]: readonly [Element | null, string]): Survey {
  const selector = 'a[href], button, input, select, textarea, [tabindex="0"], [role="switch"]';
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // The text a screen reader reads: what aria-hidden hides (icons, glyphs) left out.
  const spoken = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return Array.from(node.childNodes, spoken).join('');
  };
  const nameOf = (element: HTMLElement): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash(Array.from(labels, (item) => item.textContent).join(' '));
    return squash(spoken(element)) || squash(element.getAttribute('title') ?? element.getAttribute('placeholder')) || element.outerHTML.slice(0, 80);
  };
  const roleOf = (element: HTMLElement) =>
    element.getAttribute('role') ?? (element instanceof HTMLInputElement ? `input[${element.type}]` : element.tagName.toLowerCase());
  const tabbable = (element: HTMLElement) =>
    element.tabIndex >= 0 &&
    !element.matches(':disabled') &&
    !(element instanceof HTMLInputElement && element.type === 'hidden') &&
    !element.closest('[inert]') &&
    element.checkVisibility({ visibilityProperty: true });

  const root = scope ?? document.body;
  const seenGroups = new Set<string>();
  const controls: Control[] = [];
  document.querySelectorAll(`[${probe}]`).forEach((element) => element.removeAttribute(probe));
  document.querySelectorAll<HTMLElement>(selector).forEach((element, index) => {
    if (!tabbable(element)) return;
    let id = String(index);
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      id = `radio:${element.form?.id ?? ''}:${element.name}`;
      if (seenGroups.has(id)) {
        element.setAttribute(probe, id);
        return;
      }
      seenGroups.add(id);
    }
    element.setAttribute(probe, id);
    controls.push({ id, label: `${roleOf(element)} "${nameOf(element)}"`, inScope: root.contains(element) });
  });
  const modal = Boolean(scope && scope.getAttribute('role') === 'dialog' && scope.getAttribute('aria-modal') === 'true');
  return { controls, modal };
}

/** The control with the focus ('' for none), and whether it lies in the scope. */
function focusNow([scope, probe]: readonly [Element | null, string]): { id: string; inScope: boolean; label: string } {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active === document.documentElement) return { id: '', inScope: false, label: 'nothing' };
  if (!active.hasAttribute(probe)) active.setAttribute(probe, `other:${Math.random().toString(36).slice(2)}`);
  const label = `${active.getAttribute('role') ?? active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  return { id: active.getAttribute(probe) ?? '', inScope: (scope ?? document.body).contains(active), label };
}

/**
 * Presses Tab until the focus comes back to where the round began, and fails listing (by role and
 * accessible name) every visible, enabled, tabbable control in `scope` (the whole page by default)
 * that never had the focus. In a modal dialog (the scope has role=dialog and aria-modal) the focus
 * must also never leave it, and Shift+Tab must go round the same stops backwards, wrapping from
 * the first to the last. Answers the stops of one round, in order, as '<role> "<name>"'.
 */
export async function expectKeyboardReachesEverything(page: Page, scope?: Locator): Promise<string[]> {
  const scopeHandle = scope ? await scope.elementHandle() : null;
  if (scope && !scopeHandle) throw new Error('the scope is not on the page');
  const { controls, modal } = await page.evaluate(survey, [scopeHandle, PROBE] as const);
  const wanted = controls.filter((control) => control.inScope);
  expect(wanted.length).toBeGreaterThan(0);
  const labels = new Map(controls.map((control) => [control.id, control.label]));
  const where = () => page.evaluate(focusNow, [scopeHandle, PROBE] as const);

  if (modal && !(await where()).inScope) throw new Error('the focus is not in the dialog to begin with');
  const limit = controls.length * 2 + 10;
  const round: string[] = [];
  const left: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const now = await where();
    if (modal && !now.inScope) left.push(now.label);
    if (!now.id) continue;
    if (now.id === round[0]) break;
    round.push(now.id);
  }
  const reached = new Set(round);
  const missed = wanted.filter((control) => !reached.has(control.id)).map((control) => control.label);
  expect({ missed, focusLeftTheDialog: left }).toEqual({ missed: [], focusLeftTheDialog: [] });
  const stops = round.map((id) => labels.get(id) ?? id);

  if (modal) {
    // From the first stop, Shift+Tab wraps to the last, and goes round backwards.
    const backwards: string[] = [];
    for (let press = 0; press < round.length; press += 1) {
      await page.keyboard.press('Shift+Tab');
      const now = await where();
      backwards.push(now.inScope ? (labels.get(now.id) ?? now.label) : `outside the dialog: ${now.label}`);
    }
    expect(backwards).toEqual([...stops.slice(1).reverse(), stops[0]]);
  }
  return stops;
}
