import { Badge, Group, Input, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import type { CommunityFund } from '@tembusu/contracts/enums';
import type { ReactNode } from 'react';
import { communityFundOptions } from './options';

export interface CommunityFundsFieldProps {
  /** The funds the race, religion and residency point to. */
  defaults: readonly CommunityFund[];
  override: boolean;
  /** The chosen funds, used only when overridden. */
  funds: readonly CommunityFund[];
  onOverrideChange(override: boolean): void;
  onFundsChange(funds: CommunityFund[]): void;
  error?: ReactNode;
}

/**
 * The self-help group funds: by default those the race, religion and residency point to; an
 * admin may override them (for example, after an employee opts out).
 */
export function CommunityFundsField({
  defaults,
  override,
  funds,
  onOverrideChange,
  onFundsChange,
  error,
}: CommunityFundsFieldProps) {
  return (
    <Stack gap="xs">
      <div>
        <Input.Label labelElement="div">Community funds</Input.Label>
        <Input.Description>
          Self-help group contributions deducted from pay. By default they follow the employee's
          race, religion and residency.
        </Input.Description>
      </div>
      <Group gap={6} aria-label="Default community funds">
        <Text size="sm" c="dimmed">
          Default:
        </Text>
        {defaults.length === 0 ? (
          <Text size="sm">None</Text>
        ) : (
          defaults.map((fund) => (
            <Badge key={fund} variant="light" color={override ? 'gray' : 'tembusu'}>
              {fund}
            </Badge>
          ))
        )}
      </Group>
      <Switch
        label="Override community funds"
        checked={override}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          // Start the override from the default, so the admin changes only what differs.
          if (next) onFundsChange([...defaults]);
          onOverrideChange(next);
        }}
      />
      {override && (
        <MultiSelect
          label="Funds to deduct"
          description="Leave empty for none"
          placeholder={funds.length === 0 ? 'None' : undefined}
          data={communityFundOptions}
          value={[...funds]}
          onChange={(value) => onFundsChange(value as CommunityFund[])}
          error={error}
          clearable
        />
      )}
    </Stack>
  );
}
