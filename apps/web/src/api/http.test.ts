import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storageKeys } from '../lib/session/session-storage';
import { apiRoute, server } from '../test/server';
import {
  ApiError,
  api,
  apiFile,
  downloadFile,
  fileNameOf,
  messageWithoutField,
  onUnauthorized,
  worthRetrying,
} from './http';

type Method = keyof typeof apiRoute;

/** Answers `method path` with `body` as JSON, and keeps each request it answers to check. */
function answer(method: Method, path: string, status: number, body: object) {
  const requests: Request[] = [];
  server.use(
    apiRoute[method](path, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

function storeSession() {
  const user = { id: 'acc-1', organizationId: 'org-1', exp: Date.now() / 1000 + 600 };
  localStorage.setItem(storageKeys.token, 'token-1');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.organizationId, 'org-1');
}

/** The address the client asks for: the page's own origin, under /api/v1. */
const address = (path: string) => `${window.location.origin}/api/v1${path}`;

describe('the http client', () => {
  afterEach(() => {
    onUnauthorized(() => {});
  });

  it('sends the session headers and answers the envelope data', async () => {
    storeSession();
    const requests = answer('get', '/dashboard/organization', 200, {
      statusCode: 200,
      message: 'Success',
      data: { n: 1 },
    });
    await expect(api('GET', '/dashboard/organization')).resolves.toEqual({ n: 1 });
    const [request] = requests;
    expect(request?.url).toBe(address('/dashboard/organization'));
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      authorization: 'Bearer token-1',
      'x-organization-id': 'org-1',
      'x-admin-id': 'acc-1',
    });
  });

  it('throws the server message, and reports an ended session', async () => {
    storeSession();
    const ended = vi.fn();
    onUnauthorized(ended);
    answer('get', '/account/profile/me', 401, {
      statusCode: 401,
      message: 'Your session has ended',
      data: null,
    });
    await expect(api('GET', '/account/profile/me')).rejects.toEqual(
      new ApiError(401, 'Your session has ended'),
    );
    expect(ended).toHaveBeenCalledOnce();
  });

  it('does not treat a failed sign-in as an ended session', async () => {
    const ended = vi.fn();
    onUnauthorized(ended);
    const paths = ['/auth/login', '/employee/login', '/auth/login/two-factor'];
    for (const path of paths) {
      answer('post', path, 401, {
        statusCode: 401,
        message: 'Invalid email or password',
        data: null,
      });
    }
    for (const path of paths) {
      await expect(api('POST', path, {})).rejects.toThrow('Invalid email or password');
    }
    expect(ended).not.toHaveBeenCalled();
  });

  it('sends no session headers when signed out', async () => {
    const requests = answer('post', '/auth/login', 200, {
      statusCode: 200,
      message: 'Success',
      data: null,
    });
    await api('POST', '/auth/login', { email: 'a@b.sg' });
    const [request] = requests;
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(await request?.text()).toBe('{"email":"a@b.sg"}');
  });

  it("exposes a failed answer's data, such as the problems of an import", async () => {
    storeSession();
    const problems = [{ row: 3, field: 'email', message: 'Enter a valid e-mail address' }];
    answer('post', '/employees/import', 400, {
      statusCode: 400,
      message: 'file: the file has 1 problem; nothing was imported',
      data: { problems },
    });
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
    answer('post', '/employees', 400, {
      statusCode: 400,
      message,
      field: 'personal.dateOfBirth',
      data: null,
    });
    const failure = await api('POST', '/employees', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message, field: 'personal.dateOfBirth' });
  });

  it('has no field when the answer names none, or is not an envelope', async () => {
    storeSession();
    answer('post', '/room', 409, {
      statusCode: 409,
      message: 'Taken: pick another',
      field: null,
      data: null,
    });
    await expect(api('POST', '/room', {})).rejects.toMatchObject({ status: 409, field: null });
    answer('get', '/x', 404, {
      statusCode: 404,
      message: 'No API route GET /api/v1/x',
      data: null,
    });
    await expect(api('GET', '/x')).rejects.toMatchObject({ status: 404, field: null });
    server.use(
      apiRoute.get('/x', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api('GET', '/x')).rejects.toMatchObject({ status: 502, field: null });
  });

  it('sends a FormData body as multipart, leaving the boundary to the browser', async () => {
    storeSession();
    const requests = answer('post', '/employees/import', 201, {
      statusCode: 201,
      message: 'Created',
      data: { imported: 2 },
    });
    const body = new FormData();
    body.append('file', new File(['name,email'], 'people.csv', { type: 'text/csv' }));
    await expect(api('POST', '/employees/import', body)).resolves.toEqual({ imported: 2 });
    const [request] = requests;
    if (!request) throw new Error('The import was not sent');
    // Set by fetch itself, with the boundary of the parts it wrote: the client sets no type.
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    // The part arrives as the file; its name and content are not checked here, because Vitest's
    // bridge from jsdom's FormData to Node's fetch loses both (vitest-dev/vitest#11294).
    const file = (await request.formData()).get('file');
    expect(file).not.toBeTypeOf('string');
    expect(file).toMatchObject({ type: 'text/csv' });
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
    vi.restoreAllMocks();
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="employees.csv"')).toBe('employees.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''staff%20list.xlsx")).toBe('staff list.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });

  it('fetches a file with the session headers', async () => {
    storeSession();
    const requests: Request[] = [];
    server.use(
      apiRoute.get('/employees/export', ({ request }) => {
        requests.push(request);
        return new HttpResponse('name,email\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="employees.csv"' },
        });
      }),
    );
    const { blob, fileName } = await apiFile('/employees/export?format=csv');
    expect(await blob.text()).toBe('name,email\n');
    expect(fileName).toBe('employees.csv');
    const [request] = requests;
    expect(request?.url).toBe(address('/employees/export?format=csv'));
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('throws the server message when a download fails', async () => {
    storeSession();
    answer('get', '/employees/export', 400, {
      statusCode: 400,
      message: 'format: csv or xlsx',
      data: null,
    });
    await expect(apiFile('/employees/export?format=pdf')).rejects.toEqual(
      new ApiError(400, 'format: csv or xlsx'),
    );
  });

  it('hands the file to the browser through a download link', async () => {
    storeSession();
    server.use(apiRoute.get('/employees/import-template', () => new HttpResponse('x')));
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

describe('which failed reads are asked again', () => {
  it.each([
    ['a lost connection', new TypeError('Failed to fetch'), true],
    ['a server fault', new ApiError(500, 'Internal error'), true],
    ['a database that does not answer', new ApiError(503, 'The database is not available'), true],
    ['a bad link', new ApiError(400, 'payslipId: not a valid id', null, 'payslipId'), false],
    ['a record not found', new ApiError(404, 'Payslip not found'), false],
    ['a refusal', new ApiError(403, 'Your role does not allow this'), false],
    ['too many requests', new ApiError(429, 'Too many requests'), false],
  ])('%s', (_what, error, retried) => {
    expect(worthRetrying(0, error)).toBe(retried);
    expect(worthRetrying(1, error)).toBe(false);
  });
});
