import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconBan, IconCheck, IconEye, IconPencil, IconX } from '@tabler/icons-react';
import type { LeaveRequest } from '@tembusu/contracts/leave';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { usePhoneLayout } from '../../../components/data-table';
import { stripBidiMarks } from '../../../lib/format';
import type { LeaveDecision } from '../api/leave-requests';
import { leaveRequestPath, leaveRequestsPath } from './admin-leave-paths';
import { leaveDatesText } from './leave-format';

const stop = (event: MouseEvent) => event.stopPropagation();

/** "Lim Mei Ling, 03/02/2026 – 03/04/2026": the request a row's buttons act on, for their names. */
function requestName(request: LeaveRequest): string {
  return `${request.employee.name}'s leave, ${stripBidiMarks(leaveDatesText(request))}`;
}

interface Action {
  label: string;
  icon: ReactNode;
  color?: string;
  to?: string;
  onClick?(): void;
}

/**
 * A request's buttons in the list: View always; Approve, Reject, Edit and Cancel where the
 * request allows the admin them. Icons with tooltips on a wide screen, named buttons on a phone.
 */
export function LeaveRequestRowActions({
  request,
  onDecide,
}: {
  request: LeaveRequest;
  onDecide(request: LeaveRequest, decision: LeaveDecision): void;
}) {
  const phone = usePhoneLayout();
  const actions: Action[] = [
    { label: 'View', icon: <IconEye size={18} />, to: leaveRequestPath(request.id) },
  ];
  if (request.canDecide) {
    actions.push(
      {
        label: 'Approve',
        icon: <IconCheck size={18} />,
        color: 'tembusu',
        onClick: () => onDecide(request, 'approve'),
      },
      {
        label: 'Reject',
        icon: <IconX size={18} />,
        color: 'red',
        onClick: () => onDecide(request, 'reject'),
      },
    );
  }
  if (request.canEdit) {
    actions.push({
      label: 'Edit',
      icon: <IconPencil size={18} />,
      to: `${leaveRequestsPath}/edit/${request.id}`,
    });
  }
  if (request.canCancel) {
    actions.push({
      label: 'Cancel',
      icon: <IconBan size={18} />,
      color: 'red',
      onClick: () => onDecide(request, 'cancel'),
    });
  }

  const name = requestName(request);
  return (
    <Group gap={phone ? 'xs' : 2} wrap={phone ? 'wrap' : 'nowrap'}>
      {actions.map((action) => {
        const label = `${action.label} ${name}`;
        const onClick = (event: MouseEvent) => {
          stop(event);
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
          <Tooltip key={action.label} label={action.label}>
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
