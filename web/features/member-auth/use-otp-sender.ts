import { useCallback, useEffect, useState } from 'react';
import { MSG } from '../../../domain/messages';
import { useToast } from '../../components/toast/toast-provider';
import { call } from '../../lib/api';
import { BotCheckError, solveBotCheck } from '../../lib/bot-check';
import { CallError } from '../../lib/call';
import { readJson, writeJson } from '../../lib/local-cache';
import { afterSend, freshAllowance, type OtpAllowance, refreshAllowance, sendState } from './otp-allowance';

const storageKey = (phone: string) => `otpAllowance:${phone}`;

/** Sends OTPs to one number within the allowance of spec §4, kept across reloads in local storage. */
export function useOtpSender(phone: string) {
  const toast = useToast();
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [allowance, setAllowance] = useState<OtpAllowance>(() =>
    refreshAllowance(readJson<OtpAllowance>(storageKey(phone)) ?? freshAllowance(), Date.now()),
  );
  const state = sendState(allowance, now);

  useEffect(() => {
    if (state.kind === 'ready') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.kind]);

  const save = useCallback(
    (next: OtpAllowance) => {
      setAllowance(next);
      writeJson(storageKey(phone), next);
    },
    [phone],
  );

  const send = useCallback(async (): Promise<boolean> => {
    if (sendState(allowance, Date.now()).kind !== 'ready') return false;
    setSending(true);
    try {
      const altcha = await solveBotCheck();
      const reply = await call('sendOtp', { phone, altcha });
      if (!reply.pass) {
        toast(`${MSG.cannotSendOtp}: ${reply.message}`, 'warning');
        return false;
      }
      const at = Date.now();
      save(afterSend(allowance, at, reply.remaining));
      setNow(at);
      return true;
    } catch (err) {
      const reason =
        err instanceof CallError || err instanceof BotCheckError ? err.message : MSG.genericError;
      toast(`${MSG.cannotSendOtp}: ${reason}`, 'warning');
      return false;
    } finally {
      setSending(false);
    }
  }, [allowance, phone, save, toast]);

  return { state, sending, send };
}
