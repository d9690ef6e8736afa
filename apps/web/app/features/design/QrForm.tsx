import { DESIGN_LIMITS } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { TextField } from '~/ui/form-fields';
import { ToolButton } from './controls';
import { type Contact, contactOf, vCardOf } from './vcard';

type QrKind = 'url' | 'contact';

/** A web address as typed, with https:// when it names no scheme. */
const withScheme = (address: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;

interface QrFormProps {
  /** What the QR code holds now; none for a new one. */
  data?: string;
  submitLabel: string;
  onSubmit(data: string): void;
  onCancel?(): void;
}

/** What a QR code opens: a web address, or a contact card (vCard) of a name, phone and email. */
export function QrForm({ data = '', submitLabel, onSubmit, onCancel }: QrFormProps) {
  const { t } = useTranslation();
  const known = contactOf(data);
  const [kind, setKind] = useState<QrKind>(known ? 'contact' : 'url');
  const [address, setAddress] = useState(known ? '' : data);
  const [contact, setContact] = useState<Contact>(known ?? { name: '', phone: '', email: '' });
  const [problem, setProblem] = useState<string | null>(null);

  /** Why the form's contents cannot be a QR code, or null. */
  const problemOf = (text: string): string | null => {
    const filled =
      kind === 'url' ? address.trim() !== '' : Object.values(contact).some((value) => value.trim());
    if (!filled) return t('designEditor.qr.missing');
    if (text.length > DESIGN_LIMITS.qrChars)
      return t('designEditor.qr.tooLong', { max: DESIGN_LIMITS.qrChars });
    return null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = kind === 'url' ? withScheme(address.trim()) : vCardOf(contact);
    const found = problemOf(text);
    setProblem(found);
    if (!found) onSubmit(text);
  };
  const contactField = (field: keyof Contact, type: string) => (
    <TextField
      label={t(`designEditor.qr.${field}`)}
      type={type}
      value={contact[field]}
      onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <legend className="mb-1.5 font-medium">{t('designEditor.qr.of')}</legend>
        {(['url', 'contact'] as const).map((each) => (
          <label key={each} className="flex items-center gap-2">
            <input
              type="radio"
              name="qr-kind"
              checked={kind === each}
              onChange={() => setKind(each)}
              className="size-4 accent-teal-700"
            />
            {t(`designEditor.qr.${each}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'url' ? (
        <TextField
          label={t('designEditor.qr.address')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
      ) : (
        <>
          {contactField('name', 'text')}
          {contactField('phone', 'tel')}
          {contactField('email', 'email')}
        </>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-coral-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="h-10 rounded-full bg-navy px-5 text-sm font-semibold text-white hover:bg-navy-700"
        >
          {submitLabel}
        </button>
        {onCancel ? (
          <ToolButton
            label={t('designEditor.qr.cancel')}
            text={t('designEditor.qr.cancel')}
            icon={null}
            onClick={onCancel}
          />
        ) : null}
      </div>
    </form>
  );
}
