import type { ShiftSchedule, StaffShift } from '@tembusu/contracts/attendance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { addMonths, monthText, todayDate } from '../components/roster-dates';

const thisMonth = () => todayDate().slice(0, 7);

const night = (month: string): StaffShift => ({
  id: 's-1',
  workDate: `${month}-03`,
  name: 'Night',
  colour: '#7048e8',
  branchName: 'Changi',
  timeZone: 'Asia/Singapore',
  startAt: `${month}-03T14:00:00.000Z`,
  endAt: `${month}-03T22:00:00.000Z`,
  startTime: '22:00',
  endTime: '06:00',
  overnight: true,
  breakMinutes: 30,
  paidMinutes: 450,
});

const feedUrl = `https://hr.tembusu.example/api/v1/shift-feed/${'k'.repeat(43)}.ics`;

function renderSchedule(feed: ShiftSchedule['feed'] = null, address = '/staff-shift-schedule') {
  const months: string[] = [];
  let links = 0;
  let removed = 0;
  const view = renderApp(address, {
    session: 'employee',
    handlers: [
      apiRoute.get('/staff/shift-schedule', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        months.push(month);
        return envelope({
          month,
          shifts: month === thisMonth() ? [night(month)] : [],
          feed,
        } satisfies ShiftSchedule);
      }),
      apiRoute.post('/staff/shift-schedule/feed', () => {
        links += 1;
        return envelope(
          { url: feedUrl.replace('kkk', `k${links}k`), createdAt: '2027-12-20T02:00:00.000Z' },
          201,
        );
      }),
      apiRoute.delete('/staff/shift-schedule/feed', () => {
        removed += 1;
        return envelope(null);
      }),
    ],
  });
  return { ...view, months, links: () => links, removed: () => removed };
}

describe('StaffShiftSchedulePage', () => {
  it("lists this month's days with my shifts, and moves a month at a time", async () => {
    const { months } = renderSchedule();
    const list = await screen.findByRole('list', { name: `Shifts in ${monthText(thisMonth())}` });
    expect(months[0]).toBe(thisMonth());
    const third = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Night'));
    expect(third).toHaveTextContent('Night22:00–06:00 (next day)');
    expect(third).toHaveTextContent('Changi · 7 h 30 min paid · break 30 min');
    expect(screen.getByText('1 shift')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      await screen.findByRole('list', {
        name: `Shifts in ${monthText(addMonths(thisMonth(), 1))}`,
      }),
    ).toBeInTheDocument();
    expect(months.at(-1)).toBe(addMonths(thisMonth(), 1));
    expect(screen.getByText('No shifts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(months.at(-1)).toBe(addMonths(thisMonth(), -1)));
  });

  it('opens the month the address names', async () => {
    const { months } = renderSchedule(null, '/staff-shift-schedule?month=2028-05');
    expect(await screen.findByRole('list', { name: 'Shifts in May 2028' })).toBeInTheDocument();
    expect(months).toEqual(['2028-05']);
  });

  it('makes a calendar link, shows it once with a copy button and how to subscribe', async () => {
    const { links } = renderSchedule();
    await userEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const field = await screen.findByRole('textbox', { name: 'Calendar link' });
    expect(links()).toBe(1);
    expect(field).toHaveValue(feedUrl.replace('kkk', 'k1k'));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('iPhone or iPad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the link in Calendar' })).toHaveAttribute(
      'href',
      feedUrl.replace('kkk', 'k1k').replace('https:', 'webcal:'),
    );
    expect(screen.getByText('Android (Google Calendar)')).toBeInTheDocument();
  });

  it('resets an existing link after asking, and turns it off', async () => {
    const { links, removed } = renderSchedule({ createdAt: '2027-12-01T02:00:00.000Z' });
    expect(await screen.findByText(/You made a calendar link on/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset the calendar link' });
    expect(confirm).toHaveTextContent('the old one stops working');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(
      feedUrl.replace('kkk', 'k1k'),
    );
    expect(links()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn the calendar link off' });
    await userEvent.click(within(off).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(removed()).toBe(1));
  });
});
