import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconEye, IconPencil, IconX } from '@tabler/icons-react';
import type { Claim } from '@tembusu/contracts/claims';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { usePhoneLayout } from '../../../components/data-table';
import type { ClaimDecision } from './claim-decision-dialog';

interface Action {
  label: string;
  icon: ReactNode;
  color?: string;
  to?: string;
  onClick?(): void;
}

/**
 * A claim's buttons in a list: View always; Approve, Reject and Return for changes where the
 * claim waits for the viewer's decision; Edit where they may change it. Icons with tooltips on a
 * wide screen, named buttons on a phone.
 */
export function ClaimRowActions({
  claim,
  viewTo,
  editTo,
  onDecide,
}: {
  claim: Claim;
  viewTo: string;
  editTo?: string;
  onDecide?(claim: Claim, decision: ClaimDecision): void;
}) {
  const phone = usePhoneLayout();
  const actions: Action[] = [{ label: 'View', icon: <IconEye size={18} />, to: viewTo }];
  if (claim.canDecide && onDecide) {
    actions.push(
      {
        label: 'Approve',
        icon: <IconCheck size={18} />,
        color: 'tembusu',
        onClick: () => onDecide(claim, 'approve'),
      },
      {
        label: 'Reject',
        icon: <IconX size={18} />,
        color: 'red',
        onClick: () => onDecide(claim, 'reject'),
      },
      {
        label: 'Return',
        icon: <IconArrowBackUp size={18} />,
        color: 'orange',
        onClick: () => onDecide(claim, 'return'),
      },
    );
  }
  if (claim.canEdit && editTo) {
    actions.push({ label: 'Edit', icon: <IconPencil size={18} />, to: editTo });
  }

  const name = `claim ${claim.number} of ${claim.employee.name}`;
  return (
    <Group gap={phone ? 'xs' : 2} wrap={phone ? 'wrap' : 'nowrap'}>
      {actions.map((action) => {
        const label = `${action.label} ${name}`;
        const onClick = (event: MouseEvent) => {
          event.stopPropagation();
          action.onClick?.();
        };
        if (phone) {
          const button = {
            variant: 'light',
            size: 'xs',
            color: action.color,
            leftSection: action.icon,
            'aria-label': label,
            onClick,
          } as const;
          return action.to ? (
            <Button key={action.label} component={Link} to={action.to} {...button}>
              {action.label}
            </Button>
          ) : (
            <Button key={action.label} {...button}>
              {action.label}
            </Button>
          );
        }
        const icon = {
          variant: 'subtle',
          color: action.color,
          'aria-label': label,
          onClick,
        } as const;
        return (
          <Tooltip
            key={action.label}
            label={action.label === 'Return' ? 'Return for changes' : action.label}
          >
            {action.to ? (
              <ActionIcon component={Link} to={action.to} {...icon}>
                {action.icon}
              </ActionIcon>
            ) : (
              <ActionIcon {...icon}>{action.icon}</ActionIcon>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
