import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Claim } from '@tembusu/contracts/claims';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useClaimSettings } from '../api/claim-settings';
import { useClaimTypes } from '../api/claim-types';
import { useClaim, useUpdateClaim } from '../api/claims';
import { claimPath, claimsPath } from '../components/admin-claims-paths';
import { ClaimForm } from '../components/claim-form';

function EditForm({ claim }: { claim: Claim }) {
  const types = useClaimTypes();
  const settings = useClaimSettings();
  const update = useUpdateClaim(claim.id);
  const backTo = claimPath(claim.id);
  // As the claim was when the page opened: once saved it may no longer be editable, and the
  // form stays for its success dialog.
  const [editable] = useState(claim.canEdit);

  if (!editable) {
    return (
      <Alert color="gray" title="This claim can no longer be edited" radius="lg">
        <Stack gap="md" align="flex-start">
          <Text size="sm">
            A claim can be changed until it is decided: once approved, rejected or paid it stays as
            it is.
          </Text>
          <Button component={Link} to={backTo} variant="default">
            Back to the claim
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <ClaimForm
      claim={claim}
      types={types.data ?? []}
      currencies={settings.data?.currencies ?? []}
      submit={(input) => update.mutateAsync(input)}
      backTo={backTo}
      savedTo={(saved) => claimPath(saved.id)}
    />
  );
}

/** A claim changed by an admin, with the same form as a new one. */
export function ClaimEditPage() {
  const { id } = useParams();
  const claim = useClaim(id);
  const types = useClaimTypes();
  const settings = useClaimSettings();

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Claims' },
            { label: 'Claims summary', to: claimsPath },
            ...(claim.data ? [{ label: claim.data.number, to: claimPath(claim.data.id) }] : []),
            { label: 'Edit' },
          ]}
          title="Edit claim"
        />
      }
      id={id}
      record={claim}
      needs={[types, settings]}
      what="claim"
      notFoundMessage="Claim not found"
      backTo={claimsPath}
    >
      {(record) => record && <EditForm claim={record} />}
    </EntityFormPage>
  );
}
