import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconId, IconMapPin } from '@tabler/icons-react';
import type { Employee } from '@tembusu/contracts/employees';
import type { ReactNode } from 'react';
import { useUploadedImageUrl } from '../../uploads';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** Whose record this is: photo, name, number, role and status. */
export function EmployeeHeader({ employee }: { employee: Employee }) {
  const photo = useUploadedImageUrl(employee.personal.photoId);
  const { personal, employment } = employee;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={photo}
          alt={photo ? `Photo of ${personal.name}` : undefined}
          name={personal.name}
          color="initials"
          size={72}
          radius={72}
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {personal.name}
            </Title>
            <Badge variant="light" color={employment.isActive ? 'tembusu' : 'gray'}>
              {employment.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Group gap="lg">
            <Fact icon={<IconId size={16} stroke={1.6} />}>
              {employment.employeeNumber}
              {employment.roleTitle && ` · ${employment.roleTitle}`}
            </Fact>
            {employee.departmentName && (
              <Fact icon={<IconBuilding size={16} stroke={1.6} />}>{employee.departmentName}</Fact>
            )}
            {employee.branchName && (
              <Fact icon={<IconMapPin size={16} stroke={1.6} />}>{employee.branchName}</Fact>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
