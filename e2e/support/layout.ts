import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Text whose letters are cut by the box that holds them (in Urdu, MUI's 23 px field line cut the گ
 * of 'گھر کا پتہ'). A browser centres a font's own height (ascent + descent) in the line; a letter reaching
 * above or below the line is lost where the box clips (a floating label, a select's value, a date's sections)
 * or drawn over its neighbour. For each element the selector finds, measures its text in its own font and
 * returns those whose letters reach more than half a pixel past their line.
 */
export async function textCutByItsLine(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const cut: { text: string; above: number; below: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const text =
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : el.innerText;
      if (!text.trim() || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const lineHeight = Number.parseFloat(style.lineHeight);
      for (const line of text.split('\n').filter((l) => l.trim())) {
        const m = context.measureText(line);
        const fontHeight = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
        const baseline = (lineHeight - fontHeight) / 2 + m.fontBoundingBoxAscent;
        const above = m.actualBoundingBoxAscent - baseline;
        const below = baseline + m.actualBoundingBoxDescent - lineHeight;
        if (above > 0.5 || below > 0.5) cut.push({ text: line, above, below });
      }
    }
    return cut;
  }, selector);
}

/**
 * How far the text of each block in `container` (the elements `blocks` finds) ends from the block's right
 * edge, in pixels: 0 for a block aligned to the right, as every block of a right-to-left page should be.
 */
export async function gapsFromTheRight(container: Locator, blocks: string) {
  return container.evaluate((root, blocks) => {
    return [...root.querySelectorAll<HTMLElement>(blocks)]
      .filter((el) => el.innerText.trim() && el.getClientRects().length > 0)
      .map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const right =
          box.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
        return { text: el.innerText.trim().slice(0, 40), gap: Math.round(right - text.right) };
      });
  }, blocks);
}

/** The contrast ratio of two CSS colours (WCAG 2 relative luminance), each 'rgb(…)' or 'rgba(…)' opaque. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The ring around the field that has the focus: the outline of its outlined box (MUI's `Mui-focused` root, its
 * notched outline), and the colour behind it, the first opaque background among its ancestors. A ring must be
 * solid, at least 2 px wide, and 3:1 against that background (WCAG 2.2 non-text contrast and focus
 * appearance). It must not cut through the floating label: nothing is drawn around the box, and the outline's
 * gap holds the label, on the left or, in Urdu, on the right.
 */
export async function expectFieldFocusRing(page: Page, where: string) {
  const ring = await page.evaluate(() => {
    const field = document.activeElement?.closest<HTMLElement>('.Mui-focused');
    const outline = field?.querySelector<HTMLElement>(':scope > fieldset');
    if (!field || !outline) return null;
    const style = getComputedStyle(outline);
    const label = field.parentElement?.querySelector<HTMLElement>(':scope > label');
    const gap = outline.querySelector('legend')?.getBoundingClientRect();
    const box = label?.getBoundingClientRect();
    // The label's text, within the gap the outline leaves for it (a field without a label has neither).
    const labelInGap =
      !box || (gap !== undefined && box.left >= gap.left - 1 && box.right <= gap.right + 1 && gap.width > 0);
    let behind = 'rgb(255, 255, 255)';
    for (let el = field.parentElement; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) {
        behind = bg;
        break;
      }
    }
    return {
      style: style.borderTopStyle,
      width: Number.parseFloat(style.borderTopWidth),
      color: style.borderTopColor,
      behind,
      around: getComputedStyle(field).outlineStyle,
      labelInGap,
    };
  });
  expect(ring, `${where}: a field has the focus`).not.toBeNull();
  expect(ring?.around, `${where}: no ring drawn around the box, through its label`).toBe('none');
  expect(ring?.labelInGap, `${where}: the floating label in the outline's gap`).toBe(true);
  expect(ring?.style, `${where}: ring style`).toBe('solid');
  expect(ring?.width ?? 0, `${where}: ring width`).toBeGreaterThanOrEqual(2);
  expect(
    contrastRatio(ring?.color ?? '', ring?.behind ?? ''),
    `${where}: ring contrast`,
  ).toBeGreaterThanOrEqual(3);
}
