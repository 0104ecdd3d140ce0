import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Announcement,
  type AnnouncementInput,
  zAnnouncementInput,
} from '@tembusu/contracts/organization';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { DatePicker } from '../../../components/date-picker';
import { EntityForm, EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useAnnouncements, useSaveAnnouncement } from '../api/organization';
import { audienceOptions } from '../components/audience';

const listPath = '/organization/announcements';

function AnnouncementForm({ announcement }: { announcement?: Announcement }) {
  const save = useSaveAnnouncement(announcement?.id);
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

  return (
    <EntityForm
      form={form}
      save={save.mutateAsync}
      backTo={listPath}
      saveLabel={announcement ? 'Save' : 'Publish'}
      savedMessage={
        announcement ? 'The announcement has been saved.' : 'The announcement has been published.'
      }
      maw={760}
    >
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
    </EntityForm>
  );
}

export function AnnouncementFormPage() {
  const { id } = useParams();
  const announcements = useAnnouncements();
  const title = id ? 'Edit announcement' : 'New announcement';
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Organisation' },
            { label: 'Announcements', to: listPath },
            { label: title },
          ]}
          title={title}
        />
      }
      id={id}
      what="announcement"
      record={{
        data: announcements.data?.find((a) => a.id === id),
        isPending: announcements.isPending,
        error: announcements.error,
      }}
      notFoundMessage="Announcement not found"
    >
      {(announcement) => <AnnouncementForm announcement={announcement} />}
    </EntityFormPage>
  );
}
