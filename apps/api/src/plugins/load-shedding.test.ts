import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestContext } from '../test/test-app';

/*
 * Bounded work in flight (issue 11 "Serving", issue 15 "Under load and faults"): beyond MAX_REQUESTS_IN_FLIGHT,
 * or while the event loop lags, a process answers 503 + Retry-After at once instead of queueing without bound
 * (on SQLite, whose driver is synchronous, nothing else bounds it), never 500, and never for /healthz.
 */

let context: TestContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('load shedding', () => {
  it('answers 503 with Retry-After beyond the requests in flight, never 500, and serves again after', async () => {
    context = await createTestApp({ MAX_REQUESTS_IN_FLIGHT: '3', MAX_EVENT_LOOP_DELAY_MS: '0' });
    const { app } = context;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        app.inject({ method: 'GET', url: `/api/v1/jobs?q=engineer&page=${(index % 3) + 1}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const shed = responses.find((response) => response.statusCode === 503)!;
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toMatchObject({ code: 'service_unavailable', message: expect.any(String) });

    // Every request counted has been uncounted: a lone request is served.
    expect(app.load.inFlight).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/v1/jobs' })).statusCode).toBe(200);
  });

  it('never sheds /healthz, however many requests are in flight', async () => {
    context = await createTestApp({ MAX_REQUESTS_IN_FLIGHT: '1', MAX_EVENT_LOOP_DELAY_MS: '0' });
    const { app } = context;
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/v1/jobs' })),
      ...Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/healthz' })),
    ]);
    const health = responses.slice(10).map((response) => response.statusCode);
    expect(health).toEqual(Array.from({ length: 10 }, () => 200));
    expect(responses.slice(0, 10).map((response) => response.statusCode)).toContain(503);
  });

  it('answers 503 while the event loop lags beyond MAX_EVENT_LOOP_DELAY_MS, and serves once it catches up', async () => {
    context = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '300' });
    const { app } = context;

    // Block the loop well past the limit (as a long synchronous query would), then let one sample be taken.
    const until = Date.now() + 1_500;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.load.eventLoopDelayMs).toBeGreaterThan(300);
    const lagging = await app.inject({ method: 'GET', url: '/api/v1/jobs' });
    expect(lagging.statusCode).toBe(503);
    expect(lagging.headers['retry-after']).toBe('1');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // The next samples see the loop caught up (polled: a busy test machine lags now and then by itself).
    const started = Date.now();
    let status = 503;
    while (status === 503 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      status = (await app.inject({ method: 'GET', url: '/api/v1/jobs' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
