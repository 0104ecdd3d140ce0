import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { api } from '../../api/http';
import {
  type AuthUser,
  clearStoredSession,
  readStoredSession,
  storeSession,
} from './session-storage';

type SessionContextValue = {
  user: AuthUser | null;
  signIn(token: string): AuthUser;
  /** Ends the session here and on the server (unless it has already ended there). */
  signOut(options?: { serverAlreadyEnded?: boolean }): Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(() => readStoredSession()?.user ?? null);
  const queryClient = useQueryClient();

  useEffect(() => {
    // An earlier build may have left a service worker behind; the app works without one.
    navigator.serviceWorker?.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister();
    });
  }, []);

  const signIn = useCallback((token: string) => {
    const signedIn = storeSession(token);
    setUser(signedIn);
    return signedIn;
  }, []);

  const signOut = useCallback(
    async (options: { serverAlreadyEnded?: boolean } = {}) => {
      if (!options.serverAlreadyEnded && readStoredSession()) {
        await api('POST', '/auth/logout').catch(() => undefined);
      }
      clearStoredSession();
      queryClient.clear();
      setUser(null);
    },
    [queryClient],
  );

  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}
