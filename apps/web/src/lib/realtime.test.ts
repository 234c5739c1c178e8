import { notifications } from '@mantine/notifications';
import { REALTIME_EXHAUSTED_MESSAGE, REALTIME_RETRY_CAP } from '@hireway/shared';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeSession, makeUser } from '../test/fixtures';
import { storeSession } from './auth/auth-store';
import { connectRealtime, disconnectRealtime, realtimeBackoffMs } from './realtime';

type Listener = (...args: unknown[]) => void;

/** The socket the mocked io() returns, with the listeners the client registered on it. */
const fakeSocket = () => {
  const listeners = new Map<string, Listener>();
  const socket = {
    connected: false,
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, listener);
      return socket;
    }),
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(),
  };
  vi.mocked(io).mockReturnValue(socket as unknown as ReturnType<typeof io>);
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.(...args);
  return { socket, emit };
};

beforeEach(() => {
  vi.useFakeTimers();
  storeSession(makeSession(makeUser('seeker')));
});

afterEach(() => {
  disconnectRealtime();
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('connects over websocket only with the token in the handshake', () => {
    fakeSocket();
    connectRealtime('token-1');
    expect(io).toHaveBeenLastCalledWith(
      expect.objectContaining({
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: 'token-1' },
        reconnectionDelay: 500,
      }),
    );
  });

  it('backs off 100 ms × 2^attempt and gives up after 10 retries with the red message', () => {
    const show = vi.spyOn(notifications, 'show');
    const { socket, emit } = fakeSocket();
    connectRealtime('token-1');
    expect(socket.connect).toHaveBeenCalledTimes(1);

    for (let attempt = 0; attempt < REALTIME_RETRY_CAP; attempt += 1) {
      emit('disconnect', 'transport close');
      vi.advanceTimersByTime(realtimeBackoffMs(attempt) - 1);
      expect(socket.connect).toHaveBeenCalledTimes(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledTimes(attempt + 2);
    }
    expect(show).not.toHaveBeenCalled();

    emit('connect_error', new Error('refused'));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: REALTIME_EXHAUSTED_MESSAGE, color: 'red', id: 'realtime-exhausted' }),
    );
  });

  it('starts counting again after a successful reconnect', () => {
    const { socket, emit } = fakeSocket();
    connectRealtime('token-1');
    emit('disconnect', 'transport close');
    vi.advanceTimersByTime(100);
    emit('connect');
    emit('disconnect', 'transport close');
    vi.advanceTimersByTime(100);
    expect(socket.connect).toHaveBeenCalledTimes(3);
  });

  it('does not retry a disconnect it asked for', () => {
    const { socket, emit } = fakeSocket();
    connectRealtime('token-1');
    emit('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(10_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });
});
