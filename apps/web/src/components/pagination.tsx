import { Button, Group, Text } from '@mantine/core';
import { defaultPageSize } from '@tembusu/contracts/api';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  /** Number of items across all pages. */
  total: number;
  onChange(page: number): void;
  pageSize?: number;
}

const maxPageButtons = 5;

export function Pagination({ page, total, onChange, pageSize = defaultPageSize }: PaginationProps) {
  if (total <= 0) return null;

  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (after the last item on it was deleted) is shown as the last page.
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), lastPage);
  const firstShown = Math.max(
    1,
    Math.min(current - Math.floor(maxPageButtons / 2), lastPage - maxPageButtons + 1),
  );
  const lastShown = Math.min(lastPage, firstShown + maxPageButtons - 1);
  const pages = Array.from({ length: lastShown - firstShown + 1 }, (_, i) => firstShown + i);

  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  const onFirst = current === 1;
  const onLast = current === lastPage;
  const go = (target: number) => {
    if (target !== current) onChange(target);
  };

  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        Showing {from}–{to} of {total}
      </Text>
      <Group component="nav" aria-label="Pagination" gap={6} wrap="wrap">
        <Button variant="default" size="xs" disabled={onFirst} onClick={() => go(1)}>
          First
        </Button>
        <Button variant="default" size="xs" disabled={onFirst} onClick={() => go(current - 1)}>
          Back
        </Button>
        {pages.map((n) => (
          <Button
            key={n}
            size="xs"
            miw={32}
            px={8}
            variant={n === current ? 'filled' : 'default'}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="default" size="xs" disabled={onLast} onClick={() => go(current + 1)}>
          Next
        </Button>
        <Button variant="default" size="xs" disabled={onLast} onClick={() => go(lastPage)}>
          Last
        </Button>
      </Group>
    </Group>
  );
}
