import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { leaveRequestSavedMessage } from '@tembusu/contracts/leave';
import { Link, useParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import {
  previewMyLeave,
  useMyLeaveRequest,
  useMyLeaveTypes,
  useUpdateMyLeaveRequest,
} from '../api/staff-leave';
import { LeaveRequestForm } from '../components/leave-request-form';

/** /staff-leaves-summary/edit/:id: the employee changes a request still waiting for a decision. */
export function StaffLeaveEditPage() {
  const { id = '' } = useParams();
  const request = useMyLeaveRequest(id);
  const types = useMyLeaveTypes();
  const update = useUpdateMyLeaveRequest(id);
  const requestPath = `/staff-leaves/${id}`;

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Leave', to: '/staff-leaves' },
            { label: 'Leave request', to: requestPath },
            { label: 'Edit' },
          ]}
          title="Edit leave request"
        />
      }
      id={id}
      record={request}
      needs={[types]}
      what="leave request"
      notFoundMessage="Leave request not found"
      backTo="/staff-leaves"
    >
      {(loaded) =>
        loaded &&
        (loaded.canEdit ? (
          <LeaveRequestForm
            types={types.data ?? []}
            request={loaded}
            backTo={requestPath}
            savedMessage={leaveRequestSavedMessage}
            submitLabel="Save"
            preview={(input) => previewMyLeave({ requestId: loaded.id, ...input })}
            submit={update.mutateAsync}
          />
        ) : (
          <Alert color="gray" title="This request can no longer be changed" radius="lg">
            <Stack gap="md" align="flex-start">
              <Text size="sm">
                Only a request still waiting for a decision can be changed.
                {loaded.canCancel && ' Cancel it and apply again instead.'}
              </Text>
              <Button
                component={Link}
                to={requestPath}
                variant="default"
                leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
              >
                Back to the request
              </Button>
            </Stack>
          </Alert>
        ))
      }
    </EntityFormPage>
  );
}
