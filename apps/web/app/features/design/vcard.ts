/** The contact a QR code's vCard carries. */
export interface Contact {
  name: string;
  phone: string;
  email: string;
}

/** RFC 6350's escapes of a text value. */
const escaped = (value: string) =>
  value
    .trim()
    .replace(/([\\,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
const unescaped = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([\\,;])/g, '$1');

/** A vCard 3.0 of the contact, the form phones read from a QR code; empty fields left out. */
export function vCardOf(contact: Contact): string {
  const name = escaped(contact.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${name};;;;`,
    `FN:${name}`,
    contact.phone.trim() ? `TEL:${escaped(contact.phone)}` : '',
    contact.email.trim() ? `EMAIL:${escaped(contact.email)}` : '',
    'END:VCARD',
  ];
  return lines.filter(Boolean).join('\r\n');
}

/** The contact of a vCard this editor wrote, or null for any other text (a URL). */
export function contactOf(data: string): Contact | null {
  if (!data.startsWith('BEGIN:VCARD')) return null;
  const field = (name: string) => {
    const line = data.split(/\r?\n/).find((each) => each.startsWith(`${name}:`));
    return line ? unescaped(line.slice(name.length + 1)) : '';
  };
  return { name: field('FN'), phone: field('TEL'), email: field('EMAIL') };
}
