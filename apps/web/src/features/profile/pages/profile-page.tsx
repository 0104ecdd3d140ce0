import { Alert, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { roleLabels } from '@tembusu/contracts/roles';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatDateTime } from '../../../lib/format';
import { useProfile } from '../api/profile';
import { OwnEmployeeRecord } from '../components/own-employee-record';
import { TwoFactorCard } from '../components/two-factor-card';

export function ProfilePage({ changePasswordPath }: { changePasswordPath: string }) {
  const { data: profile, isPending, error } = useProfile();

  return (
    <Stack gap="lg" maw={profile?.role === 'employee' ? 1080 : 880}>
      <Title order={1} size="h2">
        My profile
      </Title>
      {isPending && <LoadingSpinner />}
      {error && (
        <Alert color="red" title="Your profile could not be loaded">
          {error.message}
        </Alert>
      )}
      {profile && (
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Group justify="space-between" align="flex-start" mb="xl">
            <Group gap="md">
              <Avatar color="tembusu" radius="xl" size={64}>
                {profile.name
                  .split(/\s+/)
                  .slice(0, 2)
                  .map((part) => part[0])
                  .join('')}
              </Avatar>
              <div>
                <Title order={2} size="h3">
                  {profile.name}
                </Title>
                <Text c="dimmed">{roleLabels[profile.role]}</Text>
              </div>
            </Group>
            <Button component={Link} to={changePasswordPath} variant="light">
              Change password
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <div>
              <Text size="xs" c="dimmed" fw={600}>
                Email
              </Text>
              <Text>{profile.email}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" fw={600}>
                Organisation
              </Text>
              <Text>
                {profile.organization
                  ? `${profile.organization.organizationName} (${profile.organization.code})`
                  : 'Tembusu platform'}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" fw={600}>
                Last sign-in
              </Text>
              <Text>{profile.lastLoginAt ? formatDateTime(profile.lastLoginAt) : 'Never'}</Text>
            </div>
          </SimpleGrid>
        </Paper>
      )}
      {profile?.role === 'employee' && <OwnEmployeeRecord />}
      {profile?.isAdmin && <TwoFactorCard />}
    </Stack>
  );
}
