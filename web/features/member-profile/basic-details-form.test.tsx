// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserData } from '../../../domain/functions/shapes';
import { ToastProvider } from '../../components/toast/toast-provider';
import { i18n, startI18n } from '../../i18n/i18n';
import { en } from '../../i18n/locales/en';
import { callStore } from '../../lib/use-call';
import { fakeServer } from '../../test/fake-server';
import { BasicDetailsForm } from './basic-details-form';

// The fields (a date picker among them) are the journeys' to fill in; here the form starts from the record.
vi.mock('../../components/forms/person-fields', () => ({ PersonFields: () => null }));

beforeAll(() => startI18n());

afterEach(() => {
  cleanup();
  callStore.clear();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ToastProvider>{children}</ToastProvider>
  </I18nextProvider>
);

describe("the profile's Basic Details", () => {
  it('saves with updateProfile, the four details alone, and closes once saved', async () => {
    const server = fakeServer(() => ({ pass: true, message: 'Details updated' }));
    const user = {
      userId: 'u1',
      mosqueId: 'm1',
      name: 'Rehana',
      dob: '1990-01-02',
      gender: 'female',
      address: '12 Gali Qasim Jan',
    } as UserData;
    const done = vi.fn();
    render(<BasicDetailsForm user={user} onDone={done} />, { wrapper });
    await act(async () => screen.getByRole('button', { name: en.profile.save }).click());
    await waitFor(() => expect(done).toHaveBeenCalled());
    // The masjid is /mosque's to change: it is not sent along.
    expect(server.asked.map((a) => [a.name, a.data])).toEqual([
      [
        'updateProfile',
        { name: 'Rehana', dob: '1990-01-02', gender: 'female', address: '12 Gali Qasim Jan' },
      ],
    ]);
  });
});
