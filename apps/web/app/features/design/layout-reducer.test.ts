import type { DesignElement, DesignLayout } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { currentLayout, currentSide, type EditorAction, editorReducer, startEditor } from './layout-reducer';
import { newRect, newText } from './new-elements';
import { pageGeometry } from './page-geometry';

/** A 3.5 x 2 in business card with 1/8 in bleed. */
const card = pageGeometry({ trimWidthMm: 88.9, trimHeightMm: 50.8, bleedMm: 3.175 });
const blankSide = { background: '#ffffff', backgroundImage: null, elements: [] };
const blank: DesignLayout = { version: 1, sides: [blankSide] };
const fixedArt: DesignElement = { ...newRect('art', card), locked: true };

const run = (actions: EditorAction[], layout = blank) => actions.reduce(editorReducer, startEditor(layout));
const ids = (state: ReturnType<typeof run>) => currentSide(state)?.elements.map((element) => element.id);
const elementIn = (state: ReturnType<typeof run>, id: string) =>
  currentSide(state)?.elements.find((element) => element.id === id);
const textIn = (state: ReturnType<typeof run>, id: string) => {
  const element = elementIn(state, id);
  return element?.kind === 'text' ? element.text : undefined;
};

describe('the editor’s reducer', () => {
  it('adds an element to the side shown and chooses it', () => {
    const state = run([{ type: 'add', element: newRect('r1', card) }]);
    expect(ids(state)).toEqual(['r1']);
    expect(state.selectedId).toBe('r1');
  });

  it('moves and resizes an element, each change one step to undo', () => {
    const state = run([
      { type: 'add', element: newRect('r1', card) },
      { type: 'change', id: 'r1', patch: { x: 10, y: 12 } },
      { type: 'change', id: 'r1', patch: { width: 30.123, height: 0 } },
    ]);
    expect(elementIn(state, 'r1')).toMatchObject({ x: 10, y: 12, width: 30.12, height: 1 });
    const undone = elementIn(editorReducer(state, { type: 'undo' }), 'r1');
    expect(undone).toMatchObject({ x: 10, y: 12 });
    expect(undone?.width).toBeCloseTo(card.safe.width / 3, 2);
  });

  it('keeps a text’s height to its lines and a QR code square', () => {
    const state = run([
      { type: 'add', element: newText('t1', card, 'Ada') },
      { type: 'change', id: 't1', patch: { text: 'Ada\n阿达', sizePt: 1000 } },
      {
        type: 'add',
        element: {
          ...newRect('q1', card),
          kind: 'qr',
          data: 'https://example.com',
          colour: '#000000',
        } as DesignElement,
      },
      { type: 'change', id: 'q1', patch: { width: 20 } },
    ]);
    const text = elementIn(state, 't1');
    expect(text).toMatchObject({ sizePt: 400 });
    expect(text?.height).toBeCloseTo(2 * 1.2 * 400 * (25.4 / 72), 1);
    expect(elementIn(state, 'q1')).toMatchObject({ width: 20, height: 20 });
  });

  it('deletes an element, and the deletion can be undone and redone', () => {
    const deleted = run([
      { type: 'add', element: newRect('r1', card) },
      { type: 'add', element: newRect('r2', card) },
      { type: 'remove', id: 'r1' },
    ]);
    expect(ids(deleted)).toEqual(['r2']);
    const undone = editorReducer(deleted, { type: 'undo' });
    expect(ids(undone)).toEqual(['r1', 'r2']);
    expect(ids(editorReducer(undone, { type: 'redo' }))).toEqual(['r2']);
  });

  it('reorders layers one step at a time, and not past the ends', () => {
    const state = run([
      { type: 'add', element: newRect('a', card) },
      { type: 'add', element: newRect('b', card) },
      { type: 'add', element: newRect('c', card) },
      { type: 'layer', id: 'a', move: 'up' },
      { type: 'layer', id: 'c', move: 'up' },
      { type: 'layer', id: 'b', move: 'down' },
    ]);
    expect(ids(state)).toEqual(['b', 'a', 'c']);
    expect(state.history.past).toHaveLength(4);
  });

  it('leaves locked fixed art alone: it cannot be chosen, changed, moved in the layers or deleted', () => {
    const layout = { ...blank, sides: [{ ...blankSide, elements: [fixedArt] }] };
    const state = run(
      [
        { type: 'select', id: 'art' },
        { type: 'change', id: 'art', patch: { x: 0 } },
        { type: 'layer', id: 'art', move: 'up' },
        { type: 'remove', id: 'art' },
      ],
      layout,
    );
    expect(state.selectedId).toBeNull();
    expect(currentLayout(state)).toBe(layout);
    expect(state.history.past).toEqual([]);
  });

  it('lets staff making a template choose, change, unlock and delete its fixed art', () => {
    const layout = { ...blank, sides: [{ ...blankSide, elements: [fixedArt, newRect('other', card)] }] };
    const making = (actions: EditorAction[]) => actions.reduce(editorReducer, startEditor(layout, true));
    const moved = making([
      { type: 'select', id: 'art' },
      { type: 'change', id: 'art', patch: { x: 0 } },
      { type: 'layer', id: 'art', move: 'up' },
    ]);
    expect(moved.selectedId).toBe('art');
    expect(ids(moved)).toEqual(['other', 'art']);
    expect(elementIn(moved, 'art')).toMatchObject({ x: 0, locked: true });
    const unlocked = making([{ type: 'change', id: 'art', patch: { locked: false } }]);
    expect(elementIn(unlocked, 'art')?.locked).toBe(false);
    expect(ids(making([{ type: 'remove', id: 'art' }]))).toEqual(['other']);
  });

  it('gives a side a background image and takes it away, each one undoable step', () => {
    const src = '/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp';
    const given = run([{ type: 'backgroundImage', src }]);
    expect(currentSide(given)?.backgroundImage).toBe(src);
    const removed = editorReducer(given, { type: 'backgroundImage', src: null });
    expect(currentSide(removed)?.backgroundImage).toBeNull();
    expect(currentSide(editorReducer(removed, { type: 'undo' }))?.backgroundImage).toBe(src);
  });

  it('takes a run of typing or nudging back in one undo', () => {
    const typed = run([
      { type: 'add', element: newText('t1', card, '') },
      ...['A', 'Ad', 'Ada'].map(
        (text): EditorAction => ({ type: 'change', id: 't1', patch: { text }, run: 'text:t1' }),
      ),
      { type: 'nudge', dx: 1, dy: 0 },
      { type: 'nudge', dx: 1, dy: 0 },
    ]);
    expect(textIn(typed, 't1')).toBe('Ada');
    const beforeNudges = editorReducer(typed, { type: 'undo' });
    expect(elementIn(beforeNudges, 't1')?.x).toBe(elementIn(typed, 't1')!.x - 2);
    expect(textIn(editorReducer(beforeNudges, { type: 'undo' }), 't1')).toBe('');
  });

  it('aligns the chosen element to the safe area', () => {
    const state = run([
      { type: 'add', element: newRect('r1', card) },
      { type: 'align', edge: 'right', area: card.safe },
      { type: 'align', edge: 'top', area: card.safe },
    ]);
    const rect = elementIn(state, 'r1')!;
    expect(rect.x + rect.width).toBeCloseTo(card.safe.x + card.safe.width, 1);
    expect(rect.y).toBeCloseTo(card.safe.y, 1);
  });

  it('adds a back, shows it, and forgets the choice when undo takes it away', () => {
    const state = run([{ type: 'add', element: newRect('r1', card) }, { type: 'addBack' }]);
    expect(currentLayout(state).sides).toHaveLength(2);
    expect(state.side).toBe(1);
    const undone = editorReducer(state, { type: 'undo' });
    expect(undone.side).toBe(0);
    expect(currentLayout(undone).sides).toHaveLength(1);
  });

  it('does nothing to undo or redo at the ends of the history', () => {
    const start = startEditor(blank);
    expect(editorReducer(start, { type: 'undo' }).history).toBe(start.history);
    expect(editorReducer(start, { type: 'redo' }).history).toBe(start.history);
  });
});
