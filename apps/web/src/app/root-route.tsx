import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { onUnauthorized } from '../api/http';
import { LoadingSpinner } from '../components/loading-spinner';
import { clearStoredSession } from '../lib/session/session-storage';

export function RootRoute() {
  useEffect(() => {
    // The server has ended the session: forget it and start afresh at sign-in. A full load, so
    // that no page, guard or cached answer of the old session lingers.
    onUnauthorized(() => {
      clearStoredSession();
      window.location.replace('/session/signin');
    });
  }, []);

  return (
    <>
      <Suspense fallback={<LoadingSpinner fullPage />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
