import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { useAfterPaint, useFocusCarried } from './use-after-paint';

const loadLabel = () => Promise.resolve(() => <p>the real thing</p>);
const loadNever = () => Promise.reject(new Error('chunk failed'));
let flakyCalls = 0;
const loadFlaky = () => {
  flakyCalls += 1;
  return flakyCalls === 1 ? Promise.reject(new Error('503')) : Promise.resolve(() => <p>the real thing</p>);
};

function Probe({ load }: { load: () => Promise<() => React.JSX.Element> }) {
  const Real = useAfterPaint(load);
  // eslint-disable-next-line react-hooks/static-components -- a module-level component, loaded once and cached by useAfterPaint: never created in render
  return Real === undefined ? <p>stand-in</p> : <Real />;
}

describe('useAfterPaint', () => {
  it('renders the stand-in on the server, whatever was loaded before', async () => {
    render(<Probe load={loadLabel} />);
    expect(await screen.findByText('the real thing')).toBeInTheDocument();
    // The module is cached now; the server (and a hydrating browser) still render the stand-in.
    expect(renderToString(<Probe load={loadLabel} />)).toContain('stand-in');
  });

  it('shows the stand-in first, then the module, and a later mount gets it at once', async () => {
    const first = render(<Probe load={loadLabel} />);
    expect(await screen.findByText('the real thing')).toBeInTheDocument();
    first.unmount();
    render(<Probe load={loadLabel} />);
    expect(screen.getByText('the real thing')).toBeInTheDocument();
  });

  it('tries a failed load again', async () => {
    render(<Probe load={loadFlaky} />);
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    expect(await screen.findByText('the real thing', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(flakyCalls).toBe(2);
  });

  it('keeps the stand-in when the module does not load', async () => {
    render(<Probe load={loadNever} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('stand-in')).toBeInTheDocument();
  });
});

function Swapped({ load }: { load: () => Promise<() => React.JSX.Element> }) {
  const Real = useAfterPaint(load);
  const ref = useFocusCarried<HTMLButtonElement>();
  return Real === undefined ? (
    <button ref={ref}>stand-in</button>
  ) : (
    <p>
      <button ref={ref}>the real button</button>
    </p>
  );
}
const loadLater = () => new Promise<() => React.JSX.Element>((resolve) => setTimeout(() => resolve(() => <p />), 10));
const loadLaterToo = () =>
  new Promise<() => React.JSX.Element>((resolve) => setTimeout(() => resolve(() => <p />), 10));

describe('useFocusCarried', () => {
  it('moves focus from the stand-in to its replacement', async () => {
    render(<Swapped load={loadLater} />);
    screen.getByRole('button', { name: 'stand-in' }).focus();
    expect(await screen.findByRole('button', { name: 'the real button' })).toHaveFocus();
  });

  it('leaves focus where it was when the stand-in did not have it', async () => {
    render(
      <>
        <input aria-label="elsewhere" />
        <Swapped load={loadLaterToo} />
      </>,
    );
    screen.getByRole('textbox', { name: 'elsewhere' }).focus();
    expect(await screen.findByRole('button', { name: 'the real button' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'elsewhere' })).toHaveFocus();
  });
});
