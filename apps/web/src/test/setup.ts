import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { noteUnhandledRequest, server, takeUnhandledRequests } from './server';
import { matchesViewport, resetViewport } from './viewport';

// A screen's first render may wait for a lazily loaded route module, which on a loaded two-core
// machine takes longer than Testing Library's one-second default: findBy and waitFor wait as long
// as such a load takes, everywhere, instead of tests picking their own waits.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine reads; these inert versions let components mount. Media
// queries answer false unless a test sets a width (test/viewport.ts).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesViewport(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Mantine's autosizing textarea listens for web fonts to load, and jsdom has no font set.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
window.HTMLElement.prototype.scrollIntoView = () => {};

// MSW answers fetch for every test: handlers come from renderApp or from server.use. A request no
// handler answers prints MSW's error and fails the test it was made in, whether or not the test
// rendered with renderApp.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      noteUnhandledRequest(request);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  resetViewport();
  window.localStorage.clear();
  server.resetHandlers();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(
      `No handler answered: ${unhandled.join(', ')}. Give renderApp (or server.use) a handler.`,
    );
  }
});

afterAll(() => server.close());
