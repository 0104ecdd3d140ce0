import { Button, Flex, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminClaimInput,
  type Claim,
  type ClaimInput,
  type ClaimType,
  claimSavedMessage,
  claimSubmittedMessage,
} from '@tembusu/contracts/claims';
import { type MouseEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, messageWithoutField } from '../../../api/http';
import { EntityForm } from '../../../components/entity-form-page';
import { sentence } from '../../../components/plain-errors';
import { revealFirstError } from '../../../components/reveal-first-error';
import { EmployeePicker, type KnownEmployee } from '../../employees';
import { ClaimFormFields } from './claim-form-fields';
import {
  type ClaimFormValues,
  type ClaimSaveMode,
  claimFormField,
  claimFormValues,
  toClaimInput,
  validateClaimForm,
} from './claim-form-values';

interface CommonProps {
  /** The organisation's claim types; inactive ones are left out unless the claim has one. */
  types: readonly ClaimType[];
  /** The currencies besides SGD the settings allow. */
  currencies: readonly string[];
  /** The claim being edited; none when making one. */
  claim?: Claim;
  /** Where Cancel leads. */
  backTo: string;
  /** Where the page goes once saved: the saved claim's page, say. `backTo` unless given. */
  savedTo?(saved: Claim): string;
}

export type ClaimFormProps = CommonProps &
  (
    | {
        /** An admin's claim on someone's behalf: the form asks whom it is for. */
        pickEmployee: true;
        /** Who is chosen at first (the employee whose record the admin came from). */
        initialEmployee?: KnownEmployee | null;
        submit(input: AdminClaimInput): Promise<Claim>;
      }
    | {
        /** The claim is the signed-in person's own, or an existing one's (edit). */
        pickEmployee?: false;
        submit(input: ClaimInput): Promise<Claim>;
      }
  );

/**
 * Whether a claim is saved as a draft or sent for approval: a new, draft or returned claim offers
 * both; one already submitted is saved as it stands (still submitted).
 */
export function claimSaveModes(claim?: Claim): ClaimSaveMode[] {
  return !claim || claim.status === 'draft' || claim.status === 'returned'
    ? ['draft', 'submit']
    : ['submit'];
}

/**
 * A claim's whole form: the employee (for an admin), the claim's fields, and Cancel, "Save as
 * draft" and "Submit" (or Save for a claim already submitted). A refusal the server names a field
 * for is shown beside that field as well as in the error dialog; the success dialog says whether
 * the claim was saved or submitted.
 */
export function ClaimForm(props: ClaimFormProps) {
  const { types, currencies, claim, backTo, savedTo } = props;
  const pickEmployee = props.pickEmployee === true;
  const initialEmployee = props.pickEmployee === true ? props.initialEmployee : null;
  const modes = claimSaveModes(claim);
  // Read by the checks, which run before the save: set by the button that was pressed.
  const mode = useRef<ClaimSaveMode>('submit');
  const [lastMode, setLastMode] = useState<ClaimSaveMode>('submit');
  const [saving, setSaving] = useState<ClaimSaveMode | null>(null);
  const typeOf = (id: string | null) => types.find((type) => type.id === id);
  const form = useForm<ClaimFormValues>({
    mode: 'controlled',
    initialValues: claimFormValues(claim, initialEmployee?.id ?? null),
    validate: (values) =>
      validateClaimForm(values, typeOf(values.claimTypeId), { pickEmployee, mode: mode.current }),
  });

  const save = async (values: ClaimFormValues) => {
    const chosen = mode.current;
    setLastMode(chosen);
    setSaving(chosen);
    const input = toClaimInput(values, chosen);
    try {
      return props.pickEmployee === true
        ? await props.submit({ employeeId: values.employeeId ?? '', ...input })
        : await props.submit(input);
    } catch (cause) {
      const field = cause instanceof ApiError && cause.field && claimFormField(cause.field);
      if (field) form.setFieldError(field, sentence(messageWithoutField(cause)));
      throw cause;
    } finally {
      setSaving(null);
    }
  };

  const press = (chosen: ClaimSaveMode) => (event: MouseEvent<HTMLButtonElement>) => {
    mode.current = chosen;
    // Enter in a field presses Submit, the form's default button; Save as draft asks on its own.
    if (chosen === 'draft') {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <EntityForm
      form={form}
      save={save}
      backTo={backTo}
      savedTo={savedTo}
      savedMessage={lastMode === 'draft' ? claimSavedMessage : claimSubmittedMessage}
      onInvalid={revealFirstError}
      maw={820}
    >
      {() => (
        <Stack gap="md">
          {pickEmployee && (
            <EmployeePicker
              label="Employee"
              placeholder="Search by name"
              required
              known={initialEmployee}
              {...form.getInputProps('employeeId')}
              onChange={(id) => form.setFieldValue('employeeId', id)}
            />
          )}
          {claim && !pickEmployee && (
            <Text size="sm">
              {claim.number} ·{' '}
              <Text span fw={600}>
                {claim.employee.name}
              </Text>{' '}
              ({claim.employee.employeeNumber})
            </Text>
          )}
          <ClaimFormFields form={form} types={types} currencies={currencies} claim={claim} />
          {/* On a phone the buttons stand one above another, Submit first. */}
          <Flex
            direction={{ base: 'column-reverse', xs: 'row' }}
            justify="flex-end"
            gap="sm"
            mt="sm"
          >
            <Button component={Link} to={backTo} variant="default">
              Cancel
            </Button>
            {modes.includes('draft') && (
              <Button
                type="button"
                variant="light"
                onClick={press('draft')}
                loading={saving === 'draft'}
                disabled={saving === 'submit'}
              >
                Save as draft
              </Button>
            )}
            <Button
              type="submit"
              onClick={press('submit')}
              loading={saving === 'submit'}
              disabled={saving === 'draft'}
            >
              {modes.includes('draft') ? 'Submit' : 'Save'}
            </Button>
          </Flex>
        </Stack>
      )}
    </EntityForm>
  );
}
