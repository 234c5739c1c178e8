import {
  REALTIME_BACKOFF_BASE_MS,
  REALTIME_EXHAUSTED_MESSAGE,
  REALTIME_RECONNECT_DELAY_MS,
  REALTIME_RETRY_CAP,
} from '@hireway/shared';
import { io, type Socket } from 'socket.io-client';

import { env } from '../config/env';
import { isLoggedIn } from './auth/auth-store';
import { translateMessage } from './i18n';
import { notifyError, notifyInfo } from './notify';

export interface RealtimeNotification {
  id: string;
  title: string;
  body: string;
}

interface ServerToClientEvents {
  notification: (payload: RealtimeNotification) => void;
}

type ClientToServerEvents = Record<string, never>;

type HirewaySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: HirewaySocket | null = null;
const notificationListeners = new Set<(payload: RealtimeNotification) => void>();

/**
 * Runs `listener` for every realtime notification (after its toast), e.g. to refetch the bell's list.
 * Returns the unsubscribe function.
 */
export const onRealtimeNotification = (listener: (payload: RealtimeNotification) => void): (() => void) => {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
};
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;

/** Spec section 4: 100 ms × 2^attempt. */
export const realtimeBackoffMs = (retryAttempt: number): number => REALTIME_BACKOFF_BASE_MS * 2 ** retryAttempt;

const clearRetry = (): void => {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
};

const isNotificationPayload = (value: unknown): value is RealtimeNotification =>
  typeof value === 'object' &&
  value !== null &&
  'title' in value &&
  typeof value.title === 'string' &&
  'body' in value &&
  typeof value.body === 'string';

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
 * be shown exactly once.
 */
export const connectRealtime = (token: string): void => {
  disconnectRealtime();
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
  });
  current.on('disconnect', (reason) => {
    // A disconnect we asked for is not a failure.
    if (reason === 'io client disconnect') return;
    scheduleRetry(current);
  });
  current.on('connect_error', () => scheduleRetry(current));
  current.on('notification', (payload: unknown) => {
    if (!isNotificationPayload(payload)) return;
    notifyInfo({ title: payload.title, message: payload.body });
    for (const listener of notificationListeners) listener(payload);
  });

  current.connect();
};

export const disconnectRealtime = (): void => {
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
