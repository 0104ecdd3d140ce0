import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/http';
import { ErrorDialog } from './error-dialog';
import { LoadingSpinner } from './loading-spinner';
import { isBadLink, RecordLoadFailure } from './record-load-failure';
import { SuccessDialog } from './success-dialog';

/** What the page waits for: a TanStack Query result fits. */
export interface Load {
  isPending: boolean;
  error: Error | null;
}

export interface EntityFormPageProps<T> {
  header: ReactNode;
  /** The record's id from the address; undefined when adding. */
  id: string | undefined;
  /** The record being edited, as loaded; not waited for when adding. */
  record: Load & { data: T | undefined };
  /** What the form offers besides the record (lists to choose from): waited for when adding too. */
  needs?: readonly Load[];
  /** Shown when the record is not there (404, or its load settles without it), e.g. 'Department not found'. */
  notFoundMessage?: string;
  /**
   * The list the record belongs to, for the way back when it cannot be shown; the address less
   * its id (and an edit or view step) unless told.
   */
  backTo?: string;
  /** What the record is, in a sentence ('branch/outlet'): 'This record link is not valid' unless told. */
  what?: string;
  /** The form, given the record when editing. */
  children(record: T | undefined): ReactNode;
}

/**
 * The list a record's address belongs to: the address up to its id, less a trailing edit or view
 * step (`/room-booking/manage-room/:id/edit` and `/desk-booking/workspace/edit/:id` alike).
 */
export function listPathOf(pathname: string, id: string | undefined): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const at = id === undefined ? -1 : segments.findIndex((s) => safeDecode(s) === id);
  const kept = at < 0 ? segments.slice(0, -1) : segments.slice(0, at);
  while (kept.length > 2 && ['edit', 'view'].includes(kept.at(-1) ?? '')) kept.pop();
  return kept.join('/') || '/';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A create or edit screen: the header, then the form once what it needs has loaded. */
export function EntityFormPage<T>({
  header,
  id,
  record,
  needs = [],
  notFoundMessage,
  backTo,
  what = 'record',
  children,
}: EntityFormPageProps<T>) {
  const { pathname } = useLocation();
  const loads = id ? [record, ...needs] : needs;
  const failure = loads.find((load) => load.error)?.error;
  const recordMissing = id !== undefined && (failure ? failure === record.error : false);
  const notThere = (error?: Error | null) => (
    <RecordLoadFailure
      error={error}
      what={what}
      notFoundTitle={notFoundMessage}
      backTo={backTo ?? listPathOf(pathname, id)}
    />
  );
  const body = failure ? (
    recordMissing && isBadLink(failure) ? (
      notThere(failure)
    ) : (
      <Alert color="red">{failure.message}</Alert>
    )
  ) : loads.some((load) => load.isPending) ? (
    <LoadingSpinner />
  ) : id && record.data === undefined ? (
    notThere()
  ) : (
    children(id ? record.data : undefined)
  );
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}

export interface EntityFormProps<V, R> {
  form: UseFormReturnType<V>;
  save(values: V): Promise<R>;
  /** Where Cancel leads, and where the page goes once saved. */
  backTo: string;
  /** Where the page goes once saved instead, e.g. to the record just created. */
  savedTo?(saved: R): string;
  /** The success dialog's message, e.g. 'The room has been added.' */
  savedMessage: ReactNode;
  saveLabel?: string;
  /** Called when the values fail validation, e.g. to bring the first refused field into view. */
  onInvalid?(errors: FormErrors): void;
  /** The children are cards of their own; without it the fields sit in one card. */
  sections?: boolean;
  maw?: number;
  /**
   * The fields, with Cancel and Save below them; or a function given the two buttons, for a page
   * that places them itself (in its header).
   */
  children: ReactNode | ((buttons: ReactNode) => ReactNode);
}

/** The form of a create or edit screen: Cancel and Save, then the error or success dialog. */
export function EntityForm<V, R>({
  form,
  save,
  backTo,
  savedTo,
  savedMessage,
  saveLabel = 'Save',
  onInvalid,
  sections = false,
  maw,
  children,
}: EntityFormProps<V, R>) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ result: R } | null>(null);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      setSaved({ result: await save(values) });
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  }, onInvalid);

  const buttons = (
    <>
      <Button component={Link} to={backTo} variant="default">
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </>
  );
  const content =
    typeof children === 'function' ? (
      children(buttons)
    ) : (
      <Stack gap={sections ? 'lg' : 'md'} maw={sections ? maw : undefined}>
        {children}
        <Group justify="flex-end" mt={sections ? undefined : 'sm'}>
          {buttons}
        </Group>
      </Stack>
    );
  const formElement = (
    <form onSubmit={submit} noValidate>
      {content}
    </form>
  );

  return (
    <>
      {sections ? (
        formElement
      ) : (
        <Paper withBorder radius="lg" p="xl" shadow="xs" maw={maw}>
          {formElement}
        </Paper>
      )}
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
      <SuccessDialog
        opened={saved !== null}
        message={savedMessage}
        onClose={() => navigate(saved && savedTo ? savedTo(saved.result) : backTo)}
      />
    </>
  );
}
