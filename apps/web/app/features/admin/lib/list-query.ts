/**
 * A back-office list's filters, read from its address and written back to it, so that a filtered
 * view can be linked and reloaded. A value the address cannot hold is dropped rather than sent to
 * be refused: a hand-edited link shows the list less filtered, not an error.
 */

/** One of `choices`, or undefined. */
export function choiceOf<const T extends string | number>(
  value: string | null,
  choices: readonly T[],
): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

/** A calendar day written YYYY-MM-DD that exists, or undefined. */
export function dayOf(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(value) ? value : undefined;
}

/** A whole number from 1 (a page, an id), or undefined. */
export function countingOf(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** `?name=value&…` of the values that are set (not undefined, not ''), or '' when none is. */
export function searchOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A filter form's fields as an address's query would carry them. */
export function formFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.set(name, value);
  return params;
}
