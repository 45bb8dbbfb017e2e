import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../domain/languages';
import { useToast } from '../../components/toast/toast-provider';
import { useMessageText } from '../../i18n/use-message-text';
import { BotCheckError, solveBotCheck } from '../../lib/bot-check';
import { CallError } from '../../lib/call';
import { callWithProof } from '../../lib/call-with-proof';
import { CACHE_KEYS, readJson, writeJson } from '../../lib/local-cache';
import {
  afterRefusal,
  afterSend,
  freshAllowance,
  type OtpAllowance,
  refreshAllowance,
  sendState,
} from './otp-allowance';

function retryAfterOf(err: unknown): number | null {
  if (!(err instanceof CallError) || err.code !== 'resource-exhausted') return null;
  const seconds = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

const storageKey = (phone: string) => `${CACHE_KEYS.otpAllowance}:${phone}`;

/** Sends OTPs to one number within its allowance (otp-allowance.ts), kept across reloads in local storage. */
export function useOtpSender(phone: string) {
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [allowance, setAllowance] = useState<OtpAllowance>(() =>
    refreshAllowance(readJson<OtpAllowance>(storageKey(phone)) ?? freshAllowance(), Date.now()),
  );
  // An hour-long block that ends while the page is open gives a fresh allowance, not one last send.
  const current = refreshAllowance(allowance, now);
  const state = sendState(current, now);

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
    const base = refreshAllowance(allowance, Date.now());
    if (sendState(base, Date.now()).kind !== 'ready') return false;
    setSending(true);
    try {
      const altcha = await solveBotCheck();
      // The SMS comes in the language the member is reading the portal in.
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      const reply = await callWithProof('sendOtp', { phone, altcha, language });
      if (!reply.pass) {
        toast(t('auth.cannotSendOtpBecause', { reason: text.said(reply) }), 'warning');
        return false;
      }
      const at = Date.now();
      save(afterSend(base, at, reply.remaining));
      setNow(at);
      return true;
    } catch (err) {
      const retryAfter = retryAfterOf(err);
      if (retryAfter !== null) {
        const at = Date.now();
        save(afterRefusal(base, at, retryAfter));
        setNow(at);
      }
      const reason =
        err instanceof CallError
          ? text.said(err)
          : err instanceof BotCheckError
            ? text.byCode(err.messageCode)
            : text.byCode('genericError');
      toast(t('auth.cannotSendOtpBecause', { reason }), 'warning');
      return false;
    } finally {
      setSending(false);
    }
  }, [allowance, phone, save, toast, t, i18n, text]);

  return { state, sending, send };
}
