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
 * 2 px in a dark colour, so it reads on the yellow bar and on white.
 */
export async function expectVisibleFocusRing(page: Page, where: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(ring, `${where}: something has the focus`).not.toBeNull();
  expect(ring?.style, `${where}: outline style`).toBe('solid');
  expect(ring?.width ?? 0, `${where}: outline width`).toBeGreaterThanOrEqual(2);
  expect(ring?.color, `${where}: outline colour`).toBe('rgb(0, 0, 0)');
}
