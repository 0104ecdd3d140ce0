import { Navigate } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';

/**
 * Goes to `to` in place of the current address. The page there may still be loading its modules,
 * and a bare Navigate draws nothing meanwhile: the spinner shows instead of a blank page.
 * `fullPage` when no layout is around it.
 */
export function Redirect({ to, fullPage = false }: { to: string; fullPage?: boolean }) {
  return (
    <>
      <Navigate to={to} replace />
      <LoadingSpinner fullPage={fullPage} />
    </>
  );
}
