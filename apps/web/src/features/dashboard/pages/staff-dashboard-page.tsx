import { Alert, Stack, Text, Title } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSession } from '../../../lib/session/session-provider';
import { useOrganizationDashboard } from '../api/dashboards';
import { AnnouncementsCard } from '../components/announcements-card';
import { OrganizationFacts } from '../components/organization-facts';

export function StaffDashboardPage() {
  const { user } = useSession();
  const { data, isPending, error } = useOrganizationDashboard();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Welcome, {user?.name}
        </Title>
        <Text c="dimmed">Your workplace at a glance.</Text>
      </div>
      {isPending && <LoadingSpinner />}
      {error && (
        <Alert color="red" title="The dashboard could not be loaded">
          {error.message}
        </Alert>
      )}
      <AnnouncementsCard />
      {data && <OrganizationFacts organization={data.organization} />}
    </Stack>
  );
}
