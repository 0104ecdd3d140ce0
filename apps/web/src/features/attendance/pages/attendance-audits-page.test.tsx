import type { AttendanceAudit } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { answeredAudit, changedAudit, waitingAudit } from '../attendance-audit-test-data';
import { testNow } from '../attendance-log-test-data';

/**
 * Answers the list and each form from `forms`, keeping each list query and each review sent; a
 * review answers with `reviewed`'s form, or `refusal`.
 */
function auditsApi(
  forms: AttendanceAudit[],
  {
    reviewed,
    refusal,
  }: { reviewed?: AttendanceAudit; refusal?: { status: number; message: string } } = {},
) {
  const asked: URLSearchParams[] = [];
  const reviews: { id: string | readonly string[] | undefined; body: unknown }[] = [];
  let current = forms;
  const handlers: RequestHandler[] = [
    apiRoute.get('/attendance/audits', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return envelope({ items: current, total: current.length });
    }),
    apiRoute.get('/attendance/audits/:id', ({ params }) => {
      const form = current.find((audit) => audit.id === params.id);
      return form ? envelope(form) : envelope(null, 404, 'Audit form not found');
    }),
    apiRoute.post('/attendance/audits/:id/review', async ({ params, request }) => {
      reviews.push({ id: params.id, body: await request.json() });
      if (refusal) return envelope(null, refusal.status, refusal.message);
      if (!reviewed) throw new Error('No review answer given');
      current = current.map((audit) => (audit.id === reviewed.id ? reviewed : audit));
      return envelope(reviewed);
    }),
  ];
  return { handlers, asked, reviews };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: testNow });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AttendanceAuditsPage', () => {
  it('lists the forms, waiting ones first as the server orders them, and filters them', async () => {
    const api = auditsApi([answeredAudit, waitingAudit, changedAudit]);
    const { router } = renderApp('/attendance/audits', {
      session: 'admin',
      handlers: api.handlers,
    });
    const table = await screen.findByRole('table', { name: 'Audit forms' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Lim Mei LingEMP-0002',
      'Tan Wei MingEMP-0001',
      'Tan Wei MingEMP-0001',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Lim Mei LingEMP-0002',
      '03/03/2026',
      'Opened by an admin',
      'Pending Reviewer',
      'Please confirm your hours',
      'Test User',
      '03/05/2026 11:00',
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent(
      'CompletedApplied',
    );
    expect(last(api.asked)).toEqual({ page: '1', pageSize: '5' });
    expect(screen.getByRole('link', { name: 'Audits' })).toHaveAttribute(
      'href',
      '/attendance/audits',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending Employee' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Tan');
    await waitFor(() =>
      expect(last(api.asked)).toEqual({
        page: '1',
        pageSize: '5',
        status: 'Pending Employee',
        search: 'Tan',
      }),
    );
    expect(router.state.location.search).toBe('?status=Pending+Employee&search=Tan');
  });

  it("applies an employee's answer, as proposed or changed, to the log", async () => {
    const applied: AttendanceAudit = {
      ...answeredAudit,
      status: 'Completed',
      outcome: 'applied',
      events: [
        ...answeredAudit.events,
        {
          id: 'e9',
          kind: 'applied',
          actorName: 'Test User',
          times: { checkInAt: '2026-03-03T01:00:00.000Z', checkOutAt: '2026-03-03T10:30:00.000Z' },
          comment: 'Confirmed with the manager',
          at: '2026-03-06T02:00:00.000Z',
        },
      ],
    };
    const api = auditsApi([answeredAudit, waitingAudit], { reviewed: applied });
    const { router } = renderApp('/attendance/audits', {
      session: 'admin',
      handlers: api.handlers,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Lim Mei Ling' }));
    const panel = await screen.findByRole('dialog', { name: 'Lim Mei Ling, 03/03/2026' });
    expect(router.state.location.search).toBe(`?form=${answeredAudit.id}`);
    expect(fact(panel, 'Times before')).toBe('09:20 – 17:30');
    expect(fact(panel, 'Times asked for')).toBe('09:00 – 18:00');
    const history = within(panel).getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Answered by the employee by Lim Mei Ling');
    expect(history).toHaveTextContent('The card reader was down');
    expect(
      within(panel).getByRole('link', { name: "Open the day's attendance log" }),
    ).toHaveAttribute('href', `/attendance/log-list/${answeredAudit.logId}`);

    const review = within(panel).getByRole('region', { name: 'Review' });
    expect(within(review).getByLabelText(/^Check-in time/)).toHaveValue('09:00');
    expect(within(review).getByLabelText(/^Check-out time/)).toHaveValue('18:00');
    const checkOut = within(review).getByLabelText(/^Check-out time/);
    await userEvent.clear(checkOut);
    await userEvent.type(checkOut, '18:30');
    await userEvent.type(
      within(review).getByRole('textbox', { name: /^Comment/ }),
      'Confirmed with the manager',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Apply to the log' }));

    expect(await screen.findByText('The change has been applied to the log')).toBeVisible();
    expect(api.reviews).toEqual([
      {
        id: answeredAudit.id,
        body: {
          decision: 'apply',
          checkInAt: '2026-03-03T01:00:00.000Z',
          checkOutAt: '2026-03-03T10:30:00.000Z',
          comment: 'Confirmed with the manager',
        },
      },
    ]);
    // Completed, the form is shown as it ended, with nothing left to decide.
    await waitFor(() => expect(fact(panel, 'Status')).toBe('CompletedApplied'));
    expect(within(panel).queryByRole('region', { name: 'Review' })).toBeNull();
    expect(within(panel).getByRole('region', { name: 'History' })).toHaveTextContent(
      'Applied to the log by Test User',
    );
  });

  it('turns down a form still waiting on the employee, with the reason', async () => {
    const turnedDown: AttendanceAudit = {
      ...waitingAudit,
      status: 'Completed',
      outcome: 'rejected',
    };
    const api = auditsApi([waitingAudit], { reviewed: turnedDown });
    renderApp(`/attendance/audits?form=${waitingAudit.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    const panel = await screen.findByRole('dialog', { name: 'Tan Wei Ming, 03/07/2026' });
    const review = await within(panel).findByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Waiting for Tan Wei Ming to give the times.');
    expect(within(review).queryByRole('button', { name: 'Apply to the log' })).toBeNull();
    await userEvent.click(within(review).getByRole('button', { name: 'Turn down' }));
    expect(await within(review).findByText('Say why it is turned down')).toBeVisible();
    expect(api.reviews).toEqual([]);

    await userEvent.type(
      within(review).getByRole('textbox', { name: /^Comment/ }),
      'Asked the wrong person',
    );
    await userEvent.click(within(review).getByRole('button', { name: 'Turn down' }));
    expect(await screen.findByText('The form has been turned down')).toBeVisible();
    expect(api.reviews).toEqual([
      { id: waitingAudit.id, body: { decision: 'reject', comment: 'Asked the wrong person' } },
    ]);
    await waitFor(() => expect(fact(panel, 'Status')).toBe('CompletedTurned down'));
  });

  it('says why the server refused a decision, keeping what was typed', async () => {
    const api = auditsApi([answeredAudit], {
      refusal: { status: 409, message: 'This form is completed already' },
    });
    renderApp(`/attendance/audits?form=${answeredAudit.id}`, {
      session: 'admin',
      handlers: api.handlers,
    });
    const panel = await screen.findByRole('dialog', { name: 'Lim Mei Ling, 03/03/2026' });
    const review = await within(panel).findByRole('region', { name: 'Review' });
    await userEvent.click(within(review).getByRole('button', { name: 'Apply to the log' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'This form is completed already',
    );
    expect(within(review).getByLabelText(/^Check-in time/)).toHaveValue('09:00');
  });

  it('closes the panel, leaving the list as it was', async () => {
    const api = auditsApi([answeredAudit]);
    const { router } = renderApp(
      `/attendance/audits?status=Pending+Reviewer&form=${answeredAudit.id}`,
      {
        session: 'admin',
        handlers: api.handlers,
      },
    );
    const panel = await screen.findByRole('dialog', { name: 'Lim Mei Ling, 03/03/2026' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Pending+Reviewer'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when no form matches', async () => {
    renderApp('/attendance/audits?status=Completed', {
      session: 'admin',
      handlers: auditsApi([]).handlers,
    });
    expect(await screen.findByText('No audit forms found')).toBeVisible();
    expect(screen.getByText('Try another search or clear the filters.')).toBeVisible();
  });
});
