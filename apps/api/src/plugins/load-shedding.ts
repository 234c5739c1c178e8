import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Routes never shed: a load balancer's liveness probe must see a busy process as alive. */
const EXEMPT_ROUTES = new Set(['/healthz']);
/** How often the event loop's lag is sampled. */
const SAMPLE_MS = 250;

export interface LoadState {
  /** Requests this process is working on now. */
  inFlight: number;
  /** The event loop's lag at the last sample, in ms. */
  eventLoopDelayMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    load: LoadState;
  }
}

/**
 * Overload is a 503, never a 500 nor an unbounded queue (issue 11, "Serving"). A process works on at most
 * MAX_REQUESTS_IN_FLIGHT requests at once and answers the next ones 503 + Retry-After at once (on SQLite, whose
 * driver is synchronous, this is the only bound: without it every request would wait its turn in memory).
 * While the event loop lags more than MAX_EVENT_LOOP_DELAY_MS every new request is answered the same way until
 * it catches up. PostgreSQL's pool wait is bounded separately (DATABASE_POOL_TIMEOUT_MS → 503 in errors.ts).
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance) => {
    const maxInFlight = app.config.MAX_REQUESTS_IN_FLIGHT;
    const maxDelayMs = app.config.MAX_EVENT_LOOP_DELAY_MS;
    const load: LoadState = { inFlight: 0, eventLoopDelayMs: 0 };
    app.decorate('load', load);

    let expected = Date.now() + SAMPLE_MS;
    const sampler = setInterval(() => {
      const now = Date.now();
      load.eventLoopDelayMs = Math.max(0, now - expected);
      expected = now + SAMPLE_MS;
    }, SAMPLE_MS);
    sampler.unref();
    app.addHook('onClose', async () => clearInterval(sampler));

    const busy = {
      message: 'The service is busy; please try again in a moment',
      code: 'service_unavailable',
    } as const;

    app.addHook('onRequest', async (request, reply) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
      const isLagging = maxDelayMs > 0 && load.eventLoopDelayMs > maxDelayMs;
      if (load.inFlight >= maxInFlight || isLagging) {
        request.log.warn({ inFlight: load.inFlight, eventLoopDelayMs: load.eventLoopDelayMs }, 'overloaded: 503');
        return reply.status(503).header('retry-after', '1').send(busy);
      }
      load.inFlight += 1;
      // 'close' fires once whether the answer was sent or the client went away.
      reply.raw.once('close', () => {
        load.inFlight -= 1;
      });
    });
  },
  { name: 'hireway-load-shedding' },
);
