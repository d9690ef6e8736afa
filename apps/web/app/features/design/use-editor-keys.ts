import { type Dispatch, useEffect } from 'react';
import type { EditorAction } from './layout-reducer';

/** Millimetres an arrow key moves the chosen element; with Shift, ten times as far. */
const NUDGE_MM = 0.5;

/** A key pressed in a form field is the field's: typing, its own undo, moving its caret. */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The editor's keys: Ctrl/⌘+Z undo, with Shift (or Ctrl+Y) redo, Delete removes, arrows nudge, Escape lets go. */
export function useEditorKeys(dispatch: Dispatch<EditorAction>, selectedId: string | null): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (inField(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && (key === 'z' || key === 'y')) {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
        return;
      }
      if (!selectedId || command || event.altKey) return;
      const arrow = ARROWS[event.key];
      if (arrow) {
        event.preventDefault();
        const step = event.shiftKey ? NUDGE_MM * 10 : NUDGE_MM;
        dispatch({ type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step });
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        dispatch({ type: 'remove', id: selectedId });
      } else if (event.key === 'Escape') {
        dispatch({ type: 'select', id: null });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, selectedId]);
}
