import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is now and fails on any serious or critical violation, naming each one. */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${where}: axe violations`).toEqual([]);
}

/**
 * The focused element draws a clearly visible ring (WCAG 2.2 focus appearance): a solid outline of at least
 * 2 px in a dark colour, so it reads on the yellow bar and on white, and whole: no box around it cuts it.
 */
export async function expectVisibleFocusRing(page: Page, where: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const width = Number.parseFloat(style.outlineWidth);
    // The ring's outer edge, and the first box around it that cuts what overflows it (a row that scrolls
    // sideways, a card) and would hide part of the ring.
    const reach = Math.max(0, width + (Number.parseFloat(style.outlineOffset) || 0));
    const box = el.getBoundingClientRect();
    let clippedBy: string | null = null;
    for (let parent = el.parentElement; parent && !clippedBy; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      const left = outer.left + parent.clientLeft;
      const top = outer.top + parent.clientTop;
      const cut =
        box.left - reach < left - 0.5 ||
        box.top - reach < top - 0.5 ||
        box.right + reach > left + parent.clientWidth + 0.5 ||
        box.bottom + reach > top + parent.clientHeight + 0.5;
      if (cut) clippedBy = `${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`;
    }
    return { style: style.outlineStyle, width, color: style.outlineColor, clippedBy };
  });
  expect(ring, `${where}: something has the focus`).not.toBeNull();
  expect(ring?.style, `${where}: outline style`).toBe('solid');
  expect(ring?.width ?? 0, `${where}: outline width`).toBeGreaterThanOrEqual(2);
  expect(ring?.color, `${where}: outline colour`).toBe('rgb(0, 0, 0)');
  expect(ring?.clippedBy ?? null, `${where}: the ring whole, not cut by a box around it`).toBeNull();
}
