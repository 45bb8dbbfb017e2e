// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '../../../domain/functions/shapes';
import { SessionProvider } from '../../app/session-provider';
import { ToastProvider } from '../../components/toast/toast-provider';
import { i18n, startI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { callStore } from '../../lib/use-call';
import { fakeServer } from '../../test/fake-server';
import { AddFamilyMemberDialog } from './add-family-member-dialog';
import { FamilyBasicsTab } from './family-basics-tab';

// The fields themselves (a date picker among them) are the journeys' to fill in; here the form starts filled.
vi.mock('./family-basic-fields', () => ({ FamilyBasicFields: () => null }));
const sana = {
  name: 'Sana',
  relation: 'Wife',
  dob: '1995-03-04',
  gender: 'female',
  address: 'Home',
} as const;
vi.mock('./family-basics', async (actual) => ({
  ...(await actual<typeof import('./family-basics')>()),
  newFamilyMemberDraft: () => sana,
}));

beforeAll(() => startI18n());

afterEach(() => {
  cleanup();
  callStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const withApp = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ToastProvider>
      <SessionProvider>
        <MemoryRouter initialEntries={['/family']}>
          {children}
          <Where />
        </MemoryRouter>
      </SessionProvider>
    </ToastProvider>
  </I18nextProvider>
);

function signedInServer(answer: (name: string) => unknown) {
  localStorage.setItem('authToken', 'token');
  return fakeServer((name) =>
    name === 'getSessionUser' ? { userId: 'u1', name: 'Imran', address: 'Home', family: [] } : answer(name),
  );
}

describe("the family's writes", () => {
  it('adds a member with addFamilyMember, her basics alone, then opens her current details', async () => {
    const server = signedInServer(() => ({ pass: true, message: 'Added', familyMemberId: 'f9' }));
    render(<AddFamilyMemberDialog open onClose={() => {}} />, { wrapper: withApp });
    await act(async () => screen.getAllByRole('button', { name: en.family.addNewMember }).at(-1)!.click());
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/family/f9/true'));
    expect(server.of('addFamilyMember').map((a) => a.data)).toEqual([sana]);
    expect(server.names()).not.toContain('updateBasicInfo');
  });

  it('changes a member with updateFamilyMember, by her id', async () => {
    const member: FamilyMember = {
      ...sana,
      id: 'f1',
      uniqueId: 'AJ1',
      category: null,
      details: null,
      dobApproximate: false,
    };
    const server = signedInServer(() => ({ pass: true, message: 'Updated' }));
    render(<FamilyBasicsTab member={member} />, { wrapper: withApp });
    await act(async () => screen.getByRole('button', { name: en.common.edit }).click());
    await act(async () => screen.getByRole('button', { name: en.family.save }).click());
    await waitFor(() => expect(server.of('updateFamilyMember')).toHaveLength(1));
    expect(server.of('updateFamilyMember')[0]!.data).toEqual({ id: 'f1', ...sana });
    await waitFor(() => expect(screen.getByRole('button', { name: en.common.edit })).toBeTruthy());
  });
});
