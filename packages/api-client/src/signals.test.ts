import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anySignal, timeoutSignal } from './signals';
import { restoreSignalHelpers, withoutSignalHelpers } from './testSupport';

describe.each([
  ['with the platform helpers', () => {}],
  ['without them (Safari before 16 and 17.4)', withoutSignalHelpers],
])('signals %s', (_name, setUp) => {
  beforeEach(() => {
    vi.useFakeTimers();
    setUp();
  });
  afterEach(() => {
    restoreSignalHelpers();
    vi.useRealTimers();
  });

  it('anySignal aborts with the reason of the first signal to abort', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('second');
    first.abort('first');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('second');
  });

  it('anySignal of a signal that has already aborted is aborted, with its reason', () => {
    const combined = anySignal([new AbortController().signal, AbortSignal.abort('gone')]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });
});

describe('timeoutSignal without AbortSignal.timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    withoutSignalHelpers();
  });
  afterEach(() => {
    restoreSignalHelpers();
    vi.useRealTimers();
  });

  it('aborts after the given milliseconds with a TimeoutError, as AbortSignal.timeout does', () => {
    const signal = timeoutSignal(15_000);
    vi.advanceTimersByTime(14_999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
  });
});
