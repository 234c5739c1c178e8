import type { FastifyRequest } from 'fastify';

/** Who is calling, for sessions and logs. The IP honours X-Forwarded-For only with TRUST_PROXY. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
