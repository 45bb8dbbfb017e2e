import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { UserData } from '../../domain/functions/shapes';
import { useToast } from '../components/toast/toast-provider';
import { i18n } from '../i18n/i18n';
import { onSessionRejected, readToken, storeToken } from '../lib/api';
import { OfflineError } from '../lib/call';
import { clearSessionCache } from '../lib/local-cache';
import { useAction } from '../lib/use-action';
import { callStore, useCall } from '../lib/use-call';
import { firstReadAnswered, firstReadTtl } from './first-reads';

export type Session = {
  loading: boolean;
  /**
   * The server is still being asked about a session this phone kept: the user shown meanwhile is the kept
   * copy, which a revoked or suspended session no longer deserves. A sign-in page waits for the answer before
   * sending someone on, so it never shows its form only to swap it for the area and back.
   */
  checking: boolean;
  user: UserData | null;
  /** Keeps a new token and loads its user from the server. */
  signIn(token: string): Promise<UserData | null>;
  /** Reads the user again, after a failed read (Try again). */
  reload(): void;
  /** Ends the session here and on the server; false when offline, where the session stays as it was. */
  logout(): Promise<boolean>;
  /** Forgets the session on this device only: the server already ended it (the account was deleted). */
  forget(): void;
};

const SessionContext = createContext<Session | null>(null);

/** A sign-out says nothing once through: the sign-in page it leads to says enough. */
const sayNothing = () => null;

/**
 * Offline the server would keep a session this phone forgot: the member stays signed in and is told that
 * nothing was sent. Any other failure signs out here all the same, saying nothing.
 */
const sayOffline = (err: unknown, text: string) =>
  err instanceof OfflineError ? { text, severity: 'warning' as const } : null;

/**
 * The signed-in user: loading, then a user or none. The user is the read `getSessionUser`, through the call
 * store like any other, so a write that changes it (domain/invalidations.ts) shows everywhere at once. Its
 * copy kept on the phone (`userData`) shows at once, offline too, and the server's replaces it when it arrives.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  // The entry has usually asked already (first-reads.ts): a reply of the last seconds is not asked again.
  const read = useCall('getSessionUser', token ? {} : null, { ttl: firstReadTtl(token) });
  const user = token ? (read.data ?? null) : null;
  const loading = token !== null && read.data === undefined && read.error === undefined;
  // The token the server has answered for (a user, a refusal, or no answer at all offline) in this page load;
  // known at once when the entry's read has landed before the first render.
  const [answeredFor, setAnsweredFor] = useState<string | null>(() =>
    firstReadAnswered(token) ? token : null,
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    const answered = () => {
      if (current) setAnsweredFor(token);
    };
    // Joins the read useCall just started, so this costs no second request; an answer already known changes
    // nothing, and so draws nothing again.
    callStore.read('getSessionUser', {}, { ttl: firstReadTtl(token) }).then(answered, answered);
    return () => {
      current = false;
    };
  }, [token]);
  const checking = token !== null && answeredFor !== token;

  const clear = useCallback(() => {
    clearSessionCache();
    // The next user of this phone must never see the last one's replies.
    callStore.clear();
    setToken(null);
  }, []);

  const toast = useToast();
  useEffect(() => {
    // The server ended the session (revoked, expired, the account suspended): the guard then sends the user
    // to their sign-in page, and this says why instead of leaving them to guess.
    return onSessionRejected(() => {
      clear();
      toast(i18n.t('messages.sessionEnded'), 'warning');
    });
  }, [clear, toast]);

  const signIn = useCallback(async (next: string) => {
    storeToken(next);
    setToken(next);
    try {
      return await callStore.read('getSessionUser', {});
    } catch (err) {
      console.error('Fetching user data failed', err);
      return null;
    }
  }, []);

  // The sign-out's writes go through useAction like any other (docs/web-patterns.md, Write); a refusal for want
  // of a network is noted here, since it alone keeps the member signed in.
  const offline = useRef(false);
  const noteFailure = useCallback((err: unknown) => {
    if (err instanceof OfflineError) offline.current = true;
    else console.error('Logout failed', err);
  }, []);
  const signOut = useAction('signOut', { sayFailure: sayOffline, onFailure: noteFailure });
  const forgetDevice = useAction('removePushSubscription', {
    sayReply: sayNothing,
    sayFailure: sayOffline,
    onFailure: noteFailure,
  });

  const logout = useCallback(async () => {
    offline.current = false;
    if (readToken()) {
      // Loaded only at a member's sign-out, so it never weighs on the first screen.
      if (user?.role === 'user') {
        await import('../components/push/forget-push')
          .then((m) => m.forgetPushOnThisDevice(forgetDevice.run))
          .catch(noteFailure);
        if (offline.current) return false;
      }
      await signOut.run(null);
      if (offline.current) return false;
    }
    clear();
    return true;
  }, [clear, user, signOut.run, forgetDevice.run, noteFailure]);

  const { reload } = read;
  const value = useMemo<Session>(
    () => ({ loading, checking, user, signIn, reload, logout, forget: clear }),
    [loading, checking, user, signIn, reload, logout, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession needs a SessionProvider');
  return ctx;
}
