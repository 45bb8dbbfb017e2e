// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleThemeProvider } from '../../app/locale-theme-provider';
import { i18n, startI18n, switchLanguage } from '../../i18n/i18n';
import { ExternalLinkButton } from './external-link-button';

beforeAll(() => startI18n());
afterEach(cleanup);
afterAll(() => switchLanguage('en'));

const page = (children: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleThemeProvider>{children}</LocaleThemeProvider>
    </I18nextProvider>,
  );

describe('ExternalLinkButton', () => {
  it('opens the address in a new tab that can neither steer the portal nor learn which page sent it', () => {
    page(<ExternalLinkButton href="https://example.org/form">Apply for volunteer</ExternalLinkButton>);
    const link = screen.getByRole('link', { name: 'Apply for volunteer (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.org/form');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    // The hint is for screen readers: the words shown stay the button's own.
    expect(link.querySelector('span[style*="absolute"]')?.textContent?.trim()).toBe('(opens in a new tab)');
  });

  it('keeps a name that says which one it is, and says the new tab after it', () => {
    page(
      <ExternalLinkButton href="https://wa.me/919812345678" name="WhatsApp Ayesha Siddiqui">
        WhatsApp
      </ExternalLinkButton>,
    );
    expect(
      screen
        .getByRole('link', { name: 'WhatsApp Ayesha Siddiqui (opens in a new tab)' })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it("says the new tab in the reader's language", async () => {
    await act(() => switchLanguage('hi'));
    const { unmount } = page(<ExternalLinkButton href="https://example.org">वेबसाइट देखें</ExternalLinkButton>);
    expect(screen.getByRole('link', { name: 'वेबसाइट देखें (नए टैब में खुलता है)' })).toBeTruthy();
    unmount();
    await act(() => switchLanguage('ur'));
    page(<ExternalLinkButton href="https://example.org">ویب سائٹ دیکھیں</ExternalLinkButton>);
    expect(screen.getByRole('link', { name: 'ویب سائٹ دیکھیں (نئے ٹیب میں کھلتا ہے)' })).toBeTruthy();
  });
});
