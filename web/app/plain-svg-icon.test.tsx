// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { baselineCss } from './baseline';
import createSvgIcon, { isPlainIcon } from './plain-svg-icon';
import { createAppTheme } from './theme';

afterEach(cleanup);

const SquareIcon = createSvgIcon(<path d="M3 3h18v18H3z" />, 'Square');

describe('an icon of @mui/icons-material in the browser build', () => {
  it('is a plain svg with MUI’s classes, hidden from screen readers and never a tab stop', () => {
    const { container } = render(<SquareIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('MuiSvgIcon-root MuiSvgIcon-fontSizeMedium');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M3 3h18v18H3z');
  });

  it('keeps the size and the class it is given', () => {
    const { container } = render(<SquareIcon fontSize="small" className="MuiChip-icon" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toBe(
      'MuiSvgIcon-root MuiSvgIcon-fontSizeSmall MuiChip-icon',
    );
  });

  it('with a title, is an image named by it', () => {
    const { getByRole } = render(<SquareIcon titleAccess="Masjid" />);
    const svg = getByRole('img', { name: 'Masjid' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
  });

  it('is drawn by MUI’s SvgIcon when given what only MUI draws: a colour, sx, another box', () => {
    expect(isPlainIcon({})).toBe(true);
    expect(isPlainIcon({ fontSize: 'large', color: 'inherit', 'aria-hidden': true })).toBe(true);
    expect(isPlainIcon({ color: 'secondary' })).toBe(false);
    expect(isPlainIcon({ sx: { mt: 1 } })).toBe(false);
    expect(isPlainIcon({ viewBox: '0 0 48 48' })).toBe(false);
    expect(isPlainIcon({ htmlColor: 'red' })).toBe(false);
  });

  it('is sized by the baseline styles as MUI’s theme sizes its icons', () => {
    const theme = createAppTheme('en');
    const css = baselineCss();
    expect(css).toContain(`.MuiSvgIcon-root { user-select: none; width: 1em; height: 1em;`);
    expect(css).toContain(`fill: currentColor; font-size: ${theme.typography.pxToRem(24)}; }`);
    expect(css).toContain(`.MuiSvgIcon-fontSizeSmall { font-size: ${theme.typography.pxToRem(20)}; }`);
    expect(css).toContain(`.MuiSvgIcon-fontSizeLarge { font-size: ${theme.typography.pxToRem(35)}; }`);
  });
});
