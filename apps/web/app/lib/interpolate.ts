/**
 * Fills `{{name}}` placeholders of a catalogue message, for the places that have the
 * catalogue but no i18next instance (meta functions run outside React).
 */
export function interpolate(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
