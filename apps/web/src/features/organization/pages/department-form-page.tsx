import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Department,
  type DepartmentInput,
  zDepartmentInput,
} from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { EmployeePicker } from '../../employees';
import { useDepartments, useSaveDepartment } from '../api/organization';

const listPath = '/organization/organization-structure';

/** The department itself and everything under it cannot be its parent. */
function possibleParents(all: readonly Department[], self?: string) {
  const blocked = new Set<string>();
  if (self) {
    const stack = [self];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      blocked.add(id);
      for (const d of all) if (d.parentId === id) stack.push(d.id);
    }
  }
  return all.filter((d) => !blocked.has(d.id)).map((d) => ({ value: d.id, label: d.name }));
}

function DepartmentForm({
  all,
  department,
}: {
  all: readonly Department[];
  department?: Department;
}) {
  const navigate = useNavigate();
  const save = useSaveDepartment(department?.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<DepartmentInput>({
    mode: 'controlled',
    initialValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      parentId: department?.parentId ?? null,
      headEmployeeId: department?.headEmployeeId ?? null,
    },
    validate: zod4Resolver(zDepartmentInput),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Select
            label="Part of"
            description="Leave empty for a department at the top of the organisation"
            placeholder="Top level"
            data={possibleParents(all, department?.id)}
            searchable
            clearable
            {...form.getInputProps('parentId')}
          />
          <EmployeePicker
            label="Head"
            description="The employee who leads this department"
            placeholder="No head"
            clearable
            known={
              department?.headEmployeeId
                ? { id: department.headEmployeeId, name: department.headName }
                : null
            }
            {...form.getInputProps('headEmployeeId')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={listPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message={department ? 'The department has been saved.' : 'The department has been added.'}
        onClose={() => navigate(listPath)}
      />
    </Paper>
  );
}

export function DepartmentFormPage() {
  const { id } = useParams();
  const { data, isPending, error } = useDepartments();
  const department = id ? data?.find((d) => d.id === id) : undefined;
  const title = id ? 'Edit department' : 'Add department';
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Organisation' },
          { label: 'Organisation structure', to: listPath },
          { label: title },
        ]}
        title={title}
      />
      {isPending && <LoadingSpinner />}
      {error && <Alert color="red">{error.message}</Alert>}
      {data && id && !department && <Alert color="red">Department not found</Alert>}
      {data && (!id || department) && <DepartmentForm all={data} department={department} />}
    </Stack>
  );
}
