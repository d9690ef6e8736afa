/**
 * Fills `{{name}}` placeholders of a catalogue message: for `t`, and for the places that have
 * the catalogue but no translator (meta functions run outside React).
 */
export function interpolate(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
