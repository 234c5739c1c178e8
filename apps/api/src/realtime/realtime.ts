import {
  type ClientToServerEvents,
  REALTIME_EVENTS,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type ServerToClientEvents,
} from '@hireway/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';

import { hashToken } from '../core/tokens';
import type { SessionSource } from '../plugins/session-source';

interface SocketData {
  userId: string;
  /** The session (token id) the socket was opened with. */
  sessionId: string;
}

export const userRoom = (userId: string): string => `user:${userId}`;
/** Every socket of one session (sign-in), so one session's sockets can end with it. */
const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

type HirewayServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HirewaySocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * The payload of a declared event, checked against its shared schema (unknown keys dropped): a wrong payload is
 * a programming error and throws before anything is sent. An undeclared name throws too (types stop it first).
 */
export function realtimePayload<E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>) {
  if (!Object.hasOwn(REALTIME_EVENTS, event)) throw new Error(`realtime: undeclared event "${event}"`);
  const parsed = REALTIME_EVENTS[event].safeParse(payload);
  if (!parsed.success) throw new Error(`realtime: invalid "${event}" payload: ${parsed.error.message}`);
  return parsed.data as RealtimeEventPayload<E>;
}

export interface Realtime {
  io: HirewayServer;
  /**
   * Sends a declared event (packages/shared realtime-events) to every socket of one user, in every API process.
   * The only way the API emits: nothing else calls `emit` (realtime.test.ts scans the sources).
   */
  toUser<E extends RealtimeEventName>(userId: string, event: E, payload: RealtimeEventPayload<E>): void;
  /**
   * Ends every socket of one user (suspended, signed out everywhere), in every API process: this process's at once,
   * also while Redis is away; the others' through the Redis adapter (without Redis they drop them at their next
   * check of the token, REVALIDATE_MS).
   */
  disconnectUser(userId: string, options?: { keepSession?: string }): void;
  /** Ends the sockets of one session (signed out), in every API process, as disconnectUser does. */
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}

/** How often a live socket's token is checked again, so a revoked session loses its socket (WS-03). */
const REVALIDATE_MS = 60_000;

/**
 * Socket.IO on the API's own HTTP server: websocket transport, the access token in the handshake, one room per
 * user. With Redis the rooms span every API process. The sessions come from the auth module, handed over by app.ts.
 */
export function createRealtime(app: FastifyInstance, sessions: SessionSource): Realtime {
  const io: HirewayServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    maxHttpBufferSize: 64 * 1024,
    perMessageDeflate: false,
    cors: { origin: app.config.corsOrigins, credentials: false },
    allowRequest: (request, callback) => {
      // Cross-site WebSocket hijacking: only our own origins may open a socket (WS-02).
      const origin = request.headers.origin;
      callback(null, origin === undefined ? !app.config.isProduction : app.config.corsOrigins.includes(origin));
    },
  });

  if (app.redis) {
    const pub = app.redis.duplicate();
    // The subscriber queues its SUBSCRIBE until Redis answers (and ioredis re-subscribes after a reconnect).
    const sub = app.redis.duplicate({ enableOfflineQueue: true });
    // The adapter never awaits its publishes: with Redis away (fail fast, no offline queue) each would be an
    // unhandled rejection. A lost publish costs only the other processes' push; clients poll anyway.
    // The app's own client logs Redis outages (once each); these two only keep ioredis from calling theirs unhandled.
    pub.on('error', () => {});
    sub.on('error', () => {});
    const publisher = pub as unknown as { publish: (channel: string, message: string | Buffer) => Promise<number> };
    const publish = publisher.publish.bind(pub);
    publisher.publish = (channel, message) => publish(channel, message).catch(() => 0);
    io.adapter(createAdapter(pub, sub, { key: `${app.config.REDIS_KEY_PREFIX}socket.io` }));
    io.of('/').adapter.on('error', (error: unknown) => app.log.error({ err: error }, 'realtime adapter error'));
    app.addHook('onClose', async () => {
      pub.disconnect();
      sub.disconnect();
    });
  }

  const authenticate = async (socket: HirewaySocket): Promise<SocketData | null> => {
    const auth = socket.handshake.auth as { token?: unknown };
    if (typeof auth.token !== 'string' || auth.token.length > 128) return null;
    const token = await sessions.findLiveToken(app.db, hashToken(auth.token), ['web']);
    if (!token) return null;
    const user = await sessions.findUserById(app.db, token.user_id);
    return user?.status === 'active' ? { userId: user.id, sessionId: token.id } : null;
  };

  io.use((socket, next) => {
    authenticate(socket)
      .then((session) => {
        if (!session) return next(new Error('unauthorized'));
        Object.assign(socket.data, session);
        return next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('unauthorized')));
  });

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    const timer = setInterval(() => {
      authenticate(socket)
        .then((session) => {
          if (!session) socket.disconnect(true);
        })
        .catch(() => socket.disconnect(true));
    }, REVALIDATE_MS);
    socket.on('disconnect', () => clearInterval(timer));
  });

  /** Ends the sockets of a room, those of the `kept` rooms aside, here and in the other processes. */
  const disconnectRoom = (room: string, kept: string[]): void => {
    // Through the Redis adapter a disconnect is only a request published to every process, this one included:
    // with Redis away nothing at all was disconnected, not even here. So this process's sockets go first.
    io.local.in(room).except(kept).disconnectSockets(true);
    if (app.redis) io.in(room).except(kept).disconnectSockets(true);
  };

  return {
    io,
    toUser: (userId, event, payload) => {
      const checked = realtimePayload(event, payload);
      // Socket.IO's typed emit cannot relate a generic name to its payload; realtimePayload has checked both.
      (io.to(userRoom(userId)).emit as (name: RealtimeEventName, data: unknown) => boolean)(event, checked);
    },
    disconnectUser: (userId, { keepSession } = {}) => {
      const kept = keepSession === undefined ? [] : [sessionRoom(keepSession)];
      disconnectRoom(userRoom(userId), kept);
    },
    disconnectSession: (sessionId) => disconnectRoom(sessionRoom(sessionId), []),
    close: () => {
      // Fastify closes the HTTP server itself; here only the sockets go (clients see "going away" and retry).
      // This process's own sockets only: through the Redis adapter a plain disconnectSockets is a request to
      // every process, and one API process shutting down (a deploy) dropped every user's socket everywhere.
      io.local.disconnectSockets(true);
      io.engine.close();
      return Promise.resolve();
    },
  };
}
