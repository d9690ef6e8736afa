import type { api } from '@printshop/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useCartCount } from './cart-count';
import { stepQuantity } from './quantity';

/**
 * The cart's lines as the page shows them, and the changes a shopper makes to them.
 *
 * A quantity shows at once and is saved in the background. A line has at most one save on its
 * way: clicks made meanwhile are merged into one follow-up save of the latest quantity, so the
 * server never receives an older quantity after a newer one. A failed save puts back the last
 * quantity the server accepted.
 */
export function useCartLines(initial: api.CartLine[]) {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const { refresh } = useCartCount();
  const [lines, setLines] = useState(initial);
  const stored = useRef(new Map(initial.map((line) => [line.id, line.productNum])));
  const waiting = useRef(new Map<number, number>());
  const saving = useRef(new Map<number, Promise<void>>());

  const show = (id: number, quantity: number) =>
    setLines((list) => list.map((line) => (line.id === id ? { ...line, productNum: quantity } : line)));

  const send = async (id: number, quantity: number): Promise<void> => {
    try {
      await client.call('cartEdit', { id, productNum: quantity });
    } catch (error) {
      waiting.current.delete(id);
      show(id, stored.current.get(id) ?? quantity);
      toast('error', errorMessage(error, t('cartPage.line.saveFailed')));
      return;
    }
    stored.current.set(id, quantity);
    refresh();
    const next = waiting.current.get(id);
    waiting.current.delete(id);
    if (next !== undefined && next !== quantity) await send(id, next);
  };

  const step = (line: api.CartLine, by: 1 | -1) => {
    const quantity = stepQuantity(line.productNum, by);
    if (quantity === line.productNum) return;
    show(line.id, quantity);
    if (saving.current.has(line.id)) {
      waiting.current.set(line.id, quantity);
      return;
    }
    const save = send(line.id, quantity).finally(() => saving.current.delete(line.id));
    saving.current.set(line.id, save);
  };

  /** Resolves once every quantity change has reached the server (or failed). */
  const settled = () => Promise.all(saving.current.values()).then(() => undefined);

  const isSaving = () => saving.current.size > 0;

  /** Deletes the line after its pending save, so the two never cross. True when it is gone. */
  const remove = async (id: number): Promise<boolean> => {
    waiting.current.delete(id);
    await saving.current.get(id);
    try {
      const { msg } = await client.callWithMsg('cartDelete', { id });
      setLines((list) => list.filter((line) => line.id !== id));
      stored.current.delete(id);
      toast('success', msg);
      refresh();
      return true;
    } catch (error) {
      toast('error', errorMessage(error, t('cartPage.delete.failed')));
      return false;
    }
  };

  return { lines, step, remove, settled, isSaving };
}
