import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../api/http';

/** The id of a record, as the server names a path's id when it refuses one: id, payslipId … */
const idField = /(^|\.)(id|[a-z][A-Za-z]*Id)$/;

/** The address's id is not an id at all: the server refused it (400) before looking. */
export function isBadId(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.field !== null &&
    idField.test(error.field)
  );
}

/** The record the address names cannot be reached: a malformed id, or none such (404). */
export function isBadLink(error: unknown): boolean {
  return isBadId(error) || (error instanceof ApiError && error.status === 404);
}

export interface RecordLoadFailureProps {
  /** Why the record did not load; undefined when its load settled without it. */
  error?: Error | null;
  /** What the record is, in a sentence: 'payslip', 'branch/outlet'. */
  what: string;
  /** The heading when the record is not there, e.g. 'Payslip not found'. */
  notFoundTitle?: string;
  /** Why it may not be there, in the person's words. */
  notFoundText?: string;
  /** The list the record belongs to, and the button's words: 'Back to payslips'. */
  backTo: string;
  backLabel?: string;
}

/**
 * What a detail page shows when its record does not load: for a link that is not valid or a
 * record that is not there, a plain message and a way back to the list, never the server's
 * validation text; for anything else, the message and the same way back.
 */
export function RecordLoadFailure({
  error,
  what,
  notFoundTitle,
  notFoundText,
  backTo,
  backLabel = 'Back to the list',
}: RecordLoadFailureProps) {
  const badId = isBadId(error);
  const notThere = !error || isBadLink(error);
  const title = badId
    ? `This ${what} link is not valid`
    : notThere
      ? (notFoundTitle ?? `This ${what} was not found`)
      : `This ${what} could not be loaded`;
  const text = badId
    ? `The address does not point to any ${what}. It may have been copied incompletely. Go back to the list and open the ${what} from there.`
    : notThere
      ? (notFoundText ??
        `It may have been deleted, or the link is out of date. Go back to the list and open the ${what} from there.`)
      : (error?.message ?? '');
  return (
    <Alert color={notThere ? 'gray' : 'red'} title={title} radius="lg" role="alert">
      <Stack gap="md" align="flex-start">
        <Text size="sm">
          <bdi>{text}</bdi>
        </Text>
        <Button
          component={Link}
          to={backTo}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden className="tembusu-mirror-rtl" />}
        >
          {backLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
