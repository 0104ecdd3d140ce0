import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useCreateMyClaim, useMyClaimSettings, useMyClaimTypes } from '../api/staff-claims';
import { ClaimForm } from '../components/claim-form';
import { staffClaimsPath } from '../components/staff-claims-paths';

/**
 * /staff-claims/create: the employee makes a claim of a type they may claim, and saves it as a
 * draft or sends it for approval.
 */
export function StaffClaimCreatePage() {
  const types = useMyClaimTypes();
  const settings = useMyClaimSettings();
  const create = useCreateMyClaim();

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[{ label: 'Claims', to: staffClaimsPath }, { label: 'New claim' }]}
          title="New claim"
        />
      }
      id={undefined}
      record={{ isPending: false, error: null, data: undefined }}
      // Without the settings the claim can still be made in SGD.
      needs={[types, { isPending: !settings.isFetched, error: null }]}
      backTo={staffClaimsPath}
    >
      {() => (
        <ClaimForm
          types={types.data ?? []}
          currencies={settings.data?.currencies ?? []}
          backTo={staffClaimsPath}
          submit={create.mutateAsync}
        />
      )}
    </EntityFormPage>
  );
}
