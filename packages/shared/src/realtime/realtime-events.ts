import type { z } from 'zod';

import { notificationPushSchema } from '../notifications/notifications.schemas';

/*
 * Every Socket.IO event the server sends, defined once: its name and the zod schema of its payload. The API
 * emits only through a helper typed by this map (apps/api/src/realtime) and validates the payload against it;
 * the web listens only through a hook typed by it (apps/web/src/lib/realtime) and validates what arrives.
 * Events are small hints (STYLE.md): the client refetches what changed. Add an event here first.
 */
export const REALTIME_EVENTS = {
  /** A new notification for the user (the bell, the counters and the hiring screens refetch). */
  notification: notificationPushSchema,
} as const;

export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<(typeof REALTIME_EVENTS)[E]>;
export const REALTIME_EVENT_NAMES = Object.keys(REALTIME_EVENTS) as RealtimeEventName[];

export const isRealtimeEventName = (value: unknown): value is RealtimeEventName =>
  typeof value === 'string' && Object.hasOwn(REALTIME_EVENTS, value);

/** Socket.IO's typed-events map of what the server sends (both ends pass it to `Server` / `Socket`). */
export type ServerToClientEvents = {
  [E in RealtimeEventName]: (payload: RealtimeEventPayload<E>) => void;
};
/** The client sends no events: everything it does goes through the HTTP API. */
export type ClientToServerEvents = Record<string, never>;

/** The Socket.IO event that carries a new notification. */
export const NOTIFICATION_EVENT = 'notification' satisfies RealtimeEventName;
