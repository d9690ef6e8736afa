import { useMemo, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS, DialogForm } from '~/ui/DialogForm';
import { PrimaryButton, SelectField, TextField } from '~/ui/form-fields';
import { LockIcon } from '~/ui/icons';
import { Panel } from '~/ui/Panel';
import { CardIcon } from './icons';

const DIALOG_TITLE_ID = 'paymethod-dialog-title';

/** About twenty countries the shop ships to most, as ISO 3166-1 codes. */
const COUNTRY_CODES = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'BE',
  'CH',
  'SE',
  'DK',
  'NO',
  'AU',
  'NZ',
  'JP',
  'SG',
  'CN',
] as const;

/**
 * Payment method (docs/product.md#screens): a static page that makes no calls. The modal has the
 * fields docs/product.md lists, but the shop never keeps card data (docs/architecture.md): Save closes the modal
 * and says plainly that nothing was stored and cards are entered at checkout.
 */
export function PayMethodPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState(false);

  return (
    <>
      <Panel className="grid max-w-xl justify-items-start gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-sand text-navy/70">
          <CardIcon width={26} height={26} />
        </span>
        <p data-testid="paymethod-none" className="text-navy/80">
          {t('accountPages.paymethod.none')}
        </p>
        <button
          type="button"
          onClick={() => {
            setNotice(false);
            setOpen(true);
          }}
          className="inline-flex h-11 items-center rounded-full border-2 border-navy px-6 font-bold text-navy hover:bg-navy hover:text-white"
        >
          {t('accountPages.paymethod.add')}
        </button>
      </Panel>
      {notice ? (
        <p
          role="status"
          className="mt-5 flex max-w-xl items-start gap-3 rounded-xl border border-teal-700/30 bg-teal-100 p-4 text-sm"
        >
          <LockIcon className="mt-0.5 shrink-0 text-teal-700" />
          {t('accountPages.paymethod.notSaved')}
        </p>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={DIALOG_TITLE_ID}
        className={`${DIALOG_FORM_CLASS} max-w-lg`}
      >
        <CardForm
          onClose={() => setOpen(false)}
          onSave={() => {
            setOpen(false);
            setNotice(true);
          }}
        />
      </Dialog>
    </>
  );
}

function CardForm({ onClose, onSave }: { onClose: () => void; onSave: () => void }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  // Built in the browser only (the dialog's content mounts when it opens), so the browser's
  // own country names never meet the server's in hydration.
  const countries = useMemo(() => {
    const locale = lang === 'zh' ? 'zh-Hans' : 'en';
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [lang]);

  // Nothing here is sent or kept: the inputs vanish with the dialog.
  return (
    <DialogForm
      titleId={DIALOG_TITLE_ID}
      title={t('accountPages.paymethod.dialogTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      footer={<PrimaryButton className="max-sm:w-full">{t('accountPages.paymethod.save')}</PrimaryButton>}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-3 rounded-xl bg-sand p-4 sm:col-span-2">
          <div>
            <p className="font-semibold">{t('accountPages.paymethod.quickTitle')}</p>
            <p className="text-sm text-navy/75">{t('accountPages.paymethod.quickText')}</p>
          </div>
          <TextField label={t('accountPages.paymethod.email')} type="email" name="email" inputMode="email" />
        </div>
        <TextField
          label={t('accountPages.paymethod.cardNumber')}
          name="cardnumber"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          className="sm:col-span-2"
        />
        <TextField
          label={t('accountPages.paymethod.expiry')}
          name="expiry"
          inputMode="numeric"
          placeholder={t('accountPages.paymethod.expiryPlaceholder')}
          maxLength={7}
        />
        <TextField label={t('accountPages.paymethod.cvc')} name="cvc" inputMode="numeric" maxLength={4} />
        <SelectField
          label={t('accountPages.paymethod.country')}
          name="country"
          defaultValue={lang === 'zh' ? 'CN' : 'US'}
          className="sm:col-span-2"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <p className="flex items-start gap-2 text-xs text-navy/70 sm:col-span-2">
          <LockIcon width={16} height={16} className="mt-px shrink-0" />
          {t('accountPages.paymethod.noStorage')}
        </p>
      </div>
    </DialogForm>
  );
}
