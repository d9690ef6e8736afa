/**
 * An Add to cart that waits for the visitor to log in: the product, the options chosen and the
 * designs uploaded, kept in this tab's session storage across the log-in's page load, so the
 * shopper comes back to the same choice and the line is added without doing it all again.
 */
export interface PendingAdd {
  productId: number;
  chosen: string[];
  files: string[];
}

const KEY = 'pendingCartAdd';
/** The most designs a cart line takes (the contract's fileurl list). */
const MAX_FILES = 10;

const strings = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) && value.length <= max && value.every((item) => typeof item === 'string');

/** Reads what another page (or script) left in storage as untrusted: a wrong shape is nothing. */
export function parsePendingAdd(raw: string | null): PendingAdd | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PendingAdd> | null;
    if (!value || !Number.isSafeInteger(value.productId)) return null;
    if (!strings(value.chosen, 50) || !strings(value.files, MAX_FILES)) return null;
    return { productId: value.productId!, chosen: value.chosen, files: value.files };
  } catch {
    return null;
  }
}

export function savePendingAdd(pending: PendingAdd): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** The waiting add of `productId`, taken out of storage so it happens once; null when none. */
export function takePendingAdd(productId: number): PendingAdd | null {
  const pending = parsePendingAdd(sessionStorage.getItem(KEY));
  if (pending?.productId !== productId) return null;
  sessionStorage.removeItem(KEY);
  return pending;
}
