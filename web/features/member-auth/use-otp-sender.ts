import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../domain/languages';
import type { MessageChannel, WhatsAppFailure } from '../../../domain/sms';
import { useMessageText } from '../../i18n/use-message-text';
import { BotCheckError } from '../../lib/bot-check';
import { CallError } from '../../lib/call';
import { callWithProof } from '../../lib/call-with-proof';
import { CACHE_KEYS, readJson, writeJson } from '../../lib/local-cache';
import { useAction } from '../../lib/use-action';
import {
  afterFailedSend,
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

/** The channel this device asked on last: WhatsApp unless the member chose SMS, where WhatsApp is on. */
export function rememberedChannel(): MessageChannel {
  return readJson<MessageChannel>(CACHE_KEYS.otpChannel) === 'sms' ? 'sms' : 'whatsapp';
}

/** What a send did: the code went (on its channel, with its message id on WhatsApp), or did not. */
export type SendOutcome =
  | { sent: true; channel: MessageChannel; messageId: string | null }
  | { sent: false; fallback: WhatsAppFailure | null };

/**
 * Sends OTPs to one number within its allowance (otp-allowance.ts), kept across reloads in local storage,
 * by SMS or on WhatsApp. A WhatsApp send that failed counts among the hour's sends but starts no countdown:
 * the member is offered SMS at once.
 */
export function useOtpSender(phone: string) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const [now, setNow] = useState(() => Date.now());
  const [allowance, setAllowance] = useState<OtpAllowance>(() =>
    refreshAllowance(readJson<OtpAllowance>(storageKey(phone)) ?? freshAllowance(), Date.now()),
  );
  // An hour-long block that ends while the page is open gives a fresh allowance, not one last send.
  const current = refreshAllowance(allowance, now);
  const stateOn = (channel: MessageChannel) => sendState(current, now, channel);
  const lastChannel = current.channel ?? 'sms';
  const state = stateOn(lastChannel);

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
  // not run the bot check; a send refused for its wait brings that wait into the allowance. A WhatsApp
  // refusal is said by the OTP step itself, beside its offer of SMS.
  const cannotSend = (reason: string) => t('auth.cannotSendOtpBecause', { reason });
  const sender = useAction('sendOtp', {
    send: callWithProof,
    sayReply: (reply, words) =>
      reply.pass || reply.fallback ? null : { text: cannotSend(words), severity: 'warning' },
    sayFailure: (err, words) => ({ text: cannotSend(reasonOf(err, words, text)), severity: 'warning' }),
    onFailure: (err) => {
      const retryAfter = retryAfterOf(err);
      if (retryAfter === null) return;
      const at = Date.now();
      save(afterRefusal(refreshAllowance(allowance, at), at, retryAfter));
      setNow(at);
    },
  });

  const send = useCallback(
    async (channel: MessageChannel = 'sms'): Promise<SendOutcome> => {
      const base = refreshAllowance(allowance, Date.now());
      if (sendState(base, Date.now(), channel).kind !== 'ready') return { sent: false, fallback: null };
      // The code comes in the language the member is reading the portal in.
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      writeJson(CACHE_KEYS.otpChannel, channel);
      const reply = await sender.run({ phone, language, ...(channel === 'whatsapp' ? { channel } : {}) });
      const at = Date.now();
      setNow(at);
      if (reply && !reply.pass && reply.fallback) {
        save(afterFailedSend(base, at, reply.remaining));
        return { sent: false, fallback: reply.fallback };
      }
      if (!reply?.pass) return { sent: false, fallback: null };
      save(afterSend(base, at, reply.remaining, channel));
      return { sent: true, channel, messageId: reply.messageId ?? null };
    },
    [allowance, phone, save, i18n, sender],
  );

  return { state, stateOn, lastChannel, sending: sender.pending, send };
}
