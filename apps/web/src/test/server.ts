import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The mock API every web test runs against; `renderApp` adds a test's handlers to it. */
export const server = setupServer();

/** The API's envelope around `data`, with the status as both the HTTP and the envelope code. */
export function envelope(data: unknown, statusCode = 200, message = 'Success') {
  return HttpResponse.json({ statusCode, message, data, field: null }, { status: statusCode });
}

/** A handler for one call of /api/v1, as the web client makes it. */
export const apiRoute = {
  get: (path: string, answer: Parameters<typeof http.get>[1]) =>
    http.get(`*/api/v1${path}`, answer),
  post: (path: string, answer: Parameters<typeof http.post>[1]) =>
    http.post(`*/api/v1${path}`, answer),
  put: (path: string, answer: Parameters<typeof http.put>[1]) =>
    http.put(`*/api/v1${path}`, answer),
  delete: (path: string, answer: Parameters<typeof http.delete>[1]) =>
    http.delete(`*/api/v1${path}`, answer),
};

const unhandled: string[] = [];

/** Records a request no handler answered (test/setup.ts fails the test on it). */
export function noteUnhandledRequest(request: Request) {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
}

/** The requests no handler answered since the last call; forgets them for the next test. */
export function takeUnhandledRequests(): string[] {
  const failing = [...unhandled];
  unhandled.length = 0;
  return failing;
}
