import type { DesignElement, DesignLayout } from '@printshop/contract';
import { type AlignEdge, alignShift } from './align';
import { boundsOf } from './element-bounds';
import { type History, record, redo, startHistory, undo } from './history';
import {
  addBack,
  addElement,
  changeElement,
  type ElementPatch,
  elementOf,
  type LayerMove,
  moveLayer,
  removeBack,
  removeElement,
  setBackground,
  setBackgroundImage,
} from './layout-edits';
import type { Box } from './page-geometry';

/** The editor's state: the layout with its history, the side shown and the element chosen on it. */
export interface EditorState {
  history: History<DesignLayout>;
  side: number;
  selectedId: string | null;
  /** Staff making a template may choose and change its fixed art, which a customer cannot. */
  unlocked: boolean;
}

export type EditorAction =
  | { type: 'showSide'; side: number }
  | { type: 'addBack' }
  | { type: 'removeBack' }
  | { type: 'select'; id: string | null }
  | { type: 'add'; element: DesignElement }
  /** `run` names a run of changes that one undo takes back together (typing, a held arrow key). */
  | { type: 'change'; id: string; patch: ElementPatch; run?: string }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'align'; edge: AlignEdge; area: Box }
  | { type: 'remove'; id: string }
  | { type: 'layer'; id: string; move: LayerMove }
  | { type: 'background'; colour: string }
  | { type: 'backgroundImage'; src: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export function startEditor(layout: DesignLayout, unlocked = false): EditorState {
  return { history: startHistory(layout), side: 0, selectedId: null, unlocked };
}

export const currentLayout = (state: EditorState) => state.history.present;
export const currentSide = (state: EditorState) => state.history.present.sides[state.side];
export const selectedElement = (state: EditorState) =>
  elementOf(state.history.present, state.side, state.selectedId);

/** A new layout as one step of the history; the side and the choice kept only where they still exist. */
function commit(state: EditorState, layout: DesignLayout, run: string | null = null): EditorState {
  return shown({ ...state, history: record(state.history, layout, run) });
}

function shown(state: EditorState): EditorState {
  const side = Math.min(state.side, state.history.present.sides.length - 1);
  const selectedId = elementOf(state.history.present, side, state.selectedId) ? state.selectedId : null;
  return { ...state, side, selectedId };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const layout = state.history.present;
  const { side, unlocked } = state;
  switch (action.type) {
    case 'showSide':
      return shown({ ...state, side: action.side, selectedId: null });
    case 'addBack': {
      const next = commit(state, addBack(layout));
      return { ...next, side: next.history.present.sides.length - 1, selectedId: null };
    }
    case 'removeBack':
      return commit({ ...state, side: 0 }, removeBack(layout));
    case 'select': {
      const element = elementOf(layout, side, action.id);
      // A new choice ends the run of changes of the last one: its next change is a step of its own.
      const history = { ...state.history, runKey: null };
      return { ...state, history, selectedId: element && (unlocked || !element.locked) ? element.id : null };
    }
    case 'add': {
      const next = commit(state, addElement(layout, side, action.element));
      return next.history.present === layout ? next : { ...next, selectedId: action.element.id };
    }
    case 'change':
      return commit(
        state,
        changeElement(layout, side, action.id, action.patch, unlocked),
        action.run ?? null,
      );
    case 'nudge': {
      const element = selectedElement(state);
      if (!element) return state;
      const patch = { x: element.x + action.dx, y: element.y + action.dy };
      return commit(state, changeElement(layout, side, element.id, patch, unlocked), `nudge:${element.id}`);
    }
    case 'align': {
      const element = selectedElement(state);
      if (!element) return state;
      const { dx, dy } = alignShift(boundsOf(element), action.area, action.edge);
      return commit(
        state,
        changeElement(layout, side, element.id, { x: element.x + dx, y: element.y + dy }, unlocked),
      );
    }
    case 'remove':
      return commit(state, removeElement(layout, side, action.id, unlocked));
    case 'layer':
      return commit(state, moveLayer(layout, side, action.id, action.move, unlocked));
    case 'background':
      return commit(state, setBackground(layout, side, action.colour), `background:${side}`);
    case 'backgroundImage':
      return commit(state, setBackgroundImage(layout, side, action.src));
    case 'undo':
      return shown({ ...state, history: undo(state.history) });
    case 'redo':
      return shown({ ...state, history: redo(state.history) });
  }
}
