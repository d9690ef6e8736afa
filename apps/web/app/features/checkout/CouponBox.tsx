import { MAX_LENGTH } from '@printshop/contract';
import { useId, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ChevronDownIcon } from '~/ui/icons';

interface CouponBoxProps {
  /** The code the summary was computed with, or null. */
  applied: string | null;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

/** docs/product.md#screens's collapsible 'have coupon' box; the server judges the code. */
export function CouponBox({ applied, onApply, onRemove }: CouponBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  if (applied) {
    return (
      <p className="flex items-center justify-between gap-3 rounded-lg bg-teal/10 px-3 py-2 text-sm">
        <span>{t('checkoutPage.coupon.applied', { code: applied })}</span>
        <button type="button" onClick={onRemove} className="font-semibold text-teal-700 hover:underline">
          {t('checkoutPage.coupon.remove')}
        </button>
      </p>
    );
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center justify-between text-sm font-semibold text-teal-700"
      >
        {t('checkoutPage.coupon.toggle')}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <form
        id={id}
        hidden={!open}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!code.trim()) return;
          setBusy(true);
          if (await onApply(code.trim())) setCode('');
          setBusy(false);
        }}
        className="mt-3 flex gap-2"
      >
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('checkoutPage.coupon.label')}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={MAX_LENGTH.coupon}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('checkoutPage.coupon.label')}
          autoCapitalize="characters"
          className="h-10 min-w-0 flex-1 rounded-lg border border-navy/20 px-3 text-base uppercase outline-none placeholder:normal-case focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-10 shrink-0 rounded-lg bg-navy px-4 text-sm font-semibold text-white hover:bg-navy/90 disabled:opacity-60"
        >
          {t('checkoutPage.coupon.apply')}
        </button>
      </form>
    </div>
  );
}
