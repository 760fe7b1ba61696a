// A dead end (the technical error page, session timeout) takes focus on its heading as it appears, wherever
// the player came from, so a screen reader says where they are and the keyboard starts there (DESIGN 4).
import { useCallback } from 'react';

export function useFocusedOnMount<T extends HTMLElement>(): (el: T | null) => void {
  return useCallback((el: T | null) => el?.focus({ preventScroll: true }), []);
}
