import type { Claim } from '@tembusu/contracts/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  draftClaim,
  foreignClaim,
  paidClaim,
  pdfReceipt,
  photoReceipt,
} from '../admin-claims-test-data';

function renderClaim(claim: Claim, handlers: RequestHandler[] = []) {
  const fileAsks: (string | null)[] = [];
  const rendered = renderApp(`/claims/summary/${claim.id}`, {
    session: 'admin',
    handlers: [
      apiRoute.get(`/claims/${claim.id}`, () => envelope(claim)),
      apiRoute.get('/uploads/:id', ({ params, request }) => {
        fileAsks.push(request.headers.get('Authorization'));
        const receipt = [pdfReceipt, photoReceipt].find((one) => one.id === params.id);
        return new HttpResponse(`bytes of ${receipt?.name}`, {
          headers: { 'Content-Type': receipt?.contentType ?? 'application/octet-stream' },
        });
      }),
      ...handlers,
    ],
  });
  return { ...rendered, fileAsks };
}

/** The page's action buttons, in order. */
const actionNames = () =>
  [...document.querySelectorAll('main a, main button')]
    .map((control) => control.textContent)
    .filter((text) =>
      ['Approve', 'Reject', 'Return for changes', 'Submit', 'Edit', 'Delete'].includes(text ?? ''),
    );

/** Answers one decision, keeping what was sent. */
function decisionAnswer(decision: string, status: Claim['status']) {
  const sent: unknown[] = [];
  const handler = apiRoute.post(`/claims/${foreignClaim.id}/${decision}`, async ({ request }) => {
    sent.push(await request.json());
    return envelope({ ...foreignClaim, status, canDecide: false });
  });
  return { sent, handler };
}

describe('ClaimPage', () => {
  // jsdom has no object URLs: stand-ins that name the blob they were made for.
  beforeEach(() => {
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    let made = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:receipt-${++made}-${blob.type}`);
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
  });

  it('shows the claim, its amounts in USD and SGD, the duplicate warning and its history', async () => {
    renderClaim(foreignClaim);
    const details = await screen.findByRole('region', { name: 'Claim CL-000007' });
    expect(within(details).getByText('USD 120.00')).toBeVisible();
    expect(within(details).getByText('1 USD = 1.345 SGD')).toBeVisible();
    expect(within(details).getByText('$161.40')).toBeVisible();
    expect(within(details).getByText('Reporting manager: Lim Mei Ling')).toBeVisible();
    expect(within(details).getByText('Taxi to the client in Jakarta')).toBeVisible();
    expect(within(details).getByText('Mar 2026')).toBeVisible();

    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Possible duplicate');
    expect(within(warning).getByRole('link', { name: 'CL-000004' })).toHaveAttribute(
      'href',
      '/claims/summary/6b1d0c3e-0000-4000-8000-000000000109',
    );

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Created')).toBeVisible();
    expect(within(history).getByText('Receipt in rupiah converted')).toBeVisible();
    expect(within(history).getAllByText('by Tan Wei Ming')).toHaveLength(2);

    expect(actionNames()).toEqual(['Approve', 'Reject', 'Return for changes', 'Edit', 'Delete']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/claims/summary/${foreignClaim.id}/edit`,
    );
  });

  it('previews a PDF receipt in a viewer and an image inline, fetched with the session', async () => {
    const { fileAsks } = renderClaim(foreignClaim);
    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    const viewer = await within(receipts).findByTitle('Receipt taxi-receipt.pdf');
    expect(viewer.tagName).toBe('IFRAME');
    expect(viewer).toHaveAttribute('src', expect.stringMatching(/^blob:.*application\/pdf$/));

    await userEvent.click(within(receipts).getByRole('button', { name: 'dinner.png' }));
    const image = await within(receipts).findByRole('img', { name: 'Receipt dinner.png' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:.*image\/png$/));
    expect(within(receipts).getByText('dinner.png · 1.5 MB')).toBeVisible();
    expect(fileAsks).toEqual([
      expect.stringMatching(/^Bearer /),
      expect.stringMatching(/^Bearer /),
    ]);
  });

  it('approves with an optional comment', async () => {
    const approve = decisionAnswer('approve', 'approved');
    renderClaim(foreignClaim, [approve.handler]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve claim' });
    expect(dialog).toHaveTextContent(
      "Approving Tan Wei Ming's claim CL-000007 (Taxi, USD 120.00).",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Claim has been approved')).toBeVisible();
    expect(approve.sent).toEqual([{ comment: null }]);
  });

  it('rejects only with a reason', async () => {
    const reject = decisionAnswer('reject', 'rejected');
    renderClaim(foreignClaim, [reject.handler]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the claim is rejected')).toBeVisible();
    expect(reject.sent).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejecting' }),
      'Personal trip',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Claim has been rejected')).toBeVisible();
    expect(reject.sent).toEqual([{ comment: 'Personal trip' }]);
  });

  it('returns for changes only with a comment, and keeps a refusal in the dialog', async () => {
    const sent: unknown[] = [];
    renderClaim(foreignClaim, [
      apiRoute.post(`/claims/${foreignClaim.id}/return`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { statusCode: 409, message: 'This claim was decided already', data: null, field: null },
          { status: 409 },
        );
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Return for changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return claim for changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for changes' }));
    expect(within(dialog).getByText('Say why the claim is returned')).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What to change' }), 'Rate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return for changes' }));
    expect(await within(dialog).findByText('This claim was decided already')).toBeVisible();
    expect(sent).toEqual([{ comment: 'Rate' }]);
  });

  it('names the payroll that paid a claim in SGD, and offers nothing to do', async () => {
    renderClaim(paidClaim);
    const details = await screen.findByRole('region', { name: 'Claim CL-000003' });
    expect(within(details).getByText('$42.50')).toBeVisible();
    expect(within(details).queryByText('Amount in SGD')).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Payroll #3 · Feb 2026' })).toHaveAttribute(
      'href',
      `/payroll/${paidClaim.payroll?.id}`,
    );
    expect(within(details).getByText('Approved by')).toBeVisible();
    expect(screen.getByText('No receipts attached.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(actionNames()).toEqual([]);
  });

  it('submits a draft, and deletes one after asking', async () => {
    const calls: string[] = [];
    const { router } = renderClaim(draftClaim, [
      apiRoute.post(`/claims/${draftClaim.id}/submit`, () => {
        calls.push('submit');
        return envelope({ ...draftClaim, status: 'submitted', canSubmit: false });
      }),
      apiRoute.delete(`/claims/${draftClaim.id}`, () => {
        calls.push('delete');
        return envelope(null);
      }),
      apiRoute.get('/claims', () => envelope({ rows: [], total: 0, totals: [] })),
      apiRoute.get('/claims/types', () => envelope([])),
      apiRoute.get('/organization/departments', () => envelope([])),
    ]);
    await screen.findByRole('region', { name: 'Claim CL-000008' });
    expect(actionNames()).toEqual(['Submit', 'Edit', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Claim has been submitted')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Claim has been submitted')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole('dialog', { name: 'Delete claim' });
    expect(prompt).toHaveTextContent(
      'Deleting claim CL-000008 of Nur Aisyah. Are you sure you want to proceed?',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Claim has been deleted')).toBeVisible();
    expect(calls).toEqual(['submit', 'delete']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims/summary'));
  });

  it('says when the claim is not there', async () => {
    renderApp('/claims/summary/6b1d0c3e-0000-4000-8000-000000000999', {
      session: 'admin',
      handlers: [
        apiRoute.get('/claims/:id', () =>
          HttpResponse.json(
            { statusCode: 404, message: 'Claim not found', data: null, field: null },
            { status: 404 },
          ),
        ),
      ],
    });
    expect(await screen.findByText('Claim not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute(
      'href',
      '/claims/summary',
    );
  });
});
