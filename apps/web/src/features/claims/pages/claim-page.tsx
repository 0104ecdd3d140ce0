import { Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
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
import { useClaim, useDecideClaimAsAdmin, useDeleteClaim, useSubmitClaim } from '../api/claims';
import {
  claimEditPath,
  claimPath,
  claimsPath,
  payrollRunPath,
} from '../components/admin-claims-paths';
import {
  ClaimDecisionDialog,
  type PendingClaimDecision,
} from '../components/claim-decision-dialog';
import { ClaimDetail } from '../components/claim-detail';

/** One claim: its details, receipts and history, with what the admin may do about it. */
export function ClaimPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: claim, isPending, error } = useClaim(id);
  const decide = useDecideClaimAsAdmin();
  const submit = useSubmitClaim();
  const remove = useDeleteClaim();
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

  const actions = claim && (
    <Group gap="sm">
      {claim.canDecide && (
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
      {claim.canSubmit && (
        <Button
          variant="light"
          leftSection={<IconSend size={18} />}
          loading={submit.isPending}
          onClick={sendForApproval}
        >
          Submit
        </Button>
      )}
      {claim.canEdit && (
        <Button
          component={Link}
          to={claimEditPath(claim.id)}
          variant="default"
          leftSection={<IconPencil size={18} />}
        >
          Edit
        </Button>
      )}
      {claim.canDelete && (
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
        trail={[
          { label: 'Claims' },
          { label: 'Claims summary', to: claimsPath },
          { label: claim?.number ?? 'Claim' },
        ]}
        title="Claim"
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
          <ClaimDetail claim={claim} claimPath={claimPath} payrollPath={payrollRunPath} />
        </>
      ) : (
        <RecordLoadFailure
          error={error}
          what="claim"
          notFoundTitle="Claim not found"
          backTo={claimsPath}
          backLabel="Back to claims"
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
            ? `Deleting claim ${claim.number} of ${claim.employee.name}. Are you sure you want to proceed?`
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
          if (finished === 'deleted') navigate(claimsPath);
        }}
      />
    </Stack>
  );
}
