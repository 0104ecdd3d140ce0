import type { DeskBooking } from '@tembusu/contracts/desk-booking';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorDialog } from '../../../components/error-dialog';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate } from '../../../lib/format';
import { useCancelDeskBooking, useCheckInBooking } from '../api/desk-booking';
import { readableError } from './desk-errors';

/**
 * Cancelling (after a confirmation) and checking in to a booking, with their dialogs: the hook
 * hands back the actions and the dialogs to render once.
 */
export function useBookingActions(options: { onCancelled?(): void } = {}) {
  const cancel = useCancelDeskBooking();
  const checkIn = useCheckInBooking();
  const [cancelling, setCancelling] = useState<DeskBooking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // Stable, as `askCancel` is, so that the lists' columns that call them are built once.
  const { mutateAsync: checkInMutation } = checkIn;
  const startCheckIn = useCallback(
    async (booking: DeskBooking) => {
      try {
        await checkInMutation(booking.id);
        setSuccess(`You are checked in at desk ${booking.deskName}.`);
      } catch (cause) {
        setFailure(readableError(errorMessage(cause)));
      }
    },
    [checkInMutation],
  );

  const dialogs = (
    <>
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel desk booking"
        message={
          cancelling
            ? `Cancelling the booking of desk ${cancelling.deskName} on ${formatDate(cancelling.date)} Are you sure you want to proceed?`
            : ''
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep it"
        loading={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync(cancelling.id);
            setSuccess('The desk booking has been cancelled.');
          } catch (cause) {
            setFailure(readableError(errorMessage(cause)));
          }
          setCancelling(null);
        }}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={success !== null}
        message={success ?? ''}
        onClose={() => {
          const cancelled = success === 'The desk booking has been cancelled.';
          setSuccess(null);
          if (cancelled) options.onCancelled?.();
        }}
      />
    </>
  );

  return {
    askCancel: setCancelling,
    checkIn: startCheckIn,
    checkingIn: checkIn.isPending ? checkIn.variables : null,
    dialogs,
  };
}
