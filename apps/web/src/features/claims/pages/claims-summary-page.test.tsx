import type { Claim } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { foreignClaim, listOf, mealType, paidClaim, taxiType } from '../admin-claims-test-data';

const engineering = { id: '6b1d0c3e-0000-4000-8000-0000000000d1', name: 'Engineering' };

/** Answers the list with `rows`, and keeps the query of each request for it. */
function listAnswers(rows: Claim[], total = rows.length) {
  const asked: URLSearchParams[] = [];
  const handler = apiRoute.get('/claims', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return envelope(listOf(rows, total));
  });
  return { asked, handler };
}

const pickLists = [
  apiRoute.get('/claims/types', () => envelope([taxiType, mealType])),
  apiRoute.get('/organization/departments', () => envelope([engineering])),
];

function renderList(path: string, rows: Claim[], handlers: RequestHandler[] = [], total?: number) {
  const list = listAnswers(rows, total);
  const rendered = renderApp(path, {
    session: 'admin',
    handlers: [list.handler, ...pickLists, ...handlers],
  });
  return { ...rendered, asked: list.asked };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

describe('ClaimsSummaryPage', () => {
  it('lists each claim with its amount (in SGD too when foreign), status and approver', async () => {
    renderList('/claims/summary', [foreignClaim, paidClaim]);
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Claim',
      'Employee',
      'Claim type',
      'Date',
      'Amount',
      'Status',
      'Approver',
      'Action',
    ]);
    const [, submitted, paid] = within(table).getAllByRole('row');
    if (!submitted || !paid) throw new Error('Two rows were expected');
    expect(
      within(submitted)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'CL-000007',
      'Tan Wei MingEMP-0001',
      'Taxi',
      '03/02/2026',
      'USD 120.00$161.40 SGD',
      'Submitted',
      'Reporting manager: Lim Mei Ling',
      '',
    ]);
    expect(
      within(paid)
        .getAllByRole('cell')
        .slice(3, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['02/11/2026', '$42.50', 'Paid', 'Lim Mei Ling']);
    const names = (row: HTMLElement) =>
      [...row.querySelectorAll('a, button')].map(
        (control) => control.getAttribute('aria-label')?.split(' ')[0],
      );
    expect(names(submitted)).toEqual(['View', 'Approve', 'Reject', 'Return', 'Edit']);
    expect(names(paid)).toEqual(['View']);
  });

  it('shows the count and SGD amount of each status as cards above the list', async () => {
    renderList('/claims/summary', [foreignClaim]);
    const totals = await screen.findByRole('list', { name: 'Totals by status' });
    await waitFor(() =>
      expect(
        within(totals)
          .getAllByRole('button')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual([
        'Draft: 0 claims, $0.00',
        'Submitted: 4 claims, $512.40',
        'Approved: 2 claims, $90.00',
        'Rejected: 0 claims, $0.00',
        'Returned for changes: 0 claims, $0.00',
        'Paid: 11 claims, $1,234.50',
      ]),
    );
    expect(within(totals).getByRole('button', { name: /^Paid/ })).toHaveTextContent(
      'Paid11$1,234.50',
    );
  });

  it("sends the address's filters in the query, and the filters chosen after", async () => {
    const { asked, router } = renderList(
      `/claims/summary?status=submitted&type=${taxiType.id}&department=${engineering.id}&from=2026-03-01&to=2026-03-31&search=tan`,
      [foreignClaim],
    );
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeVisible();
    await waitFor(() =>
      expect(last(asked)).toEqual({
        page: '1',
        pageSize: '5',
        status: 'submitted',
        claimTypeId: taxiType.id,
        departmentId: engineering.id,
        from: '2026-03-01',
        to: '2026-03-31',
        search: 'tan',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tan');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(last(asked).status).toBe('approved'));
    expect(router.state.location.search).toContain('status=approved');

    // A status's card filters by it too, and again clears it.
    await userEvent.click(screen.getByRole('button', { name: /^Paid: / }));
    await waitFor(() => expect(last(asked).status).toBe('paid'));
    await userEvent.click(screen.getByRole('button', { name: /^Paid: / }));
    await waitFor(() => expect(last(asked).status).toBeUndefined());

    await userEvent.click(screen.getByRole('combobox', { name: 'Claim type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meals' }));
    await waitFor(() => expect(last(asked).claimTypeId).toBe(mealType.id));

    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.clear(search);
    await userEvent.type(search, 'CL-000007');
    await waitFor(() => expect(last(asked).search).toBe('CL-000007'));
  });

  it('asks the server for the page chosen', async () => {
    const { asked } = renderList('/claims/summary', [foreignClaim], [], 12);
    await screen.findByRole('table', { name: 'Claims' });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(last(asked).page).toBe('2'));
  });

  it('opens a claim from its row', async () => {
    const { router } = renderList(
      '/claims/summary',
      [foreignClaim],
      [apiRoute.get(`/claims/${foreignClaim.id}`, () => envelope(foreignClaim))],
    );
    const table = await screen.findByRole('table', { name: 'Claims' });
    await userEvent.click(within(table).getByText('Taxi'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/claims/summary/${foreignClaim.id}`),
    );
  });

  it('returns a claim for changes from the list, with the comment it needs', async () => {
    const sent: unknown[] = [];
    renderList(
      '/claims/summary',
      [foreignClaim],
      [
        apiRoute.post('/claims/:id/return', async ({ request, params }) => {
          sent.push({ id: params.id, body: await request.json() });
          return envelope({ ...foreignClaim, status: 'returned', canDecide: false });
        }),
      ],
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Return claim CL-000007 of Tan Wei Ming' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Return claim for changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for changes' }));
    expect(within(dialog).getByText('Say why the claim is returned')).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What to change' }),
      'Attach the receipt',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for changes' }));
    expect(await screen.findByText('Claim has been returned for changes')).toBeVisible();
    expect(sent).toEqual([{ id: foreignClaim.id, body: { comment: 'Attach the receipt' } }]);
  });

  it('shows each claim as a card on a phone', async () => {
    setViewportWidth(390);
    renderList('/claims/summary', [foreignClaim]);
    const cards = await screen.findByRole('list', { name: 'Claims' });
    expect(within(cards).getByText('USD 120.00')).toBeVisible();
    expect(
      within(cards).getByRole('button', { name: 'Approve claim CL-000007 of Tan Wei Ming' }),
    ).toBeVisible();
  });

  it('redirects /claims to the summary', async () => {
    const { router } = renderList('/claims', [foreignClaim]);
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/claims/summary');
  });

  it('says when nothing matches', async () => {
    renderList('/claims/summary?status=rejected', []);
    expect(await screen.findByText('No claims found')).toBeVisible();
    expect(screen.getByText('Try another search or clear the filters.')).toBeVisible();
  });
});
