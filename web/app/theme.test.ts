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
