import {
  type LeaveRequest,
  leaveRequestApprovedMessage,
  leaveRequestCancelledMessage,
  leaveRequestRejectedMessage,
} from '@tembusu/contracts/leave';
import { useState } from 'react';
import { SuccessDialog } from '../../../components/success-dialog';
import { type LeaveDecision, useDecideLeaveRequest } from '../api/leave-requests';
import { leaveRequestLine } from './cancel-leave-dialog';
import { LeaveCommentDialog } from './leave-comment-dialog';

const savedMessages: Record<LeaveDecision, string> = {
  approve: leaveRequestApprovedMessage,
  reject: leaveRequestRejectedMessage,
  cancel: leaveRequestCancelledMessage,
};

export type PendingDecision = { request: LeaveRequest; decision: LeaveDecision };

/**
 * An admin's approval, rejection (a comment required) or cancellation of a request, asked with a
 * comment for its history, then the success dialog.
 */
export function LeaveDecisionDialog({
  pending,
  onClose,
  onDone,
}: {
  /** The request and what is to be done to it; null keeps the dialog closed. */
  pending: PendingDecision | null;
  onClose(): void;
  /** After the success dialog closes. */
  onDone?(decision: LeaveDecision): void;
}) {
  const decide = useDecideLeaveRequest();
  const [done, setDone] = useState<LeaveDecision | null>(null);
  // Kept while the dialog fades out, so its words do not change as it goes.
  const [shown, setShown] = useState<PendingDecision | null>(pending);
  if (pending && pending !== shown) setShown(pending);
  const close = () => {
    decide.reset();
    onClose();
  };

  const decision = shown?.decision ?? 'approve';
  const request = shown?.request;
  const who = request ? `${request.employee.name}'s leave: ${leaveRequestLine(request)}` : '';
  const words = {
    approve: {
      title: 'Approve leave',
      summary: `Approving ${who}.`,
      confirmLabel: 'Approve',
      confirmColor: 'tembusu',
    },
    reject: {
      title: 'Reject leave',
      summary: `Rejecting ${who}.`,
      confirmLabel: 'Reject',
      confirmColor: 'red',
      requiredMessage: 'Say why the leave is rejected',
      commentLabel: 'Reason for rejecting',
    },
    cancel: {
      title: 'Cancel leave request',
      summary: `Cancelling ${who}.${
        request?.status === 'approved' ? ' It is approved; the days go back to the balance.' : ''
      } Are you sure you want to proceed?`,
      confirmLabel: 'Cancel leave',
      confirmColor: 'red',
      dismissLabel: 'Keep request',
      commentLabel: 'Reason for cancelling',
    },
  }[decision];

  return (
    <>
      <LeaveCommentDialog
        opened={pending !== null}
        {...words}
        loading={decide.isPending}
        failure={decide.error}
        onClose={close}
        onConfirm={async (comment) => {
          if (!pending) return;
          try {
            await decide.mutateAsync({
              id: pending.request.id,
              decision: pending.decision,
              comment,
            });
          } catch {
            // Shown in the dialog, which stays open to try again.
            return;
          }
          close();
          setDone(pending.decision);
        }}
      />
      <SuccessDialog
        opened={done !== null}
        message={done ? savedMessages[done] : ''}
        onClose={() => {
          const finished = done;
          setDone(null);
          if (finished) onDone?.(finished);
        }}
      />
    </>
  );
}
