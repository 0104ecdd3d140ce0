import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconLogin2, IconLogout2 } from '@tabler/icons-react';
import type { Position } from '@tembusu/contracts/attendance';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage, messageWithoutField } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { sentence } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SuccessDialog } from '../../../components/success-dialog';
import { LocationBlock, type LocationNeed, useBrowserPosition } from './staff-attendance-location';

export const staffAttendancePath = '/staff-attendance';

const noteMaxLength = 500;

/** The fields the server may name in a refusal that the form shows beside their input. */
type FieldErrors = Partial<Record<'branchId' | 'position' | 'note', string>>;

const shownFields: readonly (keyof FieldErrors)[] = ['branchId', 'position', 'note'];
const isShownField = (field: string | null): field is keyof FieldErrors =>
  shownFields.some((shown) => shown === field);

export interface ClockFormProps {
  direction: 'in' | 'out';
  /** The branch the position is checked against, by name, and what it makes of no position. */
  branchName: string | null;
  need: LocationNeed;
  initialNote?: string | null;
  /** Sends the check-in or check-out; a refusal naming a field is shown beside it. */
  submit(input: { position: Position | null; note: string | null }): Promise<unknown>;
  savedMessage: string;
  /** Fields above the location (the check-in's branch), given the server's refusal of theirs. */
  fields?(errors: FieldErrors): ReactNode;
}

/**
 * Checking in or out: the browser's position, a note, and the button. A refusal of a field is
 * shown beside it (the position's by the location); anything else in the error dialog. Once the
 * server has it, the success dialog, then back to the month's logs.
 */
export function StaffAttendanceClockForm({
  direction,
  branchName,
  need,
  initialNote = null,
  submit,
  savedMessage,
  fields,
}: ClockFormProps) {
  const navigate = useNavigate();
  const { locating, retry } = useBrowserPosition();
  const [note, setNote] = useState(initialNote ?? '');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const action = direction === 'in' ? 'check in' : 'check out';
  const label = direction === 'in' ? 'Check in' : 'Check out';
  const position = locating.state === 'found' ? locating.position : null;
  // Sent without a position only once the browser has answered, and never where it is refused.
  const blocked = locating.state === 'locating' || (need === 'required' && position === null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setErrors({});
    setSending(true);
    try {
      const trimmed = note.trim();
      await submit({ position, note: trimmed === '' ? null : trimmed });
      setDone(true);
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 400 && isShownField(cause.field)) {
        setErrors({ [cause.field]: sentence(messageWithoutField(cause)) });
        revealFirstError();
      } else {
        setFailure(errorMessage(cause));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" maw={640}>
        <form onSubmit={send} noValidate>
          <Stack gap="md">
            {fields?.(errors)}
            <LocationBlock
              locating={locating}
              retry={() => {
                setErrors(({ position: _refused, ...rest }) => rest);
                retry();
              }}
              action={action}
              branchName={branchName}
              need={need}
              error={errors.position}
            />
            <Textarea
              label="Note"
              description="Optional: anything your manager should know about today"
              autosize
              minRows={2}
              maxRows={5}
              maxLength={noteMaxLength}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={staffAttendancePath} variant="default">
                Cancel
              </Button>
              <Button
                type="submit"
                size="md"
                loading={sending}
                disabled={blocked}
                leftSection={
                  direction === 'in' ? (
                    <IconLogin2 size={20} aria-hidden className="tembusu-mirror-rtl" />
                  ) : (
                    <IconLogout2 size={20} aria-hidden className="tembusu-mirror-rtl" />
                  )
                }
              >
                {label}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={done}
        message={savedMessage}
        onClose={() => navigate(staffAttendancePath)}
      />
    </>
  );
}
