import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string (mock keys match the path only). */
  query: URLSearchParams;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Handler = MockResponse | ((request: RecordedRequest) => MockResponse);

/**
 * Replaces fetch at the network boundary. Keys are 'METHOD /path' relative to /api/v1;
 * an unmatched call answers 404 so a missing mock shows up as a visible failure.
 */
export const mockApi = (handlers: Record<string, Handler>) => {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const request: RecordedRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    const answer: MockResponse =
      handler === undefined
        ? { status: 404, body: { message: `No mock for ${method} ${path}`, code: 'not_found' } }
        : typeof handler === 'function'
          ? handler(request)
          : handler;
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
};

export const data = (value: unknown): MockResponse => ({ body: { data: value } });
