import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';
import type { Department } from '@tembusu/contracts/organization';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeletePrompt } from '../../../components/delete-prompt';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { useDeleteDepartment, useDepartments } from '../api/organization';

function childrenOf(departments: readonly Department[], parentId: string | null) {
  return departments.filter((d) => d.parentId === parentId);
}

function Branch({
  department,
  all,
  depth,
  onDelete,
}: {
  department: Department;
  all: readonly Department[];
  depth: number;
  onDelete(department: Department): void;
}) {
  const children = childrenOf(all, department.id);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Group
        justify="space-between"
        wrap="nowrap"
        py={8}
        px="sm"
        style={{
          marginInlineStart: depth * 28,
          borderInlineStart: depth > 0 ? '2px solid var(--mantine-color-tembusu-2)' : undefined,
          borderRadius: 6,
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <IconSitemap size={18} color="var(--mantine-color-tembusu-6)" />
          <div>
            <Text fw={600} size="sm">
              {department.name}
            </Text>
            {department.headName && (
              <Text size="xs" c="dimmed">
                Head: {department.headName}
              </Text>
            )}
            {department.description && (
              <Text size="xs" c="dimmed">
                {department.description}
              </Text>
            )}
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <RowActions
            name={department.name}
            editTo={`/organization/organization-structure/${department.id}`}
            onDelete={() => onDelete(department)}
          />
        </Group>
      </Group>
      {children.length > 0 && (
        <Box component="ul" p={0} m={0}>
          {children.map((child) => (
            <Branch
              key={child.id}
              department={child}
              all={all}
              depth={depth + 1}
              onDelete={onDelete}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function StructurePage() {
  const { data, isPending, error } = useDepartments();
  const remove = useDeleteDepartment();
  const [deleting, setDeleting] = useState<Department | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Organisation' }, { label: 'Organisation structure' }]}
        title="Organisation structure"
        action={
          <Button
            component={Link}
            to="/organization/organization-structure/create"
            leftSection={<IconPlus size={18} />}
          >
            Add department
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="lg" shadow="xs" maw={880}>
        {isPending && <LoadingSpinner />}
        {error && <Alert color="red">{error.message}</Alert>}
        {data && data.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No departments yet. Start with the top of your organisation.
          </Text>
        )}
        {data && data.length > 0 && (
          <Box component="ul" p={0} m={0} aria-label="Departments">
            {childrenOf(data, null).map((department) => (
              <Branch
                key={department.id}
                department={department}
                all={data}
                depth={0}
                onDelete={setDeleting}
              />
            ))}
          </Box>
        )}
      </Paper>
      <DeletePrompt
        record={deleting}
        title="Delete department"
        message={(department) =>
          `Deleting department ${department.name} Are you sure you want to proceed?`
        }
        remove={(department) => remove.mutateAsync(department.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
