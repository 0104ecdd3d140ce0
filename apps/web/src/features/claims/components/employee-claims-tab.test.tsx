import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { foreignClaim, listOf, paidClaim, tanWeiMing } from '../admin-claims-test-data';
import { EmployeeClaimsTab } from './employee-claims-tab';

describe('EmployeeClaimsTab', () => {
  it("lists the person's claims with their amounts and status, each linking to its page", async () => {
    const asked: URLSearchParams[] = [];
    renderApp(<EmployeeClaimsTab employee={{ id: tanWeiMing.id, name: 'Tan Wei Ming' }} />, {
      session: 'admin',
      route: `/employees/${tanWeiMing.id}/claims-details`,
      handlers: [
        apiRoute.get('/claims', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return envelope(listOf([foreignClaim, paidClaim]));
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() =>
      expect(Object.fromEntries(asked[0] ?? [])).toEqual({
        page: '1',
        pageSize: '5',
        employeeId: tanWeiMing.id,
      }),
    );
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('Two rows were expected');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CL-000007', '03/02/2026', 'Taxi', 'USD 120.00', '$161.40', 'Submitted']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CL-000003', '02/11/2026', 'Meals', '$42.50', '—', 'Paid']);
    expect(within(first).getByRole('link', { name: 'CL-000007' })).toHaveAttribute(
      'href',
      `/claims/summary/${foreignClaim.id}`,
    );
    expect(screen.getByRole('link', { name: 'New claim' })).toHaveAttribute(
      'href',
      `/claims/summary/create?employee=${tanWeiMing.id}`,
    );
  });

  it('says when there are none', async () => {
    renderApp(<EmployeeClaimsTab employee={{ id: tanWeiMing.id, name: 'Tan Wei Ming' }} />, {
      session: 'admin',
      handlers: [apiRoute.get('/claims', () => envelope({ rows: [], total: 0, totals: [] }))],
    });
    expect(await screen.findByText('No claims yet.')).toBeVisible();
  });
});
