import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, type ToastItem, withToast } from './toast';

const item = (id: number, kind: ToastItem['kind'], text: string): ToastItem => ({ id, kind, text });

describe('withToast', () => {
  it('shows a repeated text once, as the newest', () => {
    const list = withToast([item(1, 'error', 'a'), item(2, 'success', 'b')], item(3, 'error', 'a'));
    expect(list.map((t) => t.id)).toEqual([2, 3]);
  });

  it("replaces a form's previous warning with its new one", () => {
    const list = withToast(
      [item(1, 'warning', 'please input email')],
      item(2, 'warning', 'please input password'),
    );
    expect(list).toEqual([item(2, 'warning', 'please input password')]);
  });

  it('keeps only the newest few', () => {
    let list: ToastItem[] = [];
    for (let id = 1; id <= 5; id++) list = withToast(list, item(id, 'error', `e${id}`));
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list.at(-1)!.id).toBe(5);
  });
});
