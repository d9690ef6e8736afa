/**
 * Fills the `{{name}}` placeholders of a message, the style the web app's catalogues use too;
 * a placeholder without a value becomes ''.
 */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  // Most messages have no placeholder: every answer's "ok" is one, and skips the search.
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
