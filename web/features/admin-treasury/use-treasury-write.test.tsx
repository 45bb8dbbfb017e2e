// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/toast-provider';
import { i18n, startI18n } from '../../i18n/i18n';
import { callStore } from '../../lib/use-call';
import { fakeServer } from '../../test/fake-server';
import { useTreasuryWrite } from './use-treasury-write';

beforeAll(() => startI18n());

afterEach(() => {
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

const GIFT = {
  mosqueId: 'm1',
  fundId: 'f1',
  amountPaise: 50_100,
  mode: 'cash' as const,
  donorName: 'Abdul Rashid',
};
const ISSUED = { pass: true, message: 'Recorded', receiptId: 'r1', receiptNumber: 'MM/2026-27/000001' };
const keyOf = (data: unknown) => (data as { idempotencyKey: string }).idempotencyKey;

describe('useTreasuryWrite', () => {
  it('sends a retry of the same submit with the same key, and the next submit with a new one', async () => {
    let calls = 0;
    const server = fakeServer(() => {
      calls += 1;
      // The network drops the first reply: the gift may or may not have been written.
      if (calls === 1) throw new Error('lost');
      return ISSUED;
    });
    const { result } = renderHook(() => useTreasuryWrite('recordDonation'), { wrapper });
    await act(async () => {
      expect(await result.current.run(GIFT)).toBeUndefined();
    });
    await act(async () => {
      expect((await result.current.run(GIFT))?.receiptNumber).toBe(ISSUED.receiptNumber);
    });
    await act(async () => {
      await result.current.run({ ...GIFT, amountPaise: 10_000 });
    });
    const [lost, retried, next] = server.of('recordDonation').map((a) => keyOf(a.data));
    expect(lost).toMatch(/.{16,}/);
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('keeps the key after a refusal, which wrote nothing, for the corrected submit', async () => {
    let calls = 0;
    const server = fakeServer(() => {
      calls += 1;
      return calls === 1 ? { pass: false, message: 'This fund is closed' } : ISSUED;
    });
    const { result } = renderHook(() => useTreasuryWrite('recordDonation'), { wrapper });
    await act(async () => {
      expect((await result.current.run(GIFT))?.pass).toBe(false);
    });
    await act(async () => {
      await result.current.run({ ...GIFT, fundId: 'f2' });
    });
    const [refused, corrected] = server.of('recordDonation').map((a) => keyOf(a.data));
    expect(corrected).toBe(refused);
  });
});
