import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import {
  useMyClaim,
  useMyClaimSettings,
  useMyClaimTypes,
  useUpdateMyClaim,
} from '../api/staff-claims';
import { ClaimForm } from '../components/claim-form';
import { staffClaimPath, staffClaimsPath } from '../components/staff-claims-paths';

/**
 * /staff-claims/:id/edit: the employee changes a claim still a draft or returned for changes (or
 * submitted, while no one has decided it), and saves it as a draft or sends it for approval.
 */
export function StaffClaimEditPage() {
  const { id = '' } = useParams();
  const claim = useMyClaim(id);
  const types = useMyClaimTypes();
  const settings = useMyClaimSettings();
  const update = useUpdateMyClaim(id);
  const claimPath = staffClaimPath(id);

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Claims', to: staffClaimsPath },
            { label: claim.data?.number ?? 'Claim', to: claimPath },
            { label: 'Edit' },
          ]}
          title="Edit claim"
        />
      }
      id={id}
      record={claim}
      // Without the settings the claim can still be made in SGD, or kept in its own currency.
      needs={[types, { isPending: !settings.isFetched, error: null }]}
      what="claim"
      notFoundMessage="Claim not found"
      backTo={staffClaimsPath}
    >
      {(loaded) =>
        loaded &&
        (loaded.canEdit ? (
          <ClaimForm
            types={types.data ?? []}
            currencies={settings.data?.currencies ?? []}
            claim={loaded}
            backTo={claimPath}
            savedTo={(saved) => staffClaimPath(saved.id)}
            submit={update.mutateAsync}
          />
        ) : (
          <Alert color="gray" title="This claim can no longer be changed" radius="lg">
            <Stack gap="md" align="flex-start">
              <Text size="sm">
                Only a draft, a claim returned for changes, or a submitted claim no one has decided
                yet can be changed.
              </Text>
              <Button
                component={Link}
                to={claimPath}
                variant="default"
                leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
              >
                Back to the claim
              </Button>
            </Stack>
          </Alert>
        ))
      }
    </EntityFormPage>
  );
}
