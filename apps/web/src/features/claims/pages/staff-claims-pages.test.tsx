import type { Claim, ClaimUsage } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import {
  claimOf,
  mealsType,
  mealsUsage,
  receiptId,
  transportType,
  transportUsage,
} from '../claim-test-data';

const asStaff = { session: 'employee' } as const;

const mine = claimOf();
const paid = claimOf({
  id: 'c2',
  number: 'CL-000002',
  claimType: { id: 'meals', name: 'Overtime meals', taxable: false },
  claimDate: '2026-02-10',
  amount: '42.50',
  currency: 'SGD',
  exchangeRate: '1',
  amountSgd: '42.50',
  status: 'paid',
  payrollMonth: '2026-02',
  payroll: { id: 'p1', payrollNo: 4, month: '2026-02' },
  paidAt: '2026-02-28T08:00:00.000Z',
  canEdit: false,
});
const teammates = claimOf({
  id: 'c9',
  number: 'CL-000009',
  employee: {
    id: 'e2',
    name: 'Nur Aisyah',
    employeeNumber: 'EMP-0002',
    departmentName: 'Finance',
  },
  description: 'Grab to the airport',
  canEdit: false,
  canDecide: true,
});

const list = (rows: Claim[]) => envelope({ rows, total: rows.length, totals: [] });

/** The list page's calls: my usage and claims, and the claims waiting for my decision. */
function listHandlers(
  claims: Claim[] = [mine, paid],
  waiting: Claim[] = [],
  usage: ClaimUsage[] = [transportUsage, mealsUsage],
): RequestHandler[] {
  return [
    apiRoute.get('/staff/claims/usage', () => envelope(usage)),
    apiRoute.get('/staff/claims/to-approve', () => list(waiting)),
    apiRoute.get('/staff/claims', () => list(claims)),
  ];
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('StaffClaimsPage', () => {
  it('shows my limits and my claims, and no "Claims to approve" when nothing waits', async () => {
    renderApp('/staff-claims', { ...asStaff, handlers: listHandlers() });

    const cards = await screen.findByRole('list', { name: 'My claim limits' });
    const transport = within(cards).getByRole('listitem', { name: 'Transport' });
    expect(transport).toHaveTextContent('This month$150.00 of $300.00');
    expect(transport).toHaveTextContent('This year$1,800.00 of $2,000.00');
    expect(transport).toHaveTextContent('Up to $100.00 per claim');
    expect(
      within(transport).getByRole('progressbar', {
        name: 'Transport: this month, 50% of the limit used',
      }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(
      within(transport).getByRole('progressbar', {
        name: 'Transport: this year, 90% of the limit used',
      }),
    ).toBeInTheDocument();
    const meals = within(cards).getByRole('listitem', { name: 'Overtime meals' });
    expect(meals).toHaveTextContent('$42.50 used, no limit');
    expect(meals).toHaveTextContent('No limit per claim');
    expect(within(meals).queryByRole('progressbar')).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'My claims' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('no rows');
    expect(cellTexts(first)).toEqual([
      'CL-000001',
      'Transport',
      '03/02/2026',
      'USD 50.00',
      '$67.25',
      'Mar 2026',
      '—',
      'Submitted',
    ]);
    expect(cellTexts(second)).toEqual([
      'CL-000002',
      'Overtime meals',
      '02/10/2026',
      '$42.50',
      '$42.50',
      'Feb 2026',
      '02/28/2026',
      'Paid',
    ]);
    expect(within(first).getByRole('link', { name: 'CL-000001' })).toHaveAttribute(
      'href',
      '/staff-claims/c1',
    );

    expect(screen.queryByRole('heading', { name: 'Claims to approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New claim' })).toHaveAttribute(
      'href',
      '/staff-claims/create',
    );
  });

  it('lists the claims waiting for my decision, each a link to it', async () => {
    const { router } = renderApp('/staff-claims', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/claims/c9', () => envelope(teammates)),
        ...listHandlers([mine], [teammates]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Claims to approve' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Claims to approve' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no row');
    expect(cellTexts(row)).toEqual([
      'Nur AisyahEMP-0002',
      'CL-000009',
      'Transport',
      '03/02/2026',
      'USD 50.00',
      '$67.25',
      'Grab to the airport',
    ]);
    await userEvent.click(within(row).getByRole('link', { name: 'CL-000009' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-claims/c9'));
  });

  it('asks the server for the status chosen', async () => {
    const asked: (string | null)[] = [];
    renderApp('/staff-claims', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/claims', ({ request }) => {
          const status = new URL(request.url).searchParams.get('status');
          asked.push(status);
          return list(status === 'rejected' ? [] : [mine]);
        }),
        ...listHandlers(),
      ],
    });
    await screen.findByRole('table', { name: 'My claims' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected claims.')).toBeInTheDocument();
    expect(asked).toContain('rejected');
  });

  it('says when there are no claims and no claim types yet', async () => {
    renderApp('/staff-claims', { ...asStaff, handlers: listHandlers([], [], []) });
    expect(
      await screen.findByText(
        'No claims yet. Make a new claim to be paid back for what you spent.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No claim types apply to you yet.')).toBeInTheDocument();
  });

  it('shows my claims as cards on a phone', async () => {
    setViewportWidth(390);
    renderApp('/staff-claims', { ...asStaff, handlers: listHandlers() });
    const cards = await screen.findByRole('list', { name: 'My claims' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Claim',
      'Claim type',
      'Date',
      'Amount',
      'In SGD',
      'Payroll month',
      'Paid',
      'Status',
    ]);
  });
});

/** What the claim form reads: the types I may claim and the currencies allowed. */
const formHandlers: RequestHandler[] = [
  apiRoute.get('/staff/claims/types', () => envelope([transportType, mealsType])),
  apiRoute.get('/staff/claims/settings', () =>
    envelope({ currencies: ['MYR', 'USD'], cutOffDay: 20 }),
  ),
];

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillNewClaim() {
  const user = userEvent.setup();
  await choose('Claim type', 'Transport');
  await user.type(screen.getByRole('textbox', { name: 'Claim date' }), '03/02/2026');
  await choose('Currency', 'USD – US Dollar');
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
  await user.type(screen.getByRole('textbox', { name: 'Exchange rate' }), '1.345');
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste('Taxi in Jakarta');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await user.upload(input, new File(['%PDF'], 'taxi.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('taxi.pdf')).toBeInTheDocument();
  return user;
}

const uploadHandler = apiRoute.post('/uploads', () =>
  envelope({ id: receiptId, name: 'taxi.pdf', contentType: 'application/pdf', size: 4 }, 201),
);

const newClaimBody = {
  claimTypeId: transportType.id,
  claimDate: '2026-03-02',
  amount: '50',
  currency: 'USD',
  exchangeRate: '1.345',
  description: 'Taxi in Jakarta',
  receiptIds: [receiptId],
};

describe('StaffClaimCreatePage', () => {
  it('offers only my types, and SGD at the rate 1 besides the allowed currencies', async () => {
    renderApp('/staff-claims/create', { ...asStaff, handlers: formHandlers });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Claim type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Transport',
      'Overtime meals',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'SGD – Singapore Dollar',
      'MYR – Malaysian Ringgit',
      'USD – US Dollar',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Exchange rate' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue('1');
  });

  it('shows the amount in SGD as it is typed, submits and goes back to the list', async () => {
    const sent: unknown[] = [];
    const { router } = renderApp('/staff-claims/create', {
      ...asStaff,
      handlers: [
        ...formHandlers,
        uploadHandler,
        apiRoute.post('/staff/claims', async ({ request }) => {
          sent.push(await request.json());
          return envelope(claimOf(), 201);
        }),
        ...listHandlers(),
      ],
    });
    await screen.findByRole('combobox', { name: 'Claim type' });
    const user = await fillNewClaim();
    expect(screen.getByRole('status', { name: 'Amount in SGD' })).toHaveTextContent('$67.25');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Claim has been submitted')).toBeInTheDocument();
    expect(sent).toEqual([{ ...newClaimBody, submit: true }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-claims'));
  });

  it('saves a draft with submit: false', async () => {
    const sent: unknown[] = [];
    renderApp('/staff-claims/create', {
      ...asStaff,
      handlers: [
        ...formHandlers,
        uploadHandler,
        apiRoute.post('/staff/claims', async ({ request }) => {
          sent.push(await request.json());
          return envelope(claimOf({ status: 'draft' }), 201);
        }),
        ...listHandlers(),
      ],
    });
    await screen.findByRole('combobox', { name: 'Claim type' });
    const user = await fillNewClaim();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Claim has been saved')).toBeInTheDocument();
    expect(sent).toEqual([{ ...newClaimBody, submit: false }]);
  });

  it("shows the server's refusal of the amount on the amount field", async () => {
    const message = 'amount: Transport claims are limited to S$300.00 a month; S$150.00 is left';
    renderApp('/staff-claims/create', {
      ...asStaff,
      handlers: [
        ...formHandlers,
        uploadHandler,
        apiRoute.post('/staff/claims', () =>
          HttpResponse.json(
            { statusCode: 400, message, data: null, field: 'amount' },
            { status: 400 },
          ),
        ),
      ],
    });
    await screen.findByRole('combobox', { name: 'Claim type' });
    const user = await fillNewClaim();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getAllByText('Transport claims are limited to S$300.00 a month; S$150.00 is left')
        .length,
    ).toBeGreaterThan(0);
  });

  it('still takes a claim in SGD when the currencies cannot be read', async () => {
    const sent: unknown[] = [];
    const { router } = renderApp('/staff-claims/create', {
      ...asStaff,
      handlers: [
        apiRoute.get('/staff/claims/types', () => envelope([transportType, mealsType])),
        apiRoute.get('/staff/claims/settings', () => envelope(null, 404, 'Not found')),
        apiRoute.post('/staff/claims', async ({ request }) => {
          sent.push(await request.json());
          return envelope(claimOf({ currency: 'SGD' }), 201);
        }),
        ...listHandlers(),
      ],
    });
    const user = userEvent.setup();
    await choose('Claim type', 'Overtime meals');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'SGD – Singapore Dollar',
    ]);
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Claim date' }), '03/02/2026');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '12.80');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Dinner');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The claims' change asks again for what the lists show, not for the form's choices.
    expect(await screen.findByText('Claim has been submitted')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        claimTypeId: mealsType.id,
        claimDate: '2026-03-02',
        amount: '12.80',
        currency: 'SGD',
        exchangeRate: '1',
        description: 'Dinner',
        receiptIds: [],
        submit: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-claims'));
  });

  it("refuses a receipt the upload rules do not allow, with the spec's messages", async () => {
    renderApp('/staff-claims/create', { ...asStaff, handlers: formHandlers });
    await screen.findByRole('combobox', { name: 'Claim type' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText(
        'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
      ),
    ).toBeVisible();
    await userEvent.upload(
      input,
      new File([new Uint8Array(2_097_153)], 'scan.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('File upload failed. The maximum file size is 2MB.'),
    ).toBeVisible();
  });
});

describe('StaffClaimEditPage', () => {
  it('fills the form with the claim, and saves a returned claim as a draft or submits it', async () => {
    const returned = claimOf({ status: 'returned', canEdit: true, canSubmit: true });
    const saved: unknown[] = [];
    const { router } = renderApp('/staff-claims/c1/edit', {
      ...asStaff,
      handlers: [
        ...formHandlers,
        apiRoute.get('/staff/claims/c1', () => envelope(returned)),
        apiRoute.put('/staff/claims/c1', async ({ request }) => {
          saved.push(await request.json());
          return envelope(claimOf({ status: 'submitted' }));
        }),
      ],
    });
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Taxi to the client in Jakarta');
    expect(screen.getByRole('combobox', { name: 'Claim type' })).toHaveValue('Transport');
    expect(screen.getByRole('textbox', { name: 'Claim date' })).toHaveValue('03/02/2026');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50.00');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD – US Dollar');
    expect(screen.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue('1.345');
    expect(screen.getByText('taxi.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(description);
    await user.type(description, 'Taxi to the client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Claim has been submitted')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        claimTypeId: transportType.id,
        claimDate: '2026-03-02',
        amount: '50.00',
        currency: 'USD',
        exchangeRate: '1.345',
        description: 'Taxi to the client',
        receiptIds: [receiptId],
        submit: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-claims/c1'));
  });

  it('keeps a submitted claim submitted: Save, no draft', async () => {
    renderApp('/staff-claims/c1/edit', {
      ...asStaff,
      handlers: [...formHandlers, apiRoute.get('/staff/claims/c1', () => envelope(claimOf()))],
    });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });

  it('says a decided claim can no longer be changed', async () => {
    renderApp('/staff-claims/c1/edit', {
      ...asStaff,
      handlers: [
        ...formHandlers,
        apiRoute.get('/staff/claims/c1', () =>
          envelope(claimOf({ status: 'approved', canEdit: false })),
        ),
      ],
    });
    expect(await screen.findByText('This claim can no longer be changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the claim' })).toHaveAttribute(
      'href',
      '/staff-claims/c1',
    );
  });
});

/** The receipt the detail page previews. */
const receiptHandler = apiRoute.get(
  `/uploads/${receiptId}`,
  () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
);

describe('StaffClaimPage', () => {
  it('shows the claim with its receipt, history, payroll and a possible duplicate', async () => {
    renderApp('/staff-claims/c2', {
      ...asStaff,
      handlers: [
        receiptHandler,
        apiRoute.get('/staff/claims/c2', () =>
          envelope(
            claimOf({
              ...paid,
              receipts: mine.receipts,
              approverName: 'Lim Mei Ling',
              possibleDuplicates: [{ id: 'c7', number: 'CL-000007' }],
              events: [
                ...mine.events,
                {
                  kind: 'approved',
                  level: 1,
                  actorName: 'Lim Mei Ling',
                  comment: 'Fine',
                  at: '2026-02-12T02:00:00.000Z',
                },
                {
                  kind: 'paid',
                  level: null,
                  actorName: null,
                  comment: null,
                  at: '2026-02-28T08:00:00.000Z',
                },
              ],
            }),
          ),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Overtime meals claim' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Claim CL-000002' });
    expect(details).toHaveTextContent('Payroll #4 · Feb 2026');
    expect(details).toHaveTextContent('Approved byLim Mei Ling');
    expect(details).toHaveTextContent('$42.50');
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Fine')).toBeVisible();
    expect(await screen.findByTitle('Receipt taxi.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CL-000007' })).toHaveAttribute(
      'href',
      '/staff-claims/c7',
    );
    for (const name of ['Edit', 'Submit', 'Delete', 'Approve', 'Reject']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('submits and deletes a draft, and offers its edit', async () => {
    const calls: string[] = [];
    const draft = claimOf({
      status: 'draft',
      submittedAt: null,
      payrollMonth: null,
      canEdit: true,
      canSubmit: true,
      canDelete: true,
    });
    const { router } = renderApp('/staff-claims/c1', {
      ...asStaff,
      handlers: [
        receiptHandler,
        apiRoute.get('/staff/claims/c1', () => envelope(draft)),
        apiRoute.post('/staff/claims/c1/submit', () => {
          calls.push('submit');
          return envelope(claimOf());
        }),
        apiRoute.delete('/staff/claims/c1', () => {
          calls.push('delete');
          return envelope(null);
        }),
        ...listHandlers(),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/staff-claims/c1/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Claim has been submitted')).toBeInTheDocument();
    expect(calls).toEqual(['submit']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete claim' });
    expect(dialog).toHaveTextContent(
      'Deleting your claim CL-000001 (Transport, USD 50.00). Are you sure you want to proceed?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Claim has been deleted')).toBeInTheDocument();
    expect(calls).toEqual(['submit', 'delete']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-claims'));
  });

  it('lets an approver approve, and reject or return only with a comment', async () => {
    const decisions: unknown[] = [];
    renderApp('/staff-claims/c9', {
      ...asStaff,
      handlers: [
        receiptHandler,
        apiRoute.get('/staff/claims/c9', () => envelope(teammates)),
        apiRoute.post('/staff/claims/:id/:decision', async ({ request, params }) => {
          decisions.push({ id: params.id, decision: params.decision, body: await request.json() });
          return envelope({ ...teammates, status: 'returned', canDecide: false });
        }),
      ],
    });
    expect(await screen.findByText('This claim is waiting for your decision.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Return for changes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Return claim for changes' });
    expect(dialog).toHaveTextContent(
      "Returning Nur Aisyah's claim CL-000009 (Transport, USD 50.00).",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for changes' }));
    expect(within(dialog).getByText('Say why the claim is returned')).toBeVisible();
    expect(decisions).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What to change/ }),
      'Add the receipt',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for changes' }));
    expect(await screen.findByText('Claim has been returned for changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the claim is rejected')).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve claim' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Claim has been approved')).toBeInTheDocument();
    expect(decisions).toEqual([
      { id: 'c9', decision: 'return', body: { comment: 'Add the receipt' } },
      { id: 'c9', decision: 'approve', body: { comment: null } },
    ]);
  });

  it('says so when the claim is not theirs', async () => {
    renderApp('/staff-claims/c7', {
      ...asStaff,
      handlers: [apiRoute.get('/staff/claims/c7', () => envelope(null, 404, 'No'))],
    });
    expect(await screen.findByText('Claim not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my claims' })).toHaveAttribute(
      'href',
      '/staff-claims',
    );
  });
});
