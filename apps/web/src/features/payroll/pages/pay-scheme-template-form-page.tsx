import {
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PayItem, PaySchemeTemplate } from '@tembusu/contracts/payroll';
import { useParams } from 'react-router';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { revealFirstError } from '../../../components/reveal-first-error';
import { usePayItems } from '../api/pay-items';
import { usePaySchemeTemplate, useSavePaySchemeTemplate } from '../api/pay-scheme-templates';
import { optionsOf, payTemplateTypeLabels } from '../components/labels';
import { OvertimeRulesEditor } from '../components/overtime-rules-editor';
import { PayrollHeader } from '../components/payroll-header';
import {
  type TemplateFormValues,
  templateFormValues,
  toTemplateInput,
  validateTemplate,
} from '../components/template-form';
import { TemplateItemsEditor } from '../components/template-items-editor';

const listPath = '/payroll/pay-scheme-templates';

const typeDescriptions: Record<TemplateFormValues['type'], string> = {
  Monthly: 'Paid a monthly salary',
  Daily: 'Paid for each day worked',
  Hourly: 'Paid for each hour worked',
};

function TemplateForm({
  template,
  payItems,
}: {
  template?: PaySchemeTemplate;
  payItems: readonly PayItem[];
}) {
  const save = useSavePaySchemeTemplate(template?.id);
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: templateFormValues(template),
    validate: validateTemplate,
  });

  return (
    <EntityForm
      form={form}
      save={(values) => save.mutateAsync(toTemplateInput(values))}
      backTo={listPath}
      savedMessage={
        template
          ? 'The pay scheme template has been saved.'
          : 'The pay scheme template has been added.'
      }
      onInvalid={revealFirstError}
      sections
    >
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <TextInput
              label="Name"
              description="Shown when an employee is assigned the template"
              required
              {...form.getInputProps('name')}
            />
            <Input.Wrapper
              label="Type"
              description={typeDescriptions[form.values.type]}
              required
              id="template-type"
              labelElement="div"
            >
              <SegmentedControl
                fullWidth
                mt={4}
                aria-labelledby="template-type-label"
                data={optionsOf(payTemplateTypeLabels)}
                {...form.getInputProps('type')}
              />
            </Input.Wrapper>
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            placeholder="Who this template is for, e.g. full-time retail staff"
            {...form.getInputProps('description')}
          />
        </Stack>
      </Paper>
      <TemplateItemsEditor form={form} payItems={payItems} />
      <OvertimeRulesEditor form={form} />
    </EntityForm>
  );
}

export function PaySchemeTemplateFormPage() {
  const { id } = useParams();
  const template = usePaySchemeTemplate(id);
  const payItems = usePayItems();
  const title = id ? 'Edit pay scheme template' : 'Add pay scheme template';
  return (
    <EntityFormPage
      header={
        <PayrollHeader
          trail={[{ label: 'Pay scheme templates', to: listPath }, { label: title }]}
          title={title}
        />
      }
      id={id}
      what="pay scheme template"
      record={template}
      needs={[payItems]}
    >
      {(loaded) => <TemplateForm template={loaded} payItems={payItems.data ?? []} />}
    </EntityFormPage>
  );
}
