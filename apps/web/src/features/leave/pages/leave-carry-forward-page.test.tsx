import type { CarryForwardReport } from '@tembusu/contracts/leave';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const report: CarryForwardReport = {
  year: 2027,
  runDate: '2027-01-15',
  types: [
    { id: 't1', name: 'Annual leave', carryForwardLimit: '5.0', carryForwardExpiryMonths: 3 },
  ],
  rows: [
    {
      employeeId: 'e1',
      employeeName: 'Tan Wei Ming',
      employeeNumber: 'EMP-0001',
      leaveTypeId: 't1',
      leaveTypeName: 'Annual leave',
      yearStart: '2027-01-01',
      unused: '7.0',
      carried: '5.0',
      forfeited: '2.0',
      expiresOn: '2027-04-01',
      runAt: '2027-01-14T17:30:00.000Z',
    },
  ],
  totals: { unused: '7.0', carried: '5.0', forfeited: '2.0' },
};

function renderPage(runAnswer: () => Response) {
  const asked: string[] = [];
  let runs = 0;
  renderApp('/leaves/carry-forward?year=2027', {
    session: 'admin',
    handlers: [
      apiRoute.get('/leaves/carry-forward', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return envelope(report);
      }),
      apiRoute.post('/leaves/carry-forward/run', () => {
        runs += 1;
        return runAnswer();
      }),
    ],
  });
  return { asked, runs: () => runs };
}

describe('LeaveCarryForwardPage', () => {
  it("lists what was carried into the year with what was forfeited, and the type's rule", async () => {
    const { asked } = renderPage(() => envelope({ carried: 0 }));
    const table = await screen.findByRole('table', { name: 'Leave carried into 2027' });
    expect(asked[0]).toBe('/api/v1/leaves/carry-forward?year=2027');
    const row = within(table).getByRole('row', { name: /Tan Wei Ming/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tan Wei MingEMP-0001',
      'Annual leave',
      '01/01/2027',
      '7.0',
      '5.0',
      '2.0',
      '04/01/2027',
    ]);
    expect(screen.getByText('Days forfeited').parentElement).toHaveTextContent('2.0');
    expect(
      screen.getByText(/Annual leave: up to 5.0 days, used within 3 months/),
    ).toHaveTextContent('Runs on 01/15/2027');
  });

  it('runs what is due by hand and says how many balances were carried', async () => {
    const { runs } = renderPage(() => envelope({ carried: 3 }, 200, 'Carry-forward has run'));
    await screen.findByRole('table', { name: 'Leave carried into 2027' });
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('Carry-forward has run: 3 balances carried forward'),
    ).toBeInTheDocument();
    expect(runs()).toBe(1);
  });

  it("shows the server's refusal before the run date", async () => {
    renderPage(() =>
      envelope(
        null,
        409,
        'The carry-forward into 2027 runs from 01/15/2027, as the leave settings say',
      ),
    );
    await screen.findByRole('table', { name: 'Leave carried into 2027' });
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText(
        'The carry-forward into 2027 runs from 01/15/2027, as the leave settings say',
      ),
    ).toBeInTheDocument();
  });
});
