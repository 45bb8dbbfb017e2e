import { describe, expect, it } from 'vitest';
import { baselineCss, FONTS } from './baseline';
import { createAppTheme } from './theme';

describe("the page's baseline styles in index.html", () => {
  const css = baselineCss();

  it("set each language's fonts by the page's lang, and Urdu's taller line", () => {
    expect(css).toContain(
      `body { margin: 0; color: rgba(0, 0, 0, 0.87); font-family: ${FONTS.en.fontFamily};`,
    );
    expect(css).toContain(`html:lang(hi) body { font-family: ${FONTS.hi.fontFamily}; }`);
    expect(css).toContain(`html:lang(ur) body { font-family: ${FONTS.ur.fontFamily}; line-height: 1.9; }`);
  });

  it("agree with the theme's page colour, text colour and body text in every language", () => {
    for (const language of ['en', 'hi', 'ur'] as const) {
      const theme = createAppTheme(language);
      expect(css).toContain(`background-color: ${theme.palette.background.default};`);
      expect(css).toContain(`color: ${theme.palette.text.primary};`);
      expect(css).toContain(`font-family: ${theme.typography.body1.fontFamily};`);
    }
    expect(css).toContain(`line-height: ${createAppTheme('en').typography.body1.lineHeight};`);
    expect(css).toContain(`line-height: ${createAppTheme('ur').typography.body1.lineHeight};`);
  });

  it('ring a focused link in black, as every other control', () => {
    expect(css).toContain('a:focus-visible { outline: 3px solid #000; outline-offset: 2px; }');
  });
});
