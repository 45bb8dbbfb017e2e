// @vitest-environment happy-dom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n, startI18n } from '../i18n/i18n';
import { fakeServer, HOLD } from '../test/fake-server';
import { CallError } from './call';
import { callWithProof } from './call-with-proof';
import { useAction } from './use-action';
import { callStore } from './use-call';

// The solver itself is altcha's; what is checked here is when a sign-in asks for it and sends what it gave.
vi.mock('./bot-check', () => ({
  solveBotCheck: vi.fn(async (given?: unknown) => (given ? `solved:${JSON.stringify(given)}` : 'solved')),
}));

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
// Errors and warnings are read out at once, the rest in turn (toast-provider.tsx).
const urgent = () => screen.getByRole('alert').textContent;
const polite = () => screen.getByRole('status').textContent;

describe('useAction on the sign-in screens', () => {
  it('a sign-in the server asks to prove work solves its challenge and tries once more', async () => {
    const server = fakeServer((_name, data) =>
      (data as { altcha?: string }).altcha
        ? { pass: true, message: 'Signed in', token: 't1' }
        : { pass: false, message: 'Solve this first', needsBotCheck: true, challenge: { level: 2 } },
    );
    const { result } = renderHook(
      () => useAction('signInStaff', { send: callWithProof, sayReply: () => null }),
      { wrapper },
    );
    let reply: unknown;
    await act(async () => {
      reply = await result.current.run({ email: 'a@b.in', password: 'secret' });
    });
    expect(reply).toMatchObject({ pass: true, token: 't1' });
    expect(server.of('signInStaff').map((a) => (a.data as { altcha?: string }).altcha)).toEqual([
      undefined,
      'solved:{"level":2}',
    ]);
    // The step moves on by itself: nothing is said.
    expect(urgent()).toBe('');
    expect(polite()).toBe('');
  });

  it('every OTP send carries a proof solved before it leaves', async () => {
    const server = fakeServer(() => ({ pass: true, message: 'Sent', remaining: 2, retryAfterSeconds: 60 }));
    const { result } = renderHook(() => useAction('sendOtp', { send: callWithProof, sayReply: () => null }), {
      wrapper,
    });
    await act(() => result.current.run({ phone: '9876543210' }));
    expect(server.of('sendOtp')[0]!.data).toMatchObject({ phone: '9876543210', altcha: 'solved' });
  });

  it('says a refusal with the severity the screen gives it', async () => {
    fakeServer(() => ({ pass: false, message: 'Your account is suspended.', messageCode: 'suspended' }));
    const { result } = renderHook(
      () =>
        useAction('signInWithPassword', {
          send: callWithProof,
          sayReply: (_reply, words) => ({ text: words, severity: 'error' }),
        }),
      { wrapper },
    );
    await act(() => result.current.run({ phone: '9876543210', password: 'secret' }));
    expect(urgent()).toBe(i18n.t('messages.suspended'));
  });

  it('a failed send is said in the words given, and told to the caller, which keeps its wait', async () => {
    const server = fakeServer(() => HOLD);
    const failed = vi.fn();
    const { result } = renderHook(
      () =>
        useAction('sendOtp', {
          send: callWithProof,
          sayFailure: (_err, words) => ({ text: `Can not send OTP: ${words}`, severity: 'warning' }),
          onFailure: failed,
        }),
      { wrapper },
    );
    let reply: unknown = 'unset';
    await act(async () => {
      const running = result.current.run({ phone: '9876543210' });
      await vi.waitFor(() => expect(server.of('sendOtp')).toHaveLength(1));
      server.of('sendOtp')[0]!.fail(429);
      reply = await running;
    });
    expect(reply).toBeUndefined();
    expect(failed).toHaveBeenCalledWith(expect.any(CallError));
    expect((failed.mock.calls[0]![0] as CallError).code).toBe('resource-exhausted');
    expect(urgent()).toBe('Can not send OTP: failed');
  });

  it('will not compile a guarded sign-in sent without its proof of work, nor a proof for any other call', () => {
    const unsent = () =>
      // @ts-expect-error: a guarded sign-in names callWithProof
      useAction('signInStaff', { sayReply: () => null });
    const misplaced = () =>
      // @ts-expect-error: only the guarded sign-ins take a `send`
      useAction('addCategory', { send: callWithProof });
    expect([unsent, misplaced]).toHaveLength(2);
  });
});
