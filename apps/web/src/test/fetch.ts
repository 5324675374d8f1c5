import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export const jsonResponse = ({ status = 200, body }: FakeResponse = {}): Response =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces fetch; `answer` gets the URL and init of each call. The mock is returned to inspect
 * the calls (`mock.calls[0]`).
 */
export const mockFetch = (
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
) => {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(answer(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
};
