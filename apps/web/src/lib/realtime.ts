import {
  type ClientToServerEvents,
  REALTIME_BACKOFF_BASE_MS,
  REALTIME_EVENT_NAMES,
  REALTIME_EVENTS,
  REALTIME_EXHAUSTED_MESSAGE,
  REALTIME_RECONNECT_DELAY_MS,
  REALTIME_RETRY_CAP,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type ServerToClientEvents,
} from '@hireway/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

import { env } from '../config/env';
import { isLoggedIn } from './auth/auth-store';
import { translateMessage } from './i18n';
import { notificationText } from './notification-text';
import { notifyError, notifyInfo } from './notify';

/* The events and their payloads are the server's own (packages/shared REALTIME_EVENTS): never typed here again. */
type HirewaySocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listener<E extends RealtimeEventName> = (payload: RealtimeEventPayload<E>) => void;

let socket: HirewaySocket | null = null;
/**
 * socket.io-client loads with the first session (ADR 0031): a visitor who never signs in never downloads it.
 * `generation` tells a connection whose client module arrived after a newer connect or a disconnect to give up.
 */
let generation = 0;
const loadClient = () => import('socket.io-client');
/** Stored untyped: dispatch hands each listener the payload its event's schema has just checked. */
type AnyListener = (payload: unknown) => void;
const listeners = new Map<RealtimeEventName, Set<AnyListener>>(REALTIME_EVENT_NAMES.map((name) => [name, new Set()]));

/**
 * Runs `listener` for every `event` the server sends (a notification's toast comes first), e.g. to refetch a list.
 * Only declared events can be named, and their payloads arrive checked against the shared schema.
 * Returns the unsubscribe function.
 */
export const onRealtimeEvent = <E extends RealtimeEventName>(event: E, listener: Listener<E>): (() => void) => {
  const set = listeners.get(event);
  set?.add(listener as AnyListener);
  return () => set?.delete(listener as AnyListener);
};

/** onRealtimeEvent for a component's lifetime; the latest `handler` runs, without re-subscribing on each render. */
export function useRealtimeEvent<E extends RealtimeEventName>(event: E, handler: Listener<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(event, (payload) => latest.current(payload)), [event]);
}

/**
 * Run each time the socket connects: what the server sent while it was not in the user's room never arrived.
 * That includes the first connection: a screen fetched its data when the page loaded, before the socket (whose
 * client module loads after the page) joined, and an event sent in between was lost (the provider-screens
 * journey's flake: two answers pushed while the candidate page was reloading, one never shown).
 */
const resyncListeners = new Set<() => void>();

/** Runs `listener` each time the socket connects: at its first connection and whenever it is back after a drop. */
export const onRealtimeResync = (listener: () => void): (() => void) => {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
};

/**
 * Keeps a screen's lists live: the queries under `queryKey` are fetched again when a notification arrives (the
 * event is small; STYLE.md, realtime), and each time the socket connects, since the notifications sent before it
 * joined the user's room (while the page loaded, or during a drop) were missed.
 */
export function useLiveQueries(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  useEffect(() => {
    key.current = queryKey;
  });
  useEffect(() => {
    const refetch = () => {
      const queryKey = key.current;
      // A query whose first fetch is still in flight is not fetched again: TanStack joins that fetch, since it
      // restarts only a query that has data. That fetch may have read the server before the change this event
      // tells of (or before the socket joined), so such a query is invalidated again once it has its answer
      // (the provider-screens journey's second flake: the answer pushed during a reloaded page's first fetch).
      const firstFetches = queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
      void queryClient.invalidateQueries({ queryKey });
      for (const query of firstFetches) {
        void query.promise
          ?.catch(() => undefined)
          .then(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
      }
    };
    const stopEvents = onRealtimeEvent('notification', refetch);
    const stopResync = onRealtimeResync(refetch);
    return () => {
      stopEvents();
      stopResync();
    };
  }, [queryClient]);
}

/** What the app itself does with an event before the screens' listeners run. */
const BUILT_IN: { [E in RealtimeEventName]?: Listener<E> } = {
  notification: (payload) => {
    const { title, body } = notificationText(payload);
    notifyInfo({ title, message: body });
  },
};

const dispatch = (event: RealtimeEventName, raw: unknown): void => {
  const parsed = REALTIME_EVENTS[event].safeParse(raw);
  if (!parsed.success) return;
  const builtIn = BUILT_IN[event] as AnyListener | undefined;
  for (const listener of [...(builtIn ? [builtIn] : []), ...(listeners.get(event) ?? [])]) listener(parsed.data);
};

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;

/** Spec section 4: 100 ms × 2^attempt. */
export const realtimeBackoffMs = (retryAttempt: number): number => REALTIME_BACKOFF_BASE_MS * 2 ** retryAttempt;

const clearRetry = (): void => {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
};

const scheduleRetry = (current: HirewaySocket): void => {
  if (!isLoggedIn() || socket !== current) return;
  if (attempt >= REALTIME_RETRY_CAP) {
    notifyError({ id: 'realtime-exhausted', message: translateMessage(REALTIME_EXHAUSTED_MESSAGE) });
    return;
  }
  clearRetry();
  const delay = realtimeBackoffMs(attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (socket === current && isLoggedIn()) current.connect();
  }, delay);
};

/**
 * Connects the user's socket (the server joins it to room user:{id}). The retry loop is ours, not
 * socket.io's: the manager's own reconnection (with `reconnectionDelay`) stays off so the spec's
 * 100 ms × 2^n backoff and its cap of 10 are the only retry policy and the exhausted message can
 * be shown exactly once. Resolves once the socket is created (its client module loads with the first session).
 */
export const connectRealtime = async (token: string): Promise<void> => {
  disconnectRealtime();
  const mine = generation;
  const { io } = await loadClient();
  if (mine !== generation) return;
  const current: HirewaySocket = io({
    path: env.realtimePath,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
    autoConnect: false,
  });
  socket = current;
  attempt = 0;

  current.on('connect', () => {
    attempt = 0;
    clearRetry();
    for (const listener of [...resyncListeners]) listener();
  });
  current.on('disconnect', (reason) => {
    // A disconnect we asked for is not a failure.
    if (reason === 'io client disconnect') return;
    scheduleRetry(current);
  });
  current.on('connect_error', () => scheduleRetry(current));
  // Every declared event, and only those (lib/realtime.test.ts checks that nothing else listens).
  for (const event of REALTIME_EVENT_NAMES) {
    (current.on as (name: string, listener: (payload: unknown) => void) => HirewaySocket)(event, (payload) =>
      dispatch(event, payload),
    );
  }

  current.connect();
};

export const disconnectRealtime = (): void => {
  generation += 1;
  clearRetry();
  attempt = 0;
  const current = socket;
  socket = null;
  if (current !== null) {
    current.removeAllListeners();
    current.disconnect();
  }
};

export const isRealtimeConnected = (): boolean => socket?.connected ?? false;
