import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Announcement,
  type AnnouncementInput,
  zAnnouncementInput,
} from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { DatePicker } from '../../../components/date-picker';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { useAnnouncements, useSaveAnnouncement } from '../api/organization';
import { audienceOptions } from '../components/audience';

const listPath = '/organization/announcements';

function AnnouncementForm({ announcement }: { announcement?: Announcement }) {
  const navigate = useNavigate();
  const save = useSaveAnnouncement(announcement?.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<AnnouncementInput>({
    mode: 'controlled',
    initialValues: {
      title: announcement?.title ?? '',
      body: announcement?.body ?? '',
      audience: announcement?.audience ?? 'everyone',
      publishDate: announcement?.publishDate ?? new Date().toLocaleDateString('en-CA'),
    },
    validate: zod4Resolver(zAnnouncementInput),
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
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="For"
              data={audienceOptions}
              allowDeselect={false}
              required
              {...form.getInputProps('audience')}
            />
            <DatePicker
              label="Publish date"
              required
              value={form.values.publishDate || null}
              onChange={(value) => form.setFieldValue('publishDate', value ?? '')}
              error={form.errors.publishDate}
            />
          </SimpleGrid>
          <Textarea
            label="Announcement"
            required
            autosize
            minRows={5}
            {...form.getInputProps('body')}
          />
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={listPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {announcement ? 'Save' : 'Publish'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorDialog opened={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <SuccessDialog
        opened={done}
        message={
          announcement ? 'The announcement has been saved.' : 'The announcement has been published.'
        }
        onClose={() => navigate(listPath)}
      />
    </Paper>
  );
}

export function AnnouncementFormPage() {
  const { id } = useParams();
  const { data, isPending, error } = useAnnouncements();
  const announcement = id ? data?.find((a) => a.id === id) : undefined;
  const title = id ? 'Edit announcement' : 'New announcement';
  return (
    <Stack gap="lg">
      <PageHeader
        trail={[
          { label: 'Organisation' },
          { label: 'Announcements', to: listPath },
          { label: title },
        ]}
        title={title}
      />
      {!id && <AnnouncementForm />}
      {id && isPending && <LoadingSpinner />}
      {id && error && <Alert color="red">{error.message}</Alert>}
      {id && data && !announcement && <Alert color="red">Announcement not found</Alert>}
      {announcement && <AnnouncementForm announcement={announcement} />}
    </Stack>
  );
}
