import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Department,
  type DepartmentInput,
  zDepartmentInput,
} from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
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
  const save = useSaveDepartment(department?.id);
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

  return (
    <EntityForm
      form={form}
      save={save.mutateAsync}
      backTo={listPath}
      savedMessage={
        department ? 'The department has been saved.' : 'The department has been added.'
      }
      maw={760}
    >
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
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
    </EntityForm>
  );
}

export function DepartmentFormPage() {
  const { id } = useParams();
  const departments = useDepartments();
  const title = id ? 'Edit department' : 'Add department';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Organisation' },
            { label: 'Organisation structure', to: listPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="department"
      record={{
        data: departments.data?.find((d) => d.id === id),
        isPending: departments.isPending,
        error: departments.error,
      }}
      needs={[departments]}
      notFoundMessage="Department not found"
    >
      {(department) => <DepartmentForm all={departments.data ?? []} department={department} />}
    </EntityFormPage>
  );
}
