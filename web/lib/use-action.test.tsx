// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../app/session-provider';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n, startI18n } from '../i18n/i18n';
import { fakeServer, HOLD } from '../test/fake-server';
import { useAction } from './use-action';
import { callStore, useCall } from './use-call';

beforeAll(() => startI18n());

afterEach(() => {
  // Unmount every rendered tree, so no toast's or transition's timer fires after the test environment is gone.
  cleanup();
  callStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ToastProvider>{children}</ToastProvider>
  </I18nextProvider>
);
const withSession = ({ children }: { children: ReactNode }) =>
  wrapper({ children: <SessionProvider>{children}</SessionProvider> });

const PASSED = { pass: true, message: 'Saved' };
const user = (name: string, family: { id: string }[] = []) => ({ userId: 'u1', name, family });

describe('useAction', () => {
  it('reads again what the write made stale (domain/invalidations.ts), and resolves once that is on show', async () => {
    let categories = [{ id: 'c1' }];
    const server = fakeServer((name) => {
      if (name === 'addCategory') {
        categories = [...categories, { id: 'c2' }];
        return PASSED;
      }
      return name === 'getCategories' ? categories : HOLD;
    });
    const { result } = renderHook(
      () => ({ list: useCall('getCategories', {}), add: useAction('addCategory') }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() => result.current.add.run({ name: 'Students' } as never));
    // Nothing waits for a screen to ask: when run resolves the new list is already shown.
    expect(result.current.list.data).toEqual([{ id: 'c1' }, { id: 'c2' }]);
    expect(server.names()).toEqual(['getCategories', 'addCategory', 'getCategories']);
  });

  it('leaves every read alone when the write is refused', async () => {
    const server = fakeServer((name) => (name === 'addCategory' ? { pass: false, message: 'Exists' } : []));
    const { result } = renderHook(
      () => ({ list: useCall('getCategories', {}), add: useAction('addCategory') }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(() => result.current.add.run({ name: 'Students' } as never));
    expect(server.names()).toEqual(['getCategories', 'addCategory']);
  });

  it("saving the member's Basic Details shows the new name wherever the session shows it", async () => {
    localStorage.setItem('authToken', 'token');
    let name = 'Rehana';
    fakeServer((fn) => {
      if (fn === 'updateProfile') {
        name = 'Rehana Parveen';
        return PASSED;
      }
      return fn === 'getSessionUser' ? user(name) : HOLD;
    });
    const { result } = renderHook(() => ({ session: useSession(), save: useAction('updateProfile') }), {
      wrapper: withSession,
    });
    await waitFor(() => expect(result.current.session.user?.name).toBe('Rehana'));
    await act(() => result.current.save.run({ name: 'Rehana Parveen' } as never));
    expect(result.current.session.user?.name).toBe('Rehana Parveen');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toMatchObject({ name: 'Rehana Parveen' });
  });

  it('adding a family member costs one read of the user after the write, however many screens show it', async () => {
    localStorage.setItem('authToken', 'token');
    let family: { id: string }[] = [];
    const server = fakeServer((fn) => {
      if (fn === 'addFamilyMember') {
        family = [{ id: 'f1' }];
        return { ...PASSED, familyMemberId: 'f1' };
      }
      return fn === 'getSessionUser' ? user('Rehana', family) : HOLD;
    });
    // The session, the family list behind the dialog, and the dialog itself.
    const { result } = renderHook(
      () => ({
        session: useSession(),
        list: useCall('getSessionUser', {}),
        add: useAction('addFamilyMember'),
      }),
      { wrapper: withSession },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const before = server.asked.length;
    await act(() => result.current.add.run({ name: 'Aisha', relation: 'Daughter' } as never));
    expect(server.names().slice(before)).toEqual(['addFamilyMember', 'getSessionUser']);
    expect(result.current.list.data?.family).toEqual([{ id: 'f1' }]);
    expect(result.current.session.user?.family).toEqual([{ id: 'f1' }]);
  });

  it('adding a family member then costs one round trip: the new member is read alongside the user', async () => {
    localStorage.setItem('authToken', 'token');
    let family: { id: string }[] = [];
    const server = fakeServer((fn) => {
      if (fn === 'addFamilyMember') {
        family = [{ id: 'f1' }];
        return { ...PASSED, familyMemberId: 'f1' };
      }
      // Reads after the write are held, to see which leave before any reply comes back.
      if (fn === 'getSessionUser' && family.length === 0) return user('Rehana');
      return HOLD;
    });
    // The session, the family list behind the dialog, the dialog (as add-family-member-dialog.tsx sets it
    // up), and the new member's screen, which opens once the write is through.
    const { result } = renderHook(
      () => {
        const [opened, open] = useState<string | null>(null);
        return {
          session: useSession(),
          list: useCall('getSessionUser', {}),
          add: useAction('addFamilyMember', { awaitReads: false }),
          member: useCall('getFamilyMember', opened ? { id: opened } : null),
          open,
        };
      },
      { wrapper: withSession },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const before = server.asked.length;
    let added: string | null | undefined;
    act(() => {
      void result.current.add
        .run({ name: 'Aisha', relation: 'Daughter' } as never)
        .then((reply) => (added = reply?.familyMemberId));
    });
    // The dialog moves on once the write is through, not once the user has been read again.
    await waitFor(() => expect(added).toBe('f1'));
    act(() => result.current.open(added!));
    // Both reads are on their way before either is answered: they share one round trip.
    await waitFor(() =>
      expect(server.names().slice(before)).toEqual(['addFamilyMember', 'getSessionUser', 'getFamilyMember']),
    );
    act(() => {
      server.of('getFamilyMember')[0]!.reply({ id: 'f1', name: 'Aisha' });
      server.of('getSessionUser').at(-1)!.reply(user('Rehana', family));
    });
    await waitFor(() => expect(result.current.member.data).toMatchObject({ name: 'Aisha' }));
    await waitFor(() => expect(result.current.session.user?.family).toEqual([{ id: 'f1' }]));
    expect(result.current.list.data?.family).toEqual([{ id: 'f1' }]);
    expect(server.names().slice(before)).toHaveLength(3);
  });

  it("removing a family member throws away her details kept on the phone, and keeps another's", async () => {
    localStorage.setItem('family:f1', JSON.stringify({ data: { id: 'f1', name: 'Aisha' }, at: 1 }));
    localStorage.setItem('family:f2', JSON.stringify({ data: { id: 'f2', name: 'Sana' }, at: 1 }));
    fakeServer((fn) => (fn === 'removeFamilyMember' ? PASSED : HOLD));
    const { result } = renderHook(() => useAction('removeFamilyMember', { awaitReads: false }), { wrapper });
    await act(() => result.current.run({ id: 'f1' }));
    expect(localStorage.getItem('family:f1')).toBeNull();
    expect(localStorage.getItem('family:f2')).not.toBeNull();
  });

  it('throws away, kept copies too, what a change of masjid makes wrong: the volunteers', async () => {
    localStorage.setItem('volunteers', '{"mosqueId":"m1","volunteerData":[]}');
    localStorage.setItem('volunteersExpiry', String(Date.now() + 60_000));
    fakeServer((fn) => (fn === 'updateMyMosque' ? PASSED : HOLD));
    const { result } = renderHook(() => useAction('updateMyMosque'), { wrapper });
    await act(() => result.current.run({ mosqueId: 'm2' } as never));
    expect(localStorage.getItem('volunteers')).toBeNull();
    expect(localStorage.getItem('volunteersExpiry')).toBeNull();
  });
});
