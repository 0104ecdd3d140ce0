import { Badge } from '@mantine/core';
import { type ClaimStatus, claimStatusLabels } from '@tembusu/contracts/claims';

export const claimStatusColours: Record<ClaimStatus, string> = {
  draft: 'gray',
  submitted: 'yellow',
  approved: 'tembusu',
  rejected: 'red',
  returned: 'orange',
  paid: 'blue',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge variant="light" color={claimStatusColours[status]} radius="sm">
      {claimStatusLabels[status]}
    </Badge>
  );
}
