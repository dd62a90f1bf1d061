import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { STREAM_REOPEN_MS, useConversationStream } from './stream-conversation';

/** The browser's EventSource as far as the hook uses it: open, error (retrying or given up), close. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  succeed() {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onopen?.());
  }
  /** A dropped connection the browser retries by itself (CONNECTING), or a refusal it gives up on (CLOSED). */
  fail(givenUp: boolean) {
    this.readyState = givenUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }
}

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

beforeEach(() => {
  FakeEventSource.opened = [];
  Object.assign(window, { EventSource: FakeEventSource });
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useConversationStream', () => {
  it('opens the stream again after a refusal (the browser gives up on a 429), backing off, and not after a drop it retries itself', () => {
    const { result, unmount } = renderHook(() => useConversationStream('conv-1'), { wrapper });
    expect(FakeEventSource.opened).toHaveLength(1);

    FakeEventSource.opened[0].fail(false);
    act(() => void jest.advanceTimersByTime(STREAM_REOPEN_MS * 4));
    expect(FakeEventSource.opened).toHaveLength(1);

    FakeEventSource.opened[0].fail(true);
    expect(result.current.connected).toBe(false);
    act(() => void jest.advanceTimersByTime(STREAM_REOPEN_MS - 1));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(2);

    // Refused again: twice as long before the next try.
    FakeEventSource.opened[1].fail(true);
    act(() => void jest.advanceTimersByTime(STREAM_REOPEN_MS * 2 - 1));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => void jest.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(3);
    FakeEventSource.opened[2].succeed();
    expect(result.current.connected).toBe(true);

    // Leaving the chat stops the retries.
    FakeEventSource.opened[2].fail(true);
    unmount();
    act(() => void jest.advanceTimersByTime(STREAM_REOPEN_MS * 10));
    expect(FakeEventSource.opened).toHaveLength(3);
  });
});
