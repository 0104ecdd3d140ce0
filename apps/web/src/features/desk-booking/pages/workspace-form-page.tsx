import {
  Badge,
  Flex,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconClick, IconPointer } from '@tabler/icons-react';
import { type Workspace, zWorkspaceInput } from '@tembusu/contracts/desk-booking';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { Ltr } from '../../../components/ltr-text';
import { PageHeader } from '../../../components/page-header';
import { useDeskBranches, useSaveWorkspace, useWorkspace } from '../api/desk-booking';
import { DeskFields, DeskList, draftKind } from '../components/desk-editor';
import { FloorPlan, type PlanMarker } from '../components/floor-plan';
import { FloorPlanInput } from '../components/floor-plan-input';
import type { PlanPoint } from '../components/plan-geometry';
import {
  firstDeskWithError,
  newDesk,
  type WorkspaceFormValues,
  workspaceFormValues,
  workspacePayload,
} from '../components/workspace-form';
import { deskPaths } from './paths';

const resolve = zod4Resolver(zWorkspaceInput);

const trail = (title: string) => [
  { label: 'Desk Booking' },
  { label: 'Workspace', to: deskPaths.workspaces },
  { label: title },
];

function WorkspaceForm({ workspace, title }: { workspace?: Workspace; title: string }) {
  const save = useSaveWorkspace(workspace?.id);
  const branches = useDeskBranches();
  const [selected, setSelected] = useState<string | null>(workspace?.desks[0]?.id ?? null);
  const [moving, setMoving] = useState<string | null>(null);
  const form = useForm<WorkspaceFormValues>({
    mode: 'controlled',
    initialValues: workspaceFormValues(workspace),
    validate: (values) => resolve(workspacePayload(values)),
  });
  const desks = form.values.desks;
  const selectedIndex = desks.findIndex((desk) => desk.key === selected);

  // Names of the people desks are fixed to: as saved, then as chosen in the editor. Someone who
  // has left keeps their fixed desk, and their name, until it is changed.
  const [employeeNames, setEmployeeNames] = useState(
    () =>
      new Map(
        (workspace?.desks ?? []).flatMap((desk) =>
          desk.assignedEmployeeId && desk.assignedEmployeeName
            ? [[desk.assignedEmployeeId, desk.assignedEmployeeName] as const]
            : [],
        ),
      ),
  );
  const employeeName = (id: string) => employeeNames.get(id);
  const rememberEmployee = (id: string, name: string) =>
    setEmployeeNames((known) => new Map(known).set(id, name));

  const branchChoices = (branches.data ?? [])
    .filter((branch) => branch.isActive || branch.id === workspace?.branchOutletId)
    .map((branch) => ({ value: branch.id, label: branch.name }));

  const placeOnPlan = (point: PlanPoint) => {
    if (moving) {
      const index = desks.findIndex((desk) => desk.key === moving);
      if (index >= 0) {
        form.setFieldValue(`desks.${index}.x`, point.x);
        form.setFieldValue(`desks.${index}.y`, point.y);
      }
      setMoving(null);
      return;
    }
    const desk = newDesk(desks, point);
    form.insertListItem('desks', desk);
    setSelected(desk.key);
  };

  const removeSelected = () => {
    if (selectedIndex < 0) return;
    form.removeListItem('desks', selectedIndex);
    setMoving(null);
    setSelected(desks[selectedIndex + 1]?.key ?? desks[selectedIndex - 1]?.key ?? null);
  };

  const markers: PlanMarker[] = desks.map((desk, index) => {
    const kind = draftKind(desk);
    const invalid = Object.keys(form.errors).some((key) => key.startsWith(`desks.${index}.`));
    return {
      key: desk.key,
      name: desk.name || '?',
      x: desk.x,
      y: desk.y,
      color: invalid ? 'red' : kind.color,
      variant: desk.key === selected ? 'filled' : 'light',
      label: `Desk ${desk.name}`,
      selected: desk.key === selected,
      tooltip: [kind.label, desk.features.join(', ')].filter(Boolean).join(' · '),
    };
  });

  const selectFirstDeskWithError = (errors: FormErrors) => {
    const index = firstDeskWithError(errors);
    const desk = index >= 0 ? desks[index] : undefined;
    if (desk) setSelected(desk.key);
  };

  const fixed = desks.filter((desk) => desk.assignedEmployeeId && !desk.underMaintenance).length;
  const off = desks.filter((desk) => desk.underMaintenance).length;
  const planTitle = form.values.name.trim() || 'the new workspace';

  return (
    <EntityForm
      form={form}
      save={(values) => save.mutateAsync(workspacePayload(values))}
      backTo={deskPaths.workspaces}
      savedMessage={workspace ? 'The workspace has been saved.' : 'The workspace has been added.'}
      onInvalid={selectFirstDeskWithError}
      sections
    >
      {(buttons) => (
        <Stack gap="lg">
          <PageHeader
            trail={trail(title)}
            title={title}
            action={<Group gap="sm">{buttons}</Group>}
          />
          <Paper withBorder radius="lg" p="xl" shadow="xs">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <TextInput
                label="Floor or zone name"
                placeholder="Level 20 Open Office"
                required
                {...form.getInputProps('name')}
              />
              <Select
                label="Branch/Outlet"
                placeholder="Choose a branch/outlet"
                data={branchChoices}
                allowDeselect={false}
                required
                {...form.getInputProps('branchOutletId')}
              />
              <FloorPlanInput
                value={form.values.floorPlan}
                onChange={(value) => form.setFieldValue('floorPlan', value)}
                error={form.errors.floorPlan}
              />
            </SimpleGrid>
          </Paper>

          <Flex gap="lg" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              shadow="xs"
              style={{ flex: 1, minWidth: 0 }}
              w="100%"
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h4">
                    Floor plan
                  </Title>
                  <Group gap={6}>
                    <Badge variant="light" color="teal">
                      <Ltr>{desks.length - fixed - off} hot</Ltr>
                    </Badge>
                    <Badge variant="light" color="violet">
                      <Ltr>{fixed} fixed</Ltr>
                    </Badge>
                    <Badge variant="light" color="gray">
                      <Ltr>{off} maintenance</Ltr>
                    </Badge>
                  </Group>
                </Group>
                <Group gap={6} wrap="nowrap">
                  {moving ? (
                    <IconPointer size={16} color="var(--mantine-color-tembusu-7)" aria-hidden />
                  ) : (
                    <IconClick size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                  )}
                  <Text size="sm" c={moving ? 'tembusu.7' : 'dimmed'} fw={moving ? 600 : 400}>
                    {moving
                      ? `Click the new place for desk ${desks.find((d) => d.key === moving)?.name ?? ''}.`
                      : 'Click an empty spot on the plan to add a desk there; click a desk to edit it.'}
                  </Text>
                </Group>
                <FloorPlan
                  floorPlan={form.values.floorPlan}
                  title={planTitle}
                  markers={markers}
                  placing={moving !== null}
                  onPlanClick={placeOnPlan}
                  onMarkerClick={(key) => {
                    setSelected(key);
                    setMoving(null);
                  }}
                />
              </Stack>
            </Paper>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              shadow="xs"
              w={{ base: '100%', lg: 360 }}
              style={{ flexShrink: 0 }}
            >
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    Desks
                  </Title>
                  <Text size="sm" c="dimmed">
                    <Ltr>
                      {desks.length} {desks.length === 1 ? 'desk' : 'desks'}
                    </Ltr>
                  </Text>
                </Group>
                {selectedIndex >= 0 ? (
                  <DeskFields
                    form={form}
                    index={selectedIndex}
                    employeeName={employeeName}
                    onEmployeeChosen={rememberEmployee}
                    moving={moving === selected}
                    onMove={() => setMoving(moving === selected ? null : selected)}
                    onRemove={removeSelected}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {desks.length === 0
                      ? 'No desks yet. Click on the floor plan where the first one stands.'
                      : 'Choose a desk on the plan or below to edit it.'}
                  </Text>
                )}
                {desks.length > 0 && (
                  <DeskList
                    desks={desks}
                    selected={selected}
                    errors={form.errors}
                    employeeName={employeeName}
                    onSelect={(key) => {
                      setSelected(key);
                      setMoving(null);
                    }}
                  />
                )}
              </Stack>
            </Paper>
          </Flex>
        </Stack>
      )}
    </EntityForm>
  );
}

/** /desk-booking/workspace/create and /desk-booking/workspace/edit/{id}. */
export function WorkspaceFormPage() {
  const { id } = useParams();
  const workspace = useWorkspace(id);
  const title = id ? 'Edit workspace' : 'Add workspace';
  return (
    <EntityFormPage
      // The form shows the header itself, with Cancel and Save in it.
      header={id && !workspace.data && <PageHeader trail={trail(title)} title={title} />}
      id={id}
      record={workspace}
      what="workspace"
      notFoundMessage="Workspace not found"
    >
      {(loaded) => <WorkspaceForm key={loaded?.id} workspace={loaded} title={title} />}
    </EntityFormPage>
  );
}
