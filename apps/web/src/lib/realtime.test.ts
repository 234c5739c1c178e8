import { notifications } from '@mantine/notifications';
import { REALTIME_EVENT_NAMES, REALTIME_EXHAUSTED_MESSAGE, REALTIME_RETRY_CAP } from '@hireway/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeSession, makeUser } from '../test/fixtures';
import { storeSession } from './auth/auth-store';
import {
  connectRealtime,
  disconnectRealtime,
  onRealtimeEvent,
  onRealtimeResync,
  realtimeBackoffMs,
  useLiveQueries,
} from './realtime';

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
  it('connects over websocket only with the token in the handshake', async () => {
    fakeSocket();
    await connectRealtime('token-1');
    expect(io).toHaveBeenLastCalledWith(
      expect.objectContaining({
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: 'token-1' },
        reconnectionDelay: 500,
      }),
    );
  });

  it('backs off 100 ms × 2^attempt and gives up after 10 retries with the red message', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { socket, emit } = fakeSocket();
    await connectRealtime('token-1');
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

  it('starts counting again after a successful reconnect', async () => {
    const { socket, emit } = fakeSocket();
    await connectRealtime('token-1');
    emit('disconnect', 'transport close');
    vi.advanceTimersByTime(100);
    emit('connect');
    emit('disconnect', 'transport close');
    vi.advanceTimersByTime(100);
    expect(socket.connect).toHaveBeenCalledTimes(3);
  });

  it('tells the screens to fetch again at each connection: events sent before the socket joined never arrived', async () => {
    const { emit } = fakeSocket();
    const resync = vi.fn();
    const stop = onRealtimeResync(resync);
    await connectRealtime('token-1');
    expect(resync).not.toHaveBeenCalled();
    // The first connection: the screens fetched while the page loaded, before the socket was in the user's room.
    emit('connect');
    expect(resync).toHaveBeenCalledTimes(1);
    emit('disconnect', 'transport close');
    vi.advanceTimersByTime(100);
    emit('connect');
    expect(resync).toHaveBeenCalledTimes(2);
    stop();
    emit('disconnect', 'transport close');
    vi.advanceTimersByTime(100);
    emit('connect');
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('opens no socket when the session ended while the client module was loading', async () => {
    const { socket } = fakeSocket();
    vi.mocked(io).mockClear();
    const connecting = connectRealtime('token-1');
    disconnectRealtime();
    await connecting;
    expect(io).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('does not retry a disconnect it asked for', async () => {
    const { socket, emit } = fakeSocket();
    await connectRealtime('token-1');
    emit('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(10_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('listens to the declared events only, and passes on only payloads that fit their schema', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { socket, emit } = fakeSocket();
    const got: unknown[] = [];
    const stop = onRealtimeEvent('notification', (payload) => got.push(payload));
    await connectRealtime('token-1');
    const listened = socket.on.mock.calls.map(([event]) => event);
    const connection = ['connect', 'disconnect', 'connect_error'];
    expect(listened.filter((event) => !connection.includes(event)).sort()).toEqual([...REALTIME_EVENT_NAMES].sort());

    emit('notification', { id: 'n1', title: 'No type, no params' });
    expect(got).toEqual([]);
    expect(show).not.toHaveBeenCalled();
    const push = {
      id: 'n2',
      type: 'verification.approved',
      params: { company: 'Acme' },
      title: 'Your business is verified',
      body: 'Acme has been approved. You can now post jobs.',
      link: '/provider',
      created_at: '2026-11-27T02:00:00.000Z',
    };
    emit('notification', push);
    expect(got).toEqual([push]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your business is verified' }));
    stop();
    emit('notification', push);
    expect(got).toHaveLength(1);
  });
});

describe('live queries', () => {
  /** A server list the test changes, read by a query function the test lets answer when it chooses. */
  const serverList = () => {
    let items = ['first answer'];
    const pending: Array<() => void> = [];
    const fetchList = vi.fn(
      () =>
        new Promise<string[]>((resolve) => {
          const read = [...items];
          pending.push(() => resolve(read));
        }),
    );
    return {
      fetchList,
      change: (next: string[]) => (items = next),
      answerNext: () => pending.shift()?.(),
    };
  };

  /**
   * A connected socket and a page whose live list has sent its first fetch (not answered yet): `emit` plays the
   * server's events, `server` holds the list, `result` is what the page shows.
   */
  const openLiveList = async () => {
    vi.useRealTimers();
    const { emit } = fakeSocket();
    await connectRealtime('token-1');
    const server = serverList();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(
      () => {
        useLiveQueries(['live-list']);
        return useQuery({ queryKey: ['live-list', 'detail'], queryFn: server.fetchList });
      },
      { wrapper },
    );
    await waitFor(() => expect(server.fetchList).toHaveBeenCalledTimes(1));
    return { emit, server, result };
  };

  it('fetches again after a first fetch that was in flight when the event came: it may have read the old list', async () => {
    const { emit, server, result } = await openLiveList();
    // The page's first fetch has read the list; the second answer is committed and its push arrives (here: the
    // socket's connection, which asks the same) before that fetch has answered.
    server.change(['first answer', 'second answer']);
    emit('connect');
    server.answerNext();
    await waitFor(() => expect(result.current.data).toEqual(['first answer']));
    await waitFor(() => expect(server.fetchList).toHaveBeenCalledTimes(2));
    server.answerNext();
    await waitFor(() => expect(result.current.data).toEqual(['first answer', 'second answer']));
  });

  it('restarts a fetch of a list it already has, and fetches once per event', async () => {
    const { emit, server, result } = await openLiveList();
    server.answerNext();
    await waitFor(() => expect(result.current.data).toEqual(['first answer']));
    server.change(['first answer', 'second answer']);
    emit('connect');
    await waitFor(() => expect(server.fetchList).toHaveBeenCalledTimes(2));
    server.answerNext();
    await waitFor(() => expect(result.current.data).toEqual(['first answer', 'second answer']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.fetchList).toHaveBeenCalledTimes(2);
  });
});

/** The web's own sources (tests aside): what the client listens to is written here. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('realtime events in the web sources', () => {
  it('are subscribed only through onRealtimeEvent / useRealtimeEvent, by declared names', async () => {
    const names: string[] = [];
    const socketListeners: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      for (const match of code.matchAll(/\b(?:onRealtimeEvent|useRealtimeEvent)\(\s*([^,)]+)/g)) {
        const argument = (match[1] ?? '').trim();
        // The helpers' own definitions name a parameter; every call names a literal event.
        if (file === './realtime.ts' && argument === 'event') continue;
        names.push(/^'([^']+)'$/.exec(argument)?.[1] ?? `${file}: ${argument}`);
      }
      if (file !== './realtime.ts' && /socket-io|socket\.io-client/.test(code)) socketListeners.push(file);
    }
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !(REALTIME_EVENT_NAMES as string[]).includes(name))).toEqual([]);
    // Only lib/realtime.ts opens a socket: nothing else can listen to an event around the registry.
    expect(socketListeners).toEqual([]);
  });
});
