import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A modal that pushes a history entry when it opens and closes on the back button (spec §2), so Back on a phone
 * closes the modal instead of leaving the page. Closing it from the modal goes back over that entry.
 */
export function useHistoryModal(name: string): {
  readonly isOpen: boolean;
  readonly open: () => void;
  readonly close: () => void;
} {
  const [isOpen, setIsOpen] = useState(false);
  const pushed = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    const onPopState = () => {
      pushed.current = false;
      setIsOpen(false);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [isOpen]);

  const open = useCallback(() => {
    const state: unknown = window.history.state;
    window.history.pushState({ ...(typeof state === 'object' ? state : {}), modal: name }, '');
    pushed.current = true;
    setIsOpen(true);
  }, [name]);

  const close = useCallback(() => {
    setIsOpen(false);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    }
  }, []);

  return { isOpen, open, close };
}
