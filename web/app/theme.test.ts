import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('the theme and motion', () => {
  it('moves menus, dialogs and buttons as MUI does by default', () => {
    const theme = createAppTheme('en');
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('keeps everything still for a device that asks for less motion, in every language', () => {
    for (const language of ['en', 'hi', 'ur'] as const) {
      const theme = createAppTheme(language, [], { reducedMotion: true });
      expect(theme.transitions.create('opacity')).toBe('none');
      expect(theme.transitions.duration.enteringScreen).toBe(0);
      expect(theme.transitions.duration.leavingScreen).toBe(0);
      expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      // The other settings stay: the focus ring, and the direction of the language.
      expect(theme.components?.MuiButtonBase?.styleOverrides).toBeDefined();
      expect(theme.direction).toBe(language === 'ur' ? 'rtl' : 'ltr');
    }
  });
});

describe('the theme and fields', () => {
  it("gives Urdu's fields the line Nastaliq needs, and leaves English and Hindi with MUI's", () => {
    const urdu = createAppTheme('ur').components;
    expect(urdu?.MuiInputBase?.styleOverrides?.root).toMatchObject({ lineHeight: '2.6em' });
    expect(urdu?.MuiFormHelperText?.styleOverrides?.root).toMatchObject({ lineHeight: '2.6em' });
    // The common settings stay beside it: a select still wraps its value.
    expect(urdu?.MuiSelect?.styleOverrides?.select).toMatchObject({
      whiteSpace: 'normal',
      lineHeight: '2.6em',
    });
    for (const language of ['en', 'hi'] as const) {
      const components = createAppTheme(language).components;
      expect(components?.MuiInputBase).toBeUndefined();
      expect(components?.MuiSelect?.styleOverrides?.select).toMatchObject({ whiteSpace: 'normal' });
    }
  });

  it('rings every focused field in black, text and date alike, with its own outline', () => {
    const components = createAppTheme('en').components;
    const ring = (outline: string) => ({
      [`&.Mui-focused .${outline}`]: { borderWidth: '3px' },
      [`&.Mui-focused:not(.Mui-error) .${outline}`]: { borderColor: '#000' },
    });
    expect(components?.MuiOutlinedInput?.styleOverrides?.root).toEqual(
      ring('MuiOutlinedInput-notchedOutline'),
    );
    expect(components?.MuiPickersOutlinedInput?.styleOverrides?.root).toEqual(
      ring('MuiPickersOutlinedInput-notchedOutline'),
    );
  });
});
