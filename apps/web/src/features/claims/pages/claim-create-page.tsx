import { useSearchParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useClaimSettings } from '../api/claim-settings';
import { useClaimTypes } from '../api/claim-types';
import { useCreateClaim } from '../api/claims';
import { claimPath, claimsPath } from '../components/admin-claims-paths';
import { ClaimForm } from '../components/claim-form';

/**
 * A claim an admin makes on someone's behalf, kept as a draft or submitted. `?employee=<id>`
 * chooses the person at first, for a link from their record.
 */
export function ClaimCreatePage() {
  const [params] = useSearchParams();
  const types = useClaimTypes();
  const settings = useClaimSettings();
  const create = useCreateClaim();
  const employeeId = params.get('employee');

  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Claims' },
            { label: 'Claims summary', to: claimsPath },
            { label: 'New' },
          ]}
          title="New claim"
        />
      }
      id={undefined}
      record={{ isPending: false, error: null, data: undefined }}
      needs={[types, settings]}
    >
      {() => (
        <ClaimForm
          pickEmployee
          initialEmployee={employeeId ? { id: employeeId, name: null } : null}
          types={types.data ?? []}
          currencies={settings.data?.currencies ?? []}
          submit={(input) => create.mutateAsync(input)}
          backTo={claimsPath}
          savedTo={(saved) => claimPath(saved.id)}
        />
      )}
    </EntityFormPage>
  );
}
