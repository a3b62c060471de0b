// Focus back to the button that opened an inline editor once the editor closes (saved, cancelled
// or Escape): the editor's fields leave the page with it, and a keyboard user would otherwise be
// sent back to the top of the page. Only when focus was lost: a click elsewhere keeps its focus.
import { useEffect, useRef } from 'react';

/** A ref for the opening button; it takes focus when `editing` turns false. */
export function useReturnFocus<T extends HTMLElement>(editing: boolean) {
  const opener = useRef<T>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const focused = document.activeElement;
    if (wasEditing.current && !editing && (focused === null || focused === document.body)) {
      opener.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);
  return opener;
}
