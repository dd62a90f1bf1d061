import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { BottomDock } from './dock';
import { Toast } from './toast';

/** A parent that renders every 100 ms with a new `onDone`, as the guided session's clock does. */
function Ticking({ durationMs }: { durationMs: number }) {
  const [shown, setShown] = useState(true);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 100);
    return () => window.clearInterval(timer);
  }, []);
  return shown ? <Toast message="Gespeichert!" durationMs={durationMs} onDone={() => setShown(false)} /> : null;
}

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves after its duration although its parent renders all the time', () => {
    render(<Ticking durationMs={2000} />);
    expect(screen.getByRole('status').textContent).toContain('Gespeichert!');
    act(() => void jest.advanceTimersByTime(1900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes at once with its close button', () => {
    render(<Ticking durationMs={60_000} />);
    act(() => screen.getByRole('button', { name: 'Hinweis schließen' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sits in the dock when there is one', () => {
    render(
      <BottomDock>
        <Ticking durationMs={2000} />
      </BottomDock>,
    );
    expect(screen.getByRole('status').parentElement?.className).toBe('dock dock--bottom');
    expect(screen.getByRole('status').className).toContain('toast--docked');
  });
});
