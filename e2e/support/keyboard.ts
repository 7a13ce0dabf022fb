import { expect, type Locator, type Page } from '@playwright/test';

export type FocusState = { description: string; onBody: boolean; focusVisible: boolean; indicator: string | null };

/**
 * What has the focus, whether it matches :focus-visible, and what makes it visible: the
 * element's own outline (the app's global ring or the browser's), or an author rule with
 * :focus / :focus-visible / :focus-within that styles the element, an ancestor (a card whose
 * stretched link has `outline-none`) or the next sibling (a `peer` control).
 */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { description: 'body', onBody: true, focusVisible: false, indicator: null };
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const attrs = ['type', 'role', 'name'].map((a) => (el.getAttribute(a) ? ` ${a}=${el.getAttribute(a)}` : '')).join('');
    const description = `<${el.tagName.toLowerCase()}${attrs}> "${label}"`;

    // Chromium's date/time inputs put their calendar button in the Tab order inside the browser's
    // own shadow tree: the host is the active element without matching :focus, and the browser
    // draws that button's focus ring itself.
    if (el instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(el.type) && !el.matches(':focus')) {
      return { description, onBody: false, focusVisible: true, indicator: 'native picker button (browser focus ring)' };
    }
    const ownOutline = (() => {
      const s = getComputedStyle(el);
      const transparent = s.outlineColor === 'transparent' || /rgba\(.*,\s*0\)$/.test(s.outlineColor);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent ? `outline ${s.outlineWidth} ${s.outlineStyle}` : null;
    })();
    if (ownOutline) return { description, onBody: false, focusVisible: el.matches(':focus-visible'), indicator: ownOutline };

    const candidates: Element[] = [el];
    for (let p = el.parentElement, i = 0; p && i < 4; p = p.parentElement, i++) candidates.push(p);
    if (el.nextElementSibling) candidates.push(el.nextElementSibling);
    const visual = /outline|box-shadow|--tw-ring|border|background|text-decoration/;
    const rules: CSSStyleRule[] = [];
    const collect = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule && /:focus/.test(rule.selectorText)) rules.push(rule);
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        collect(sheet.cssRules);
      } catch {
        // cross-origin sheet: there are none in this app
      }
    }
    for (const rule of rules) {
      const props = Array.from(rule.style);
      if (!props.some((p) => visual.test(p)) && !visual.test(rule.cssText)) continue;
      for (const c of candidates) {
        let matches = false;
        try {
          matches = c.matches(rule.selectorText);
        } catch {
          matches = false;
        }
        if (matches && !/outline:\s*none|outline-style:\s*none/.test(rule.style.cssText)) {
          return { description, onBody: false, focusVisible: el.matches(':focus-visible'), indicator: `${rule.selectorText} on <${c.tagName.toLowerCase()}>` };
        }
      }
    }
    return { description, onBody: false, focusVisible: el.matches(':focus-visible'), indicator: null };
  });
}

/** The focused element shows a keyboard focus indicator. */
export async function expectVisibleFocus(page: Page): Promise<FocusState> {
  const state = await focusState(page);
  expect(state.onBody, 'focus was lost to <body>').toBe(false);
  expect(state.focusVisible, `${state.description} has focus but does not match :focus-visible`).toBe(true);
  expect(state.indicator, `${state.description} has no visible focus indicator`).not.toBeNull();
  return state;
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the
 * focus is visible. Fails after `max` presses: the target is not reachable by keyboard.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const state = await expectVisibleFocus(page);
    stops.push(state.description);
    if (await isFocused(target)) return;
  }
  throw new Error(`not reached by keyboard after ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; stops: ${stops.slice(-10).join(' → ')}`);
}

/** Asserts the focus is on `target` (and visible). */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: 'focus is not on the expected element' }).toBe(true);
  await expectVisibleFocus(page);
}
