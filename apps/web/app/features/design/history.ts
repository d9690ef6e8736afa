/** How many steps back undo can go. */
const MOST_STEPS = 100;

/** Undo and redo over whole values: what was, what is, what was undone. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /**
   * The key of the change that made `present`: a change with the same key (a word typed, a key
   * held to nudge) replaces it instead of adding a step, so one undo takes the whole run back.
   */
  runKey: string | null;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], runKey: null };
}

export function record<T>(history: History<T>, next: T, runKey: string | null = null): History<T> {
  if (next === history.present) return history;
  if (runKey !== null && runKey === history.runKey) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-MOST_STEPS),
    present: next,
    future: [],
    runKey,
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    runKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...later] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: later, runKey: null };
}
