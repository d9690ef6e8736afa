import { MIN_CART_QTY } from '@printshop/contract';

/**
 * An "Add to cart" of a design that waits for the visitor to log in: the design, the options and
 * the quantity, kept in this tab's session storage across the log-in's page load, so the editor
 * adds it once the design has become the member's.
 */
export interface PendingDesignAdd {
  designId: number;
  chosen: string[];
  quantity: number;
}

const KEY = 'pendingDesignAdd';

/** The server checks the quantity's upper bound, and says so in the shopper's language. */
const isQuantity = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= MIN_CART_QTY;

/** Reads what storage holds as untrusted: a wrong shape is nothing. */
export function parsePendingDesignAdd(raw: string | null): PendingDesignAdd | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PendingDesignAdd> | null;
    if (!value || !Number.isSafeInteger(value.designId) || !isQuantity(value.quantity)) return null;
    const { chosen } = value;
    if (!Array.isArray(chosen) || chosen.length > 50 || !chosen.every((key) => typeof key === 'string')) {
      return null;
    }
    return { designId: value.designId!, chosen, quantity: value.quantity };
  } catch {
    return null;
  }
}

export function savePendingDesignAdd(pending: PendingDesignAdd): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** The waiting add of `designId`, taken out of storage so it happens once; null when none. */
export function takePendingDesignAdd(designId: number): PendingDesignAdd | null {
  const pending = parsePendingDesignAdd(sessionStorage.getItem(KEY));
  if (pending?.designId !== designId) return null;
  sessionStorage.removeItem(KEY);
  return pending;
}
