import type { AssistantAdmin } from '@tembusu/contracts/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const asAdmin = { session: 'admin' } as const;

const assistant = (n: number, extra: Partial<AssistantAdmin> = {}): AssistantAdmin => ({
  id: `a${n}`,
  name: `Aide ${n}`,
  email: `aide${n}@tembusu.example`,
  isActive: true,
  preventAccess: [],
  lastLoginAt: null,
  ...extra,
});

/** The organisation's assistants as the server keeps them: a DELETE takes one away. */
function assistantsApi(start: AssistantAdmin[], failDelete?: { status: number; message: string }) {
  let rows = [...start];
  const deleted = vi.fn((_id: string) => {});
  const handlers = [
    apiRoute.get('/organization/asst-admin', () => envelope(rows)),
    apiRoute.delete('/organization/asst-admin/:id', ({ params }) => {
      const id = String(params.id);
      deleted(id);
      if (failDelete) return envelope(null, failDelete.status, failDelete.message);
      rows = rows.filter((row) => row.id !== id);
      return envelope(null, 200, 'Assistant admin deleted');
    }),
  ];
  return { handlers, deleted };
}

const table = () => screen.findByRole('table', { name: 'Assistant admins' });
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('AssistantAdminsPage', () => {
  it('pages the assistants five at a time', async () => {
    const { handlers } = assistantsApi([1, 2, 3, 4, 5, 6, 7].map((n) => assistant(n)));
    renderApp('/organization/asst-admin', { ...asAdmin, handlers });
    expect(await names()).toEqual([1, 2, 3, 4, 5].map((n) => `Aide ${n}aide${n}@tembusu.example`));
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await names()).toEqual([6, 7].map((n) => `Aide ${n}aide${n}@tembusu.example`));
    expect(screen.getByText('Showing 6–7 of 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();
  });

  it('offers Edit and deletes an assistant after asking', async () => {
    const { handlers, deleted } = assistantsApi([
      assistant(1),
      assistant(2, { preventAccess: ['/payroll'], isActive: false }),
    ]);
    renderApp('/organization/asst-admin', { ...asAdmin, handlers });
    const row = await screen.findByRole('row', { name: /Aide 2/ });
    expect(row).toHaveTextContent('Payroll');
    expect(row).toHaveTextContent('Deactivated');
    expect(within(row).getByRole('link', { name: 'Edit Aide 2' })).toHaveAttribute(
      'href',
      '/organization/asst-admin/a2',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Aide 2' }));
    const prompt = screen.getByRole('dialog', { name: 'Delete assistant admin' });
    expect(prompt).toHaveTextContent(
      'Deleting assistant admin Aide 2 Are you sure you want to proceed? They will no longer be able to sign in.',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));

    expect(deleted).toHaveBeenCalledWith('a2');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Aide 2/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Aide 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the assistant when the prompt is cancelled', async () => {
    const { handlers, deleted } = assistantsApi([assistant(1)]);
    renderApp('/organization/asst-admin', { ...asAdmin, handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aide 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Aide 1/ })).toBeInTheDocument();
  });

  it('deleting the last one on the last page shows the page before', async () => {
    const { handlers } = assistantsApi([1, 2, 3, 4, 5, 6].map((n) => assistant(n)));
    renderApp('/organization/asst-admin', { ...asAdmin, handlers });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aide 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Showing 1–5 of 5')).toBeInTheDocument();
    expect(await names()).toEqual([1, 2, 3, 4, 5].map((n) => `Aide ${n}aide${n}@tembusu.example`));
  });

  it("shows the server's answer when the delete fails", async () => {
    const { handlers } = assistantsApi([assistant(1)], {
      status: 404,
      message: 'Assistant admin not found',
    });
    renderApp('/organization/asst-admin', { ...asAdmin, handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aide 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Assistant admin not found',
    );
  });

  it('says there are none yet', async () => {
    const { handlers } = assistantsApi([]);
    renderApp('/organization/asst-admin', { ...asAdmin, handlers });
    expect(await screen.findByText(/No assistant admins yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
