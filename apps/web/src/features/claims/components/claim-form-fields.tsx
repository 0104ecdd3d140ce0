import { Grid, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Claim, type ClaimType, homeCurrency } from '@tembusu/contracts/claims';
import { moneyText } from '@tembusu/contracts/display-text';
import { findCurrency } from '@tembusu/contracts/reference/currencies';
import { DatePicker } from '../../../components/date-picker';
import { formatMoney, ltrText } from '../../../lib/format';
import { type ClaimFormValues, descriptionMaxLength, sgdAmountPreview } from './claim-form-values';
import { ReceiptUploader } from './receipt-uploader';

/** "USD" → "USD – US Dollar": a currency as the pick list offers it. */
export function currencyLabel(code: string): string {
  const currency = findCurrency(code);
  return currency ? `${code} – ${currency.name}` : code;
}

/**
 * The currencies a claim may be in: SGD first, then the settings' list; a claim made in one since
 * taken off the list keeps it.
 */
export function currencyOptions(currencies: readonly string[], claim?: Pick<Claim, 'currency'>) {
  const codes = [homeCurrency, ...currencies.filter((code) => code !== homeCurrency)];
  if (claim && !codes.includes(claim.currency)) codes.push(claim.currency);
  return codes.map((code) => ({ value: code, label: currencyLabel(code) }));
}

/** The types a claim may be of: the active ones, and the claim's own even if since made inactive. */
export function claimTypeOptions(types: readonly ClaimType[], claim?: Pick<Claim, 'claimType'>) {
  return types
    .filter((type) => type.isActive || type.id === claim?.claimType.id)
    .map((type) => ({ value: type.id, label: type.name }));
}

/** What a type's limits and rules say, under its pick list. */
export function claimTypeHint(type: ClaimType | undefined): string | undefined {
  if (!type) return undefined;
  const limits = [
    type.limitPerClaim && `S${moneyText(type.limitPerClaim)} a claim`,
    type.limitPerMonth && `S${moneyText(type.limitPerMonth)} a month`,
    type.limitPerYear && `S${moneyText(type.limitPerYear)} a year`,
  ].filter(Boolean);
  const parts = [
    type.description,
    limits.length > 0 ? `Limited to ${limits.join(', ')}` : null,
    type.receiptRequired ? 'A receipt is required' : null,
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  return `${parts.map((part) => String(part).replace(/[.\s]+$/, '')).join('. ')}.`;
}

export interface ClaimFormFieldsProps {
  form: UseFormReturnType<ClaimFormValues>;
  /** The organisation's claim types (inactive ones are left out unless the claim has one). */
  types: readonly ClaimType[];
  /** The currencies besides SGD the settings allow (`ClaimSettings.currencies`). */
  currencies: readonly string[];
  /** The claim being edited, if any: its type and currency stay on offer. */
  claim?: Claim;
}

/**
 * A claim's fields: type, date, amount, currency, rate to SGD (fixed at 1 for SGD) with the
 * Singapore dollars it comes to shown as it is typed, description and receipts. The employee
 * picker, the buttons and the saving are the page's (see `ClaimForm`).
 */
export function ClaimFormFields({ form, types, currencies, claim }: ClaimFormFieldsProps) {
  const { values } = form;
  const type = types.find((option) => option.id === values.claimTypeId);
  const foreign = values.currency !== homeCurrency;
  const sgd = sgdAmountPreview(values);

  const setCurrency = (code: string | null) => {
    const next = code ?? homeCurrency;
    const before = form.getValues().currency;
    form.setFieldValue('currency', next);
    if (next === homeCurrency) form.setFieldValue('exchangeRate', '1');
    else if (before === homeCurrency) form.setFieldValue('exchangeRate', '');
  };

  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Select
            label="Claim type"
            placeholder="Choose a claim type"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="No claim type matches"
            data={claimTypeOptions(types, claim)}
            description={claimTypeHint(type)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('claimTypeId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <DatePicker
            label="Claim date"
            description="The date of the expense"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            {...form.getInputProps('claimDate')}
            value={values.claimDate}
            onChange={(date) => form.setFieldValue('claimDate', date)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Currency"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="No currency matches"
            data={currencyOptions(currencies, claim)}
            {...form.getInputProps('currency')}
            onChange={setCurrency}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 4 }}>
          <TextInput
            label="Amount"
            description={foreign ? `In ${values.currency}` : 'In SGD'}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            inputMode="decimal"
            placeholder="0.00"
            {...form.getInputProps('amount')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: 4 }}>
          <TextInput
            label="Exchange rate"
            description={
              foreign ? `SGD for 1 ${values.currency}` : 'A claim in SGD is at the rate 1'
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            inputMode="decimal"
            placeholder="0.000000"
            disabled={!foreign}
            {...form.getInputProps('exchangeRate')}
            value={foreign ? values.exchangeRate : '1'}
          />
        </Grid.Col>
      </Grid>
      <Paper
        withBorder
        radius="md"
        px="md"
        py="sm"
        bg="gray.0"
        role="status"
        aria-live="polite"
        aria-label="Amount in SGD"
      >
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Amount in SGD
          </Text>
          <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {sgd === null ? '—' : formatMoney(sgd)}
          </Text>
          {foreign && sgd !== null && (
            <Text size="xs" c="dimmed">
              {ltrText(
                `${values.currency} ${values.amount.trim()} × ${values.exchangeRate.trim()}`,
              )}
              , rounded to the cent. Limits and payroll count this amount.
            </Text>
          )}
        </Stack>
      </Paper>
      <Textarea
        label="Description"
        description="What the expense was for"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={descriptionMaxLength}
        {...form.getInputProps('description')}
      />
      <ReceiptUploader
        value={values.receipts}
        onChange={(receipts) => {
          form.setFieldValue('receipts', receipts);
          form.clearFieldError('receipts');
        }}
        required={type?.receiptRequired ?? false}
        error={form.errors.receipts}
      />
    </>
  );
}
