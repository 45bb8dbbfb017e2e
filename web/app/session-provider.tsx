import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { UserData } from '../../domain/functions/shapes';
import { useToast } from '../components/toast/toast-provider';
import { i18n } from '../i18n/i18n';
import { call, onSessionRejected, readToken, storeToken } from '../lib/api';
import { OfflineError } from '../lib/call';
import { CACHE_KEYS, clearSessionCache, readJson, writeJson } from '../lib/local-cache';
import { callStore } from '../lib/use-call';

export type Session = {
  loading: boolean;
  user: UserData | null;
  /** Keeps a new token and loads its user from the server. */
  signIn(token: string): Promise<UserData | null>;
  /** Reloads the user from the server and refreshes the cached copy. */
  refresh(): Promise<UserData | null>;
  /** Replaces the cached user after a change the caller already saved on the server. */
  setUser(user: UserData): void;
  /** Ends the session here and on the server; false when offline, where the session stays as it was. */
  logout(): Promise<boolean>;
  /** Forgets the session on this device only: the server already ended it (the account was deleted). */
  forget(): void;
};

const SessionContext = createContext<Session | null>(null);

async function fetchUser(): Promise<UserData | null> {
  try {
    const user = await call('fetchUserData', {});
    writeJson(CACHE_KEYS.userData, user);
    return user;
  } catch (err) {
    console.error('Fetching user data failed', err);
    return null;
  }
}

/**
 * The session: loading, then a user or none. The cached `userData` shows at once (a slow network should
 * not hold the screen), and the server copy replaces it when it arrives.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ loading: boolean; user: UserData | null }>(() => {
    const token = readToken();
    const cached = token ? readJson<UserData>(CACHE_KEYS.userData) : null;
    return { loading: token !== null && cached === null, user: cached };
  });

  const clear = useCallback(() => {
    clearSessionCache();
    // The next user of this phone must never see the last one's replies.
    callStore.clear();
    setState({ loading: false, user: null });
  }, []);

  const refresh = useCallback(async () => {
    if (!readToken()) {
      setState({ loading: false, user: null });
      return null;
    }
    const user = await fetchUser();
    if (user) setState({ loading: false, user });
    else if (!readToken()) clear();
    else setState((s) => ({ ...s, loading: false }));
    return user;
  }, [clear]);

  const toast = useToast();
  useEffect(() => {
    void refresh();
    // The server ended the session (revoked, expired, the account suspended): the guard then sends the user
    // to their sign-in page, and this says why instead of leaving them to guess.
    return onSessionRejected(() => {
      clear();
      toast(i18n.t('messages.sessionEnded'), 'warning');
    });
  }, [refresh, clear, toast]);

  const signIn = useCallback(
    async (token: string) => {
      storeToken(token);
      return refresh();
    },
    [refresh],
  );

  const setUser = useCallback((user: UserData) => {
    writeJson(CACHE_KEYS.userData, user);
    setState({ loading: false, user });
  }, []);

  const logout = useCallback(async () => {
    try {
      if (readToken()) await call('logout', null);
    } catch (err) {
      // Offline the server would keep a session this phone forgot: stay signed in and say so, and the member
      // signs out once back online.
      if (err instanceof OfflineError) {
        const code = err.messageCode === 'offlineNoConnection' ? 'offlineNoConnection' : 'offlineNotSent';
        toast(i18n.t(`messages.${code}`), 'warning');
        return false;
      }
      console.error('Logout failed', err);
    }
    clear();
    return true;
  }, [clear, toast]);

  const value = useMemo<Session>(
    () => ({ ...state, signIn, refresh, setUser, logout, forget: clear }),
    [state, signIn, refresh, setUser, logout, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession needs a SessionProvider');
  return ctx;
}
