import { NotFoundPage } from '../features/session/pages/not-found-page';
import { homePathFor } from '../lib/session/home-path';
import { useSession } from '../lib/session/session-provider';
import { PublicLayout } from './layouts/public-layout';
import { RoleFrame } from './layouts/role-layout';

/** /session/404, where unknown and refused paths go: in the layout of whoever is looking. */
export function NotFoundRoute() {
  const { user } = useSession();
  if (!user) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <RoleFrame>
      <NotFoundPage home={homePathFor(user.role)} />
    </RoleFrame>
  );
}
