import { type LeaveRequest, leaveRequestCancelledMessage } from '@tembusu/contracts/leave';
import { useState } from 'react';
import { SuccessDialog } from '../../../components/success-dialog';
import { useCancelMyLeaveRequest } from '../api/staff-leave';
import { LeaveCommentDialog } from './leave-comment-dialog';
import { daysText, leaveDatesText } from './leave-format';

/** "Annual Leave, 03/02/2026 – 03/04/2026 (3 days)": a request in a line. */
export function leaveRequestLine(request: LeaveRequest): string {
  return `${request.leaveType.name}, ${leaveDatesText(request)} (${daysText(request.days)})`;
}

/**
 * The question before an employee cancels their own request, with an optional comment for its
 * history, then the success dialog.
 */
export function CancelLeaveDialog({
  request,
  onClose,
  onCancelled,
}: {
  /** The request asked about; null keeps the dialog closed. */
  request: LeaveRequest | null;
  onClose(): void;
  /** After the success dialog closes. */
  onCancelled?(): void;
}) {
  const cancel = useCancelMyLeaveRequest();
  const [done, setDone] = useState(false);
  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <>
      <LeaveCommentDialog
        opened={request !== null}
        title="Cancel leave request"
        summary={
          request && (
            <>
              Cancelling your leave: {leaveRequestLine(request)}.
              {request.status === 'approved' &&
                ' It is approved; the days go back to your balance.'}{' '}
              Are you sure you want to proceed?
            </>
          )
        }
        confirmLabel="Cancel leave"
        dismissLabel="Keep request"
        confirmColor="red"
        commentLabel="Reason for cancelling"
        loading={cancel.isPending}
        failure={cancel.error}
        onClose={close}
        onConfirm={async (comment) => {
          if (!request) return;
          try {
            await cancel.mutateAsync({ id: request.id, comment });
          } catch {
            // Shown in the dialog, which stays open to try again.
            return;
          }
          close();
          setDone(true);
        }}
      />
      <SuccessDialog
        opened={done}
        message={leaveRequestCancelledMessage}
        onClose={() => {
          setDone(false);
          onCancelled?.();
        }}
      />
    </>
  );
}
