import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** One rule of docs/product.md#validation: the field it marks and the warning it shows. */
export interface Check<V> {
  field: Path<V>;
  message: string;
  fails: (values: V) => boolean;
}

/** Names and addresses: spaces alone are not a value. */
export const blank = (value: string) => value.trim() === '';

/** A password is taken exactly as typed, spaces included. */
export const empty = (value: string) => value === '';

/** The first check that fails, in the listed order; null when all pass. */
export function firstFailure<V>(checks: readonly Check<V>[], values: V): Check<V> | null {
  return checks.find((check) => check.fails(values)) ?? null;
}

/**
 * A react-hook-form resolver that reports only the first failing check: docs/product.md#validation
 * stops at the first failure and shows one warning at a time.
 */
export function orderedResolver<V extends FieldValues>(checks: () => readonly Check<V>[]): Resolver<V> {
  return (values) => {
    const failed = firstFailure(checks(), values);
    if (!failed) return { values, errors: {} };
    return {
      values: {},
      errors: { [failed.field]: { type: 'validate', message: failed.message } } as FieldErrors<V>,
    };
  };
}

/** The message of the one error an ordered resolver reported. */
export function reportedMessage<V extends FieldValues>(errors: FieldErrors<V>): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}
