import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storageKeys } from '../lib/session/session-storage';
import {
  ApiError,
  api,
  apiFile,
  downloadFile,
  fileNameOf,
  messageWithoutField,
  onUnauthorized,
} from './http';

function answer(status: number, body: object) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function storeSession() {
  const user = { id: 'acc-1', organizationId: 'org-1', exp: Date.now() / 1000 + 600 };
  localStorage.setItem(storageKeys.token, 'token-1');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.organizationId, 'org-1');
}

describe('the http client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized(() => {});
  });

  it('sends the session headers and answers the envelope data', async () => {
    storeSession();
    const fetch = answer(200, { statusCode: 200, message: 'Success', data: { n: 1 } });
    vi.stubGlobal('fetch', fetch);
    await expect(api('GET', '/dashboard/organization')).resolves.toEqual({ n: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/dashboard/organization');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'X-Organization-Id': 'org-1',
      'X-Admin-Id': 'acc-1',
    });
  });

  it('throws the server message, and reports an ended session', async () => {
    storeSession();
    const ended = vi.fn();
    onUnauthorized(ended);
    vi.stubGlobal(
      'fetch',
      answer(401, { statusCode: 401, message: 'Your session has ended', data: null }),
    );
    await expect(api('GET', '/account/profile/me')).rejects.toEqual(
      new ApiError(401, 'Your session has ended'),
    );
    expect(ended).toHaveBeenCalledOnce();
  });

  it('does not treat a failed sign-in as an ended session', async () => {
    const ended = vi.fn();
    onUnauthorized(ended);
    vi.stubGlobal(
      'fetch',
      answer(401, { statusCode: 401, message: 'Invalid email or password', data: null }),
    );
    for (const path of ['/auth/login', '/employee/login', '/auth/login/two-factor']) {
      await expect(api('POST', path, {})).rejects.toThrow('Invalid email or password');
    }
    expect(ended).not.toHaveBeenCalled();
  });

  it('sends no session headers when signed out', async () => {
    const fetch = answer(200, { statusCode: 200, message: 'Success', data: null });
    vi.stubGlobal('fetch', fetch);
    await api('POST', '/auth/login', { email: 'a@b.sg' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.body).toBe('{"email":"a@b.sg"}');
  });

  it("exposes a failed answer's data, such as the problems of an import", async () => {
    storeSession();
    const problems = [{ row: 3, field: 'email', message: 'Enter a valid e-mail address' }];
    vi.stubGlobal(
      'fetch',
      answer(400, {
        statusCode: 400,
        message: 'file: the file has 1 problem; nothing was imported',
        data: { problems },
      }),
    );
    const failure: unknown = await api('POST', '/employees/import', new FormData()).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, data: { problems } });
    expect((failure as ApiError).message).toBe(
      'file: the file has 1 problem; nothing was imported',
    );
  });

  it('reads the field a failure is about from the envelope, leaving the message whole', async () => {
    storeSession();
    const message = 'personal.dateOfBirth: a date of birth cannot be in the future';
    vi.stubGlobal(
      'fetch',
      answer(400, { statusCode: 400, message, field: 'personal.dateOfBirth', data: null }),
    );
    const failure = await api('POST', '/employees', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message, field: 'personal.dateOfBirth' });
  });

  it('has no field when the answer names none, or is not an envelope', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      answer(409, { statusCode: 409, message: 'Taken: pick another', field: null, data: null }),
    );
    await expect(api('POST', '/room', {})).rejects.toMatchObject({ status: 409, field: null });
    vi.stubGlobal(
      'fetch',
      answer(404, { statusCode: 404, message: 'No API route GET /api/v1/x', data: null }),
    );
    await expect(api('GET', '/x')).rejects.toMatchObject({ status: 404, field: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api('GET', '/x')).rejects.toMatchObject({ status: 502, field: null });
  });

  it('sends a FormData body as multipart, leaving the boundary to the browser', async () => {
    storeSession();
    const fetch = answer(201, { statusCode: 201, message: 'Created', data: { imported: 2 } });
    vi.stubGlobal('fetch', fetch);
    const body = new FormData();
    body.append('file', new File(['name,email'], 'people.csv', { type: 'text/csv' }));
    await expect(api('POST', '/employees/import', body)).resolves.toEqual({ imported: 2 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });
});

describe('messageWithoutField', () => {
  it('drops the name of the field the failure is about', () => {
    const failure = new ApiError(
      400,
      'bookingTimeFrom: that time has already passed',
      null,
      'bookingTimeFrom',
    );
    expect(messageWithoutField(failure)).toBe('that time has already passed');
    const nested = new ApiError(400, 'roomId: choose a room: from the list', null, 'roomId');
    expect(messageWithoutField(nested)).toBe('choose a room: from the list');
  });

  it('leaves a message about no one field whole, colons and all', () => {
    const failure = new ApiError(
      409,
      'This room has past bookings: make it inactive instead of deleting it.',
    );
    expect(messageWithoutField(failure)).toBe(
      'This room has past bookings: make it inactive instead of deleting it.',
    );
  });

  it('answers what errorMessage does for anything else', () => {
    expect(messageWithoutField(new Error('offline'))).toBe('offline');
    expect(messageWithoutField('??')).toBe('Something went wrong. Please try again.');
  });
});

describe('file downloads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="employees.csv"')).toBe('employees.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''staff%20list.xlsx")).toBe('staff list.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });

  it('fetches a file with the session headers', async () => {
    storeSession();
    const fetch = vi.fn(
      async () =>
        new Response('name,email\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="employees.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { blob, fileName } = await apiFile('/employees/export?format=csv');
    expect(await blob.text()).toBe('name,email\n');
    expect(fileName).toBe('employees.csv');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/employees/export?format=csv');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('throws the server message when a download fails', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      answer(400, { statusCode: 400, message: 'format: csv or xlsx', data: null }),
    );
    await expect(apiFile('/employees/export?format=pdf')).rejects.toEqual(
      new ApiError(400, 'format: csv or xlsx'),
    );
  });

  it('hands the file to the browser through a download link', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 200 })),
    );
    // jsdom has no object URLs: stand-ins for this test only.
    const createObjectURL = vi.fn(() => 'blob:employees');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('employee-import-template.csv');
      expect(this.href).toBe('blob:employees');
    });
    await downloadFile('/employees/import-template?format=csv', 'employee-import-template.csv');
    expect(click).toHaveBeenCalledOnce();
    expect(createObjectURL).toHaveBeenCalledOnce();
  });
});
