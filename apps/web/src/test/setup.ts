import '@testing-library/jest-dom/vitest';

import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { endSession } from '../lib/auth/session';
import { i18n, initI18n, loadAllNamespaces } from '../lib/i18n';

// findBy*/waitFor wait 1 s by default: too short while the API suites load both cores of the CI machine.
configure({ asyncUtilTimeout: 5_000 });

/** The realtime client never dials out in tests. */
vi.mock('socket.io-client', () => {
  const socket = {
    connected: false,
    on: vi.fn(),
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(),
  };
  return { io: vi.fn(() => socket) };
});

// What Mantine needs from a browser that happy-dom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** Tests fail on any console.error that a test did not expect (STYLE.md). */
let unexpectedErrors: unknown[][] = [];
const originalConsoleError = console.error.bind(console);

beforeAll(async () => {
  await initI18n();
  // Screens rendered outside a route (most component tests) find every namespace, as a route would load them.
  await loadAllNamespaces();
});

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args);
    originalConsoleError(...args);
  });
});

afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endSession();
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
