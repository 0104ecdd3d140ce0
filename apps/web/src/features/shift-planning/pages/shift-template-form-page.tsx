import {
  Checkbox,
  ColorInput,
  Grid,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ShiftTemplate,
  shiftMinutes,
  shiftTemplateSavedMessage,
  workedDayKindLabels,
  workedDayKinds,
  zClockTime,
} from '@tembusu/contracts/attendance';
import type { BranchOption } from '@tembusu/contracts/organization';
import { useParams } from 'react-router';
import { ApiError, messageWithoutField } from '../../../api/http';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { sentence } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { useSaveShiftTemplate, useShiftBranches, useShiftTemplate } from '../api/shift-templates';
import {
  allBranches,
  defaultShiftColour,
  type ShiftTemplateFormValues,
  shiftTemplateFormValues,
  toShiftTemplateInput,
  validateShiftTemplate,
} from '../components/shift-template-form';
import { shiftTemplatesPath } from '../components/shift-template-paths';
import { durationText, shiftTimeText } from '../components/shift-text';

const swatches = [
  defaultShiftColour,
  '#2f9e44',
  '#e8590c',
  '#c2255c',
  '#7048e8',
  '#0c8599',
  '#f08c00',
  '#495057',
];

/** Active branches, and the template's own if it has since been made inactive. */
function branchOptions(branches: BranchOption[], template: ShiftTemplate | undefined) {
  const options = [
    { value: allBranches, label: 'All branches' },
    ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
  ];
  const { branchId, branchName } = template ?? {};
  if (branchId && !options.some((option) => option.value === branchId)) {
    options.push({ value: branchId, label: branchName ?? branchId });
  }
  return options;
}

/** What the hours come to, once both are times: the span less the break, and the next day. */
function hoursSummary(values: ShiftTemplateFormValues): string | null {
  const { startTime, endTime } = values;
  const times = [startTime, endTime];
  if (!times.every((time) => zClockTime.safeParse(time).success) || startTime === endTime) {
    return null;
  }
  const breakMinutes = Number(values.breakMinutes) || 0;
  const paid = shiftMinutes(startTime, endTime) - breakMinutes;
  if (paid <= 0) return null;
  const overnight = endTime <= startTime;
  return `${shiftTimeText({ startTime, endTime, overnight })} · ${durationText(paid)} paid`;
}

function ShiftTemplateForm({
  template,
  branches,
}: {
  template?: ShiftTemplate;
  branches: BranchOption[];
}) {
  const save = useSaveShiftTemplate(template?.id);
  const form = useForm<ShiftTemplateFormValues>({
    mode: 'controlled',
    initialValues: shiftTemplateFormValues(template),
    validate: validateShiftTemplate,
  });
  const summary = hoursSummary(form.values);

  // The server's refusal of one field (a name already taken) is shown beside it as well.
  const saveTemplate = async (values: ShiftTemplateFormValues) => {
    try {
      return await save.mutateAsync(toShiftTemplateInput(values));
    } catch (cause) {
      if (cause instanceof ApiError && cause.field && cause.field in values) {
        form.setFieldError(cause.field, sentence(messageWithoutField(cause)));
      }
      throw cause;
    }
  };

  return (
    <EntityForm
      form={form}
      save={saveTemplate}
      backTo={shiftTemplatesPath}
      savedMessage={shiftTemplateSavedMessage}
      onInvalid={revealFirstError}
      maw={760}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label="Name"
            description="Shown on the roster"
            required
            maxLength={60}
            {...form.getInputProps('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ColorInput
            label="Colour"
            description="Marks the shift on the roster"
            format="hex"
            swatches={swatches}
            swatchesPerRow={8}
            eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
            required
            {...form.getInputProps('colour')}
          />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          type="time"
          label="Start"
          description="In the branch's time"
          required
          {...form.getInputProps('startTime')}
        />
        <TextInput
          type="time"
          label="End"
          description="Before the start: the next day"
          required
          {...form.getInputProps('endTime')}
        />
        <NumberInput
          label="Break (minutes)"
          description="Unpaid"
          required
          min={0}
          max={240}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('breakMinutes')}
        />
      </SimpleGrid>
      {summary && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
      )}
      <Select
        label="Branch"
        description="Where the shift is worked; all branches may use it unless one is chosen"
        allowDeselect={false}
        data={branchOptions(branches, template)}
        {...form.getInputProps('branchId')}
      />
      <Checkbox.Group
        label="Pay rules"
        description="The kinds of day the shift may be worked on, each paid by its own rate"
        required
        {...form.getInputProps('payRules')}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
          {workedDayKinds.map((kind) => (
            <Checkbox key={kind} value={kind} label={workedDayKindLabels[kind]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Switch
        label="Active"
        description="Inactive templates are not offered on the roster"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </EntityForm>
  );
}

export function ShiftTemplateFormPage() {
  const { id } = useParams();
  const template = useShiftTemplate(id);
  const branches = useShiftBranches();
  const title = id ? 'Edit shift template' : 'New shift template';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Shift planning' },
            { label: 'Shift templates', to: shiftTemplatesPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="shift template"
      notFoundMessage="Shift template not found"
      backTo={shiftTemplatesPath}
      record={template}
      needs={[branches]}
    >
      {(loaded) => <ShiftTemplateForm template={loaded} branches={branches.data ?? []} />}
    </EntityFormPage>
  );
}
