import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHistoryModal } from './useHistoryModal';

function modalState(): unknown {
  return (window.history.state as { modal?: unknown } | null)?.modal;
}

/** Goes back one entry and waits for the browser's popstate. */
async function pressBack() {
  await act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.back();
      }),
  );
}

describe('useHistoryModal (spec §2: modals push a history entry and close on Back)', () => {
  it('pushes a history entry named after the modal when it opens, keeping the page state', () => {
    window.history.replaceState({ idx: 3, key: 'page' }, '');
    const lengthBefore = window.history.length;
    const { result } = renderHook(() => useHistoryModal('arrival-sources'));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(window.history.state).toEqual({ idx: 3, key: 'page', modal: 'arrival-sources' });
  });

  it('pushes a clean entry over a page state that is not an object', () => {
    window.history.replaceState('page', '');
    const { result } = renderHook(() => useHistoryModal('sources'));
    act(() => result.current.open());
    expect(window.history.state).toEqual({ modal: 'sources' });
  });

  it('closes on Back without going back any further', async () => {
    const { result } = renderHook(() => useHistoryModal('sources'));
    act(() => result.current.open());
    const back = vi.spyOn(window.history, 'back');
    await pressBack();
    expect(result.current.isOpen).toBe(false);
    expect(back).toHaveBeenCalledTimes(1); // the test's own Back, nothing more
    expect(modalState()).toBeUndefined();
  });

  it('goes back over its own entry when closed from the modal, once', async () => {
    const { result } = renderHook(() => useHistoryModal('sources'));
    act(() => result.current.open());
    const popped = new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
    });
    const back = vi.spyOn(window.history, 'back');
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    await act(() => popped);
    expect(modalState()).toBeUndefined();
    act(() => result.current.close());
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does not touch the history when closed without having been opened', () => {
    const back = vi.spyOn(window.history, 'back');
    const { result } = renderHook(() => useHistoryModal('sources'));
    act(() => result.current.close());
    expect(back).not.toHaveBeenCalled();
  });

  it('stops listening to Back once closed', async () => {
    const { result } = renderHook(() => useHistoryModal('sources'));
    act(() => result.current.open());
    await pressBack();
    window.history.pushState(null, '', '/paradas/4-12');
    await pressBack();
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
  });
});
