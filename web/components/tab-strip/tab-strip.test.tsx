// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleThemeProvider } from '../../app/locale-theme-provider';
import { i18n, startI18n, switchLanguage } from '../../i18n/i18n';
import { TabStrip } from './tab-strip';

beforeAll(() => startI18n());
afterEach(cleanup);
afterAll(() => switchLanguage('en'));

type Section = 'basic' | 'other' | 'password';
const TABS = [
  { value: 'basic', label: 'Basic Details' },
  { value: 'other', label: 'Other Details' },
  { value: 'password', label: 'Password' },
] as const;

/** A screen that keeps the open tab, as the profile and a family member's view do. */
function Sections({ first = 'basic' }: { first?: Section }) {
  const [open, setOpen] = useState<Section>(first);
  return (
    <TabStrip
      label="Profile sections"
      tabs={TABS}
      value={open}
      onChange={setOpen}
      renderPanel={(shown) => <p>{`${shown} form`}</p>}
    />
  );
}

const page = (first?: Section) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleThemeProvider>
        <Sections first={first} />
      </LocaleThemeProvider>
    </I18nextProvider>,
  );

const tab = (name: string) => screen.getByRole('tab', { name });
const shownPanel = () => screen.getByRole('tabpanel');

describe('TabStrip', () => {
  it('shows the open tab as selected, and only its panel, named by it', () => {
    page('other');
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeTruthy();
    expect(tab('Other Details').getAttribute('aria-selected')).toBe('true');
    expect(tab('Basic Details').getAttribute('aria-selected')).toBe('false');
    expect(shownPanel().textContent).toBe('other form');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(shownPanel().getAttribute('aria-labelledby')).toBe(tab('Other Details').id);
    // Every tab names a panel that is there.
    for (const { label } of TABS) {
      expect(document.getElementById(tab(label).getAttribute('aria-controls') ?? '')).not.toBe(null);
    }
  });

  it('opens a tab that is clicked, and draws the panel of that tab alone', () => {
    page();
    fireEvent.click(tab('Password'));
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
    expect(tab('Basic Details').getAttribute('aria-selected')).toBe('false');
    expect(shownPanel().textContent).toBe('password form');
    expect(screen.queryByText('basic form')).toBe(null);
  });

  it('moves between tabs by the arrow keys and End, wrapping round, and opens the one chosen', () => {
    page();
    tab('Basic Details').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Other Details'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab('Password'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Basic Details'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Password'));
    // The strip is one tab stop: Tab leaves it rather than walking through every tab.
    expect(screen.getAllByRole('tab').filter((each) => each.tabIndex === 0)).toEqual([tab('Password')]);
    // Moving does not open: the panel stays until the member chooses (a tab's code may have to load).
    expect(shownPanel().textContent).toBe('basic form');
    fireEvent.click(document.activeElement!);
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
    expect(shownPanel().textContent).toBe('password form');
  });

  it('in Urdu, the left arrow moves to the next tab, as the tabs read from the right', async () => {
    await act(() => switchLanguage('ur'));
    page();
    tab('Basic Details').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Other Details'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Basic Details'));
  });
});
