/**
 * Shapes what the shopper types into the built-in card form. Only the format is helped along
 * here; whether the card is good is the payment provider's call.
 */

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Up to 19 digits in groups of four: `4242 4242 4242 4242`. */
export function formatCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY`, the slash added once the month is typed. */
export function formatExpiry(value: string): string {
  const typed = digits(value, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
}

/** Three or four digits. */
export function formatCvc(value: string): string {
  return digits(value, 4);
}
