import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

/**
 * Page not found. Signed in, `home` is the person's own home and the way back offered; signed
 * out, the way on is support.
 */
export function NotFoundPage({ home }: { home?: string }) {
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
          {home ? (
            <Button component={Link} to={home}>
              Back to dashboard
            </Button>
          ) : (
            <Button component={Link} to="/contact">
              Contact support
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
