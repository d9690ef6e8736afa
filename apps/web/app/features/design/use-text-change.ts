import { type Dispatch, useCallback, useRef } from 'react';
import type { EditorAction } from './layout-reducer';
import type { DesignText } from './new-elements';
import { widenedBox } from './text-box';
import { widestLineMm } from './text-measure';

export type TextPatch = Partial<Omit<DesignText, 'id' | 'kind'>>;

/**
 * Changes a text, then widens its box once its fonts have measured it, so that no line is cut at
 * the box's edge (the PDF would cut it too). Both are one step of the history, and so is a run of
 * typing when `run` names it.
 */
export function useTextChange(
  dispatch: Dispatch<EditorAction>,
): (text: DesignText, patch: TextPatch, run?: string) => void {
  const changes = useRef(0);
  return useCallback(
    (text, patch, run) => {
      changes.current += 1;
      const key = run ?? `text:${text.id}:${changes.current}`;
      dispatch({ type: 'change', id: text.id, patch, run: key });
      const changed = { ...text, ...patch };
      void widestLineMm(changed).then((widest) => {
        const box = widenedBox(changed, widest);
        if (box) dispatch({ type: 'change', id: text.id, patch: box, run: key });
      });
    },
    [dispatch],
  );
}
