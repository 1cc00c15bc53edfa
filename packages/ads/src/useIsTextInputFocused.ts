import { useEffect, useState } from 'react';

/** Whether an element is one a rider types into (spec §2: the bottom ad hides while a text input or textarea has focus). */
export function isTextEntry(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image'].includes(
    element.type,
  );
}

/** Follows focus through the page and tells whether a text input or textarea has it. */
export function useIsTextInputFocused(): boolean {
  const [isFocused, setIsFocused] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setIsFocused(isTextEntry(event.target as Element | null));
    // focusout fires before focus lands elsewhere; the next focusin says where it went.
    const onFocusOut = () => setIsFocused(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return isFocused;
}
