import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { NotFoundPage } from '../features/session/pages/not-found-page';
import { homePathFor } from '../lib/session/home-path';
import { useSession } from '../lib/session/session-provider';
import { PublicLayout } from './layouts/public-layout';
import { RoleFrame } from './layouts/role-layout';

/** Not found for someone signed in: their navigation stays, and the way back home is offered. */
function SignedInNotFound({ home }: { home: string }) {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={40}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={96} fw={800} c="tembusu.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={420}>
          The page you were looking for does not exist or has moved. Check the address, or go back
          to where you came from.
        </Text>
        <Group mt="sm" justify="center">
          <Button variant="default" onClick={() => navigate(-1)}>
            Go back
          </Button>
          <Button component={Link} to={home}>
            Back to dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

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
      <SignedInNotFound home={homePathFor(user.role)} />
    </RoleFrame>
  );
}
