import type { Claim, ClaimInput } from '@tembusu/contracts/claims';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  claimSettings,
  foreignClaim,
  mealType,
  paidClaim,
  pdfReceipt,
  photoReceipt,
  retiredType,
  taxiType,
} from '../admin-claims-test-data';

function renderEdit(claim: Claim) {
  const sent: ClaimInput[] = [];
  const rendered = renderApp(`/claims/summary/${claim.id}/edit`, {
    session: 'admin',
    handlers: [
      apiRoute.get(`/claims/${claim.id}`, () => envelope(claim)),
      apiRoute.get('/claims/types', () => envelope([taxiType, mealType, retiredType])),
      apiRoute.get('/claims/settings', () => envelope(claimSettings)),
      apiRoute.put(`/claims/${claim.id}`, async ({ request }) => {
        const input = (await request.json()) as ClaimInput;
        sent.push(input);
        return envelope({ ...claim, amount: input.amount });
      }),
    ],
  });
  return { ...rendered, sent };
}

const buttons = () =>
  [...document.querySelectorAll('form button, form a')]
    .map((control) => control.textContent)
    .filter((text) => ['Cancel', 'Save as draft', 'Submit', 'Save'].includes(text ?? ''));

describe('ClaimEditPage', () => {
  it('fills the form with the claim, and saves a submitted one as it stands', async () => {
    const { sent, router } = renderEdit(foreignClaim);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByRole('heading', { name: 'Edit claim' })).toBeVisible();
    expect(screen.getByText('CL-000007 ·', { exact: false })).toHaveTextContent(
      'CL-000007 · Tan Wei Ming (EMP-0001)',
    );
    expect(screen.getByRole('combobox', { name: 'Claim type' })).toHaveValue('Taxi');
    expect(screen.getByRole('textbox', { name: 'Claim date' })).toHaveValue('03/02/2026');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD – US Dollar');
    expect(amount).toHaveValue('120.00');
    expect(screen.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue('1.345');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Taxi to the client in Jakarta',
    );
    expect(screen.getByRole('status', { name: 'Amount in SGD' })).toHaveTextContent('$161.40');
    expect(screen.getByRole('button', { name: `Remove ${pdfReceipt.name}` })).toBeVisible();
    expect(screen.getByRole('button', { name: `Remove ${photoReceipt.name}` })).toBeVisible();
    expect(buttons()).toEqual(['Cancel', 'Save']);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/claims/summary/${foreignClaim.id}`,
    );

    await userEvent.clear(amount);
    await userEvent.click(amount);
    await userEvent.paste('110.5');
    expect(screen.getByRole('status', { name: 'Amount in SGD' })).toHaveTextContent('$148.62');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${photoReceipt.name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Claim has been submitted')).toBeVisible();
    expect(sent).toEqual([
      {
        claimTypeId: taxiType.id,
        claimDate: '2026-03-02',
        amount: '110.5',
        currency: 'USD',
        exchangeRate: '1.345',
        description: 'Taxi to the client in Jakarta',
        receiptIds: [pdfReceipt.id],
        submit: true,
      },
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/claims/summary/${foreignClaim.id}`),
    );
  });

  it('offers a returned claim as a draft again, or to submit', async () => {
    const { sent } = renderEdit({ ...foreignClaim, status: 'returned', canDecide: false });
    await screen.findByRole('textbox', { name: 'Amount' });
    expect(buttons()).toEqual(['Cancel', 'Save as draft', 'Submit']);
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Claim has been saved')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ amount: '120.00', submit: false })]);
  });

  it('says when a claim can no longer be edited', async () => {
    renderEdit(paidClaim);
    expect(await screen.findByText('This claim can no longer be edited')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the claim' })).toHaveAttribute(
      'href',
      `/claims/summary/${paidClaim.id}`,
    );
  });
});
