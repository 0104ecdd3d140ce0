import type { AdminClaimInput } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  claimSettings,
  foreignClaim,
  mealType,
  pdfReceipt,
  retiredType,
  tanWeiMing,
  taxiType,
} from '../admin-claims-test-data';

/** The create screen, its lists, and a POST /claims answered by `answer` (kept in `sent`). */
function renderCreate(answer: () => Response = () => envelope(foreignClaim, 201)) {
  const sent: AdminClaimInput[] = [];
  const uploads: string[] = [];
  const rendered = renderApp('/claims/summary/create', {
    session: 'admin',
    handlers: [
      apiRoute.get('/claims/types', () => envelope([taxiType, mealType, retiredType])),
      apiRoute.get('/claims/settings', () => envelope(claimSettings)),
      apiRoute.get('/employee', () => envelope([tanWeiMing])),
      apiRoute.post('/claims', async ({ request }) => {
        sent.push((await request.json()) as AdminClaimInput);
        return answer();
      }),
      apiRoute.post('/uploads', () => {
        uploads.push('file');
        return envelope(pdfReceipt, 201);
      }),
      apiRoute.get(`/claims/${foreignClaim.id}`, () => envelope(foreignClaim)),
    ],
  });
  return { ...rendered, sent, uploads };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Puts `text` in the field as a paste: one change, where typing is one a key. */
async function type(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillCommonFields() {
  await choose('Employee', 'Tan Wei Ming');
  await choose('Claim type', 'Taxi');
  await type('Claim date', '03/02/2026');
  await userEvent.tab();
  await type('Description', 'Taxi to the client in Jakarta');
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

describe('ClaimCreatePage', () => {
  it('offers the active types, SGD and the settings’ currencies', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'New claim' })).toBeVisible();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Claim type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Taxi',
      'Meals',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'SGD – Singapore Dollar',
      'MYR – Malaysian Ringgit',
      'USD – US Dollar',
    ]);
  });

  it('fixes the rate at 1 for SGD, and shows the SGD a foreign amount comes to', async () => {
    renderCreate();
    const rate = await screen.findByRole('textbox', { name: 'Exchange rate' });
    expect(rate).toBeDisabled();
    expect(rate).toHaveValue('1');
    await choose('Currency', 'USD – US Dollar');
    expect(rate).toBeEnabled();
    expect(rate).toHaveValue('');
    await type('Amount', '120');
    const sgd = screen.getByRole('status', { name: 'Amount in SGD' });
    expect(sgd).toHaveTextContent('—');
    await type('Exchange rate', '1.345');
    expect(sgd).toHaveTextContent('$161.40');
    // Half a cent rounds up.
    await type('Exchange rate', '1.333375');
    expect(sgd).toHaveTextContent('$160.01');
    await choose('Currency', 'SGD – Singapore Dollar');
    expect(rate).toBeDisabled();
    expect(rate).toHaveValue('1');
    expect(sgd).toHaveTextContent('$120.00');
  });

  it('submits a claim in a foreign currency with its rate and receipt', async () => {
    const { sent, uploads, router } = renderCreate();
    await screen.findByRole('combobox', { name: 'Claim type' });
    await fillCommonFields();
    await choose('Currency', 'USD – US Dollar');
    await type('Amount', '120');
    await type('Exchange rate', '1.345');
    await userEvent.upload(
      fileInput(),
      new File(['%PDF-1.4'], 'taxi-receipt.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('taxi-receipt.pdf')).toBeVisible();
    expect(uploads).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Claim has been submitted')).toBeVisible();
    expect(sent).toEqual([
      {
        employeeId: tanWeiMing.id,
        claimTypeId: taxiType.id,
        claimDate: '2026-03-02',
        amount: '120',
        currency: 'USD',
        exchangeRate: '1.345',
        description: 'Taxi to the client in Jakarta',
        receiptIds: [pdfReceipt.id],
        submit: true,
      },
    ]);
    // Once the dialog closes the new claim's page opens.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/claims/summary/${foreignClaim.id}`),
    );
  });

  it('keeps a draft without its receipt, and shows the field the server refuses beside it', async () => {
    const { sent } = renderCreate(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: 'amount: Taxi claims are limited to S$300.00 a month; S$50.00 is left',
          field: 'amount',
          data: null,
        },
        { status: 400 },
      ),
    );
    await screen.findByRole('combobox', { name: 'Claim type' });
    await fillCommonFields();
    await type('Amount', '150');
    expect(screen.getByRole('status', { name: 'Amount in SGD' })).toHaveTextContent('$150.00');

    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(
      'amount: Taxi claims are limited to S$300.00 a month; S$50.00 is left',
    );
    expect(sent).toEqual([
      expect.objectContaining({ amount: '150', currency: 'SGD', exchangeRate: '1', submit: false }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Taxi claims are limited to S$300.00 a month; S$50.00 is left'),
    );
  });

  it('checks the fields before sending: a receipt the type needs, and the limit per claim', async () => {
    const { sent } = renderCreate();
    await screen.findByRole('combobox', { name: 'Claim type' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose an employee')).toBeVisible();
    expect(screen.getByText('Choose a claim type')).toBeVisible();
    expect(screen.getByText('Enter the amount')).toBeVisible();
    expect(screen.getByText('Say what the claim is for')).toBeVisible();

    await fillCommonFields();
    await type('Amount', '250');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Taxi claims are limited to S$200.00 each')).toBeVisible();
    expect(screen.getByText('Attach a receipt: this claim type needs one')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('refuses a file the upload rules do not allow, and takes a receipt off again', async () => {
    const { uploads } = renderCreate();
    await screen.findByRole('combobox', { name: 'Claim type' });
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText(
        'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
      ),
    ).toBeVisible();
    await userEvent.upload(
      fileInput(),
      new File([new Uint8Array(2_097_153)], 'scan.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('File upload failed. The maximum file size is 2MB.'),
    ).toBeVisible();
    expect(uploads).toEqual([]);

    await userEvent.upload(
      fileInput(),
      new File(['%PDF-1.4'], 'taxi-receipt.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('taxi-receipt.pdf')).toBeVisible();
    expect(
      screen.queryByText('File upload failed. The maximum file size is 2MB.'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove taxi-receipt.pdf' }));
    expect(screen.queryByText('taxi-receipt.pdf')).not.toBeInTheDocument();
  });
});
