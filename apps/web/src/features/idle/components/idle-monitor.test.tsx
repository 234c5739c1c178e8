import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { IdleMonitor as IdleMonitorComponent } from './idle-monitor';

let IdleMonitor: typeof IdleMonitorComponent;

const MINUTE = 60_000;

const renderMonitor = (enabled: boolean) => {
  const onIdle = vi.fn();
  render(
    <MantineProvider env="test">
      <IdleMonitor enabled={enabled} idleTimeoutMinutes={5} onIdle={onIdle} />
    </MantineProvider>,
  );
  return onIdle;
};

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/**
 * react-idle-timer binds the timer functions once, when it first loads: one fake clock serves the
 * whole file and the module is loaded after it is installed.
 */
beforeAll(async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
  ({ IdleMonitor } = await import('./idle-monitor'));
});

afterAll(() => {
  vi.useRealTimers();
});

describe('idle monitor', () => {
  it('warns after five quiet minutes, counts down and logs out at zero', () => {
    const onIdle = renderMonitor(true);
    advance(5 * MINUTE - 1000);
    expect(screen.queryByRole('dialog', { name: 'You are Idle' })).not.toBeInTheDocument();

    advance(1000);
    expect(screen.getByRole('dialog', { name: 'You are Idle' })).toBeInTheDocument();
    advance(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    expect(onIdle).not.toHaveBeenCalled();

    advance(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('closes on Resume and starts over', () => {
    const onIdle = renderMonitor(true);
    advance(5 * MINUTE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('dialog', { name: 'You are Idle' })).not.toBeInTheDocument();
    advance(5 * MINUTE - 1000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('does nothing when disabled (development, or nobody logged in)', () => {
    const onIdle = renderMonitor(false);
    advance(20 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onIdle).not.toHaveBeenCalled();
  });
});
