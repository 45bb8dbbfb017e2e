import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../domain/languages';
import { useMessageText } from '../../i18n/use-message-text';
import { BotCheckError } from '../../lib/bot-check';
import { CallError } from '../../lib/call';
import { callWithProof } from '../../lib/call-with-proof';
import { CACHE_KEYS, readJson, writeJson } from '../../lib/local-cache';
import { useAction } from '../../lib/use-action';
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

/** Why a send failed, in the reader's language: the server's words, the bot check's, else the usual ones. */
function reasonOf(err: unknown, words: string, text: ReturnType<typeof useMessageText>): string {
  if (err instanceof CallError) return text.said(err);
  return err instanceof BotCheckError ? text.byCode(err.messageCode) : words;
}

const storageKey = (phone: string) => `${CACHE_KEYS.otpAllowance}:${phone}`;

/** Sends OTPs to one number within its allowance (otp-allowance.ts), kept across reloads in local storage. */
export function useOtpSender(phone: string) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [now, setNow] = useState(() => Date.now());
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

  // Whatever stops a send is said as 'Can not send OTP: <why>': the server's words, or why this device could
  // not run the bot check; a send refused for its wait brings that wait into the allowance.
  const cannotSend = (reason: string) => t('auth.cannotSendOtpBecause', { reason });
  const sender = useAction('sendOtp', {
    send: callWithProof,
    sayReply: (reply, words) => (reply.pass ? null : { text: cannotSend(words), severity: 'warning' }),
    sayFailure: (err, words) => ({ text: cannotSend(reasonOf(err, words, text)), severity: 'warning' }),
    onFailure: (err) => {
      const retryAfter = retryAfterOf(err);
      if (retryAfter === null) return;
      const at = Date.now();
      save(afterRefusal(refreshAllowance(allowance, at), at, retryAfter));
      setNow(at);
    },
  });

  const send = useCallback(async (): Promise<boolean> => {
    const base = refreshAllowance(allowance, Date.now());
    if (sendState(base, Date.now()).kind !== 'ready') return false;
    // The SMS comes in the language the member is reading the portal in.
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    const reply = await sender.run({ phone, language });
    if (!reply?.pass) return false;
    const at = Date.now();
    save(afterSend(base, at, reply.remaining));
    setNow(at);
    return true;
  }, [allowance, phone, save, i18n, sender]);

  return { state, sending: sender.pending, send };
}
