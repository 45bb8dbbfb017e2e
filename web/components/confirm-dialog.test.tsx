// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleThemeProvider } from '../app/locale-theme-provider';
import { i18n, startI18n } from '../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(() => startI18n());
afterEach(cleanup);

const question = (destructive?: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleThemeProvider>
        <ConfirmDialog
          open
          title="Allow?"
          text="They may then keep the times."
          confirmLabel="Allow"
          {...(destructive === undefined ? {} : { destructive })}
          onConfirm={() => {}}
          onClose={() => {}}
        />
      </LocaleThemeProvider>
    </I18nextProvider>,
  );

describe('the question before an action', () => {
  it('paints its action red when something will be lost, and plain when nothing is', () => {
    question();
    expect(screen.getByRole('button', { name: 'Allow' }).className).toContain('MuiButton-colorError');
    cleanup();
    question(false);
    const allow = screen.getByRole('button', { name: 'Allow' });
    expect(allow.className).toContain('MuiButton-colorPrimary');
    expect(allow.className).not.toContain('MuiButton-colorError');
  });
});
