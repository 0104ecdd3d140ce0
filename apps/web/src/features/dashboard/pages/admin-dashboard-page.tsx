import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconUserOff, IconUserStar, IconUsers } from '@tabler/icons-react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSession } from '../../../lib/session/session-provider';
import { useOrganizationDashboard } from '../api/dashboards';
import { AnnouncementsCard } from '../components/announcements-card';
import { OrganizationFacts } from '../components/organization-facts';
import { StatCard } from '../components/stat-card';

export function AdminDashboardPage() {
  const { user } = useSession();
  const { data, isPending, error } = useOrganizationDashboard();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">Good to see you, {user?.name}.</Text>
      </div>
      {isPending && <LoadingSpinner />}
      {error && (
        <Alert color="red" title="The dashboard could not be loaded">
          {error.message}
        </Alert>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            <StatCard
              label="Employees"
              value={data.headcount.employees}
              icon={<IconUsers size={24} />}
            />
            <StatCard
              label="Admins"
              value={data.headcount.admins}
              icon={<IconShieldCheck size={24} />}
            />
            <StatCard
              label="Assistant admins"
              value={data.headcount.assistantAdmins}
              icon={<IconUserStar size={24} />}
            />
            <StatCard
              label="Inactive accounts"
              value={data.headcount.inactive}
              icon={<IconUserOff size={24} />}
            />
          </SimpleGrid>
          <OrganizationFacts organization={data.organization} />
          <AnnouncementsCard />
        </>
      )}
    </Stack>
  );
}
