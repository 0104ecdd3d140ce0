import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconCheck,
  IconPencil,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { claimDeletedMessage, claimSubmittedMessage } from '@tembusu/contracts/claims';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { SuccessDialog } from '../../../components/success-dialog';
import { stripBidiMarks } from '../../../lib/format';
import {
  useDecideClaim,
  useDeleteMyClaim,
  useMyClaim,
  useSubmitMyClaim,
} from '../api/staff-claims';
import {
  ClaimDecisionDialog,
  type PendingClaimDecision,
} from '../components/claim-decision-dialog';
import { ClaimDetail } from '../components/claim-detail';
import { claimAmountText } from '../components/claim-format';
import {
  staffClaimEditPath,
  staffClaimPath,
  staffClaimsPath,
} from '../components/staff-claims-paths';

/**
 * /staff-claims/:id: one of the employee's claims, or one waiting for their decision as an
 * approver: its details, receipts and history, and what they may do about it now.
 */
export function StaffClaimPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: claim, isPending, error } = useMyClaim(id);
  const decide = useDecideClaim();
  const submit = useSubmitMyClaim();
  const remove = useDeleteMyClaim();
  const [deciding, setDeciding] = useState<PendingClaimDecision | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'submitted' | 'deleted' | null>(null);

  const sendForApproval = async () => {
    if (!claim) return;
    try {
      await submit.mutateAsync(claim.id);
      setDone('submitted');
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  };
  const deleteClaim = async () => {
    if (!claim) return;
    try {
      await remove.mutateAsync(claim.id);
      setDone('deleted');
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setConfirmingDelete(false);
    }
  };

  const actions = (
    <Group gap="sm">
      <Button
        component={Link}
        to={staffClaimsPath}
        variant="default"
        leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
      >
        Back
      </Button>
      {claim?.canDecide && (
        <>
          <Button
            leftSection={<IconCheck size={18} />}
            onClick={() => setDeciding({ claim, decision: 'approve' })}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} />}
            onClick={() => setDeciding({ claim, decision: 'reject' })}
          >
            Reject
          </Button>
          <Button
            color="orange"
            variant="light"
            leftSection={<IconArrowBackUp size={18} />}
            onClick={() => setDeciding({ claim, decision: 'return' })}
          >
            Return for changes
          </Button>
        </>
      )}
      {claim?.canSubmit && (
        <Button
          leftSection={<IconSend size={18} />}
          loading={submit.isPending}
          onClick={sendForApproval}
        >
          Submit
        </Button>
      )}
      {claim?.canEdit && (
        <Button
          component={Link}
          to={staffClaimEditPath(claim.id)}
          variant="light"
          leftSection={<IconPencil size={18} />}
        >
          Edit
        </Button>
      )}
      {claim?.canDelete && (
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={18} />}
          onClick={() => setConfirmingDelete(true)}
        >
          Delete
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Claims', to: staffClaimsPath }, { label: claim?.number ?? 'Claim' }]}
        title={claim ? `${claim.claimType.name} claim` : 'Claim'}
        action={actions}
      />
      {isPending && id ? (
        <LoadingSpinner />
      ) : claim ? (
        <>
          {claim.status === 'submitted' && claim.waitingFor && !claim.canDecide && (
            <Text size="sm" c="dimmed">
              Waiting for {claim.waitingFor}.
            </Text>
          )}
          {claim.canDecide && (
            <Text size="sm" c="dimmed">
              This claim is waiting for your decision.
            </Text>
          )}
          <ClaimDetail claim={claim} claimPath={staffClaimPath} />
        </>
      ) : (
        <RecordLoadFailure
          error={error}
          what="claim"
          notFoundTitle="Claim not found"
          notFoundText="This claim is not one of yours or waiting for you, or it no longer exists."
          backTo={staffClaimsPath}
          backLabel="Back to my claims"
        />
      )}
      <ClaimDecisionDialog
        pending={deciding}
        decide={(decided, decision, comment) =>
          decide.mutateAsync({ id: decided.id, decision, comment })
        }
        onClose={() => setDeciding(null)}
      />
      <ConfirmDialog
        opened={confirmingDelete}
        title="Delete claim"
        message={
          claim
            ? `Deleting your claim ${claim.number} (${claim.claimType.name}, ${stripBidiMarks(
                claimAmountText(claim),
              )}). Are you sure you want to proceed?`
            : ''
        }
        loading={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={deleteClaim}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={done !== null}
        message={
          done === 'deleted'
            ? claimDeletedMessage
            : done === 'submitted'
              ? claimSubmittedMessage
              : ''
        }
        onClose={() => {
          const finished = done;
          setDone(null);
          if (finished === 'deleted') navigate(staffClaimsPath);
        }}
      />
    </Stack>
  );
}
