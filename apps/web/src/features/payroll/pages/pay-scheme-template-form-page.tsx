import {
  Alert,
  Button,
  Group,
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
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SuccessDialog } from '../../../components/success-dialog';
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

/** Scrolls to the first refused field once its message has rendered: the form is long. */
function revealFirstError() {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>('form [data-error]')
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}

function TemplateForm({
  template,
  payItems,
}: {
  template?: PaySchemeTemplate;
  payItems: readonly PayItem[];
}) {
  const navigate = useNavigate();
  const save = useSavePaySchemeTemplate(template?.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: templateFormValues(template),
    validate: validateTemplate,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toTemplateInput(values));
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, revealFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
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
        <Group justify="flex-end">
          <Button component={Link} to={listPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message={
          template
            ? 'The pay scheme template has been saved.'
            : 'The pay scheme template has been added.'
        }
        onClose={() => navigate(listPath)}
      />
    </form>
  );
}

export function PaySchemeTemplateFormPage() {
  const { id } = useParams();
  const template = usePaySchemeTemplate(id);
  const payItems = usePayItems();
  const title = id ? 'Edit pay scheme template' : 'Add pay scheme template';
  const failure = template.error ?? payItems.error;
  const ready = payItems.data && (!id || template.data);
  return (
    <Stack gap="lg">
      <PayrollHeader
        trail={[{ label: 'Pay scheme templates', to: listPath }, { label: title }]}
        title={title}
      />
      {failure && <Alert color="red">{failure.message}</Alert>}
      {!failure && !ready && <LoadingSpinner />}
      {!failure && ready && <TemplateForm template={template.data} payItems={payItems.data} />}
    </Stack>
  );
}
