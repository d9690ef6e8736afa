import { type api, formatMoney } from '@printshop/contract';
import { Fragment } from 'react';
import { DesignFileLink } from '~/features/upload/DesignFileLink';
import { useTranslation } from '~/i18n/use-translation';
import { productHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { TrashIcon } from './icons';
import { QuantityStepper } from './QuantityStepper';
import { lineTotal } from './totals';

/**
 * The columns of a row on a wide screen, which the column headings share. On a phone it stacks:
 * picture and details with delete beside them, then the unit price, then quantity and total.
 */
export const ROW_GRID =
  'grid grid-cols-[4.5rem_minmax(0,1fr)_auto] gap-x-4 gap-y-3 desktop:grid-cols-[5rem_minmax(0,1fr)_6rem_8.5rem_6.5rem_2.5rem] desktop:items-center';

interface CartRowProps {
  line: api.CartLine;
  onStep: (by: 1 | -1) => void;
  onDelete: () => void;
}

export function CartRow({ line, onStep, onDelete }: CartRowProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const href = productHref(line.productNo);
  return (
    <li className={`${ROW_GRID} border-b border-navy/10 py-5 last:border-b-0`}>
      {/* The name below leads to the same page: one tab stop per product is enough. */}
      <a href={href} tabIndex={-1} className="row-span-2 self-start desktop:row-span-1">
        <Img
          src={line.productImg}
          alt={line.productName}
          width={160}
          height={160}
          sizes="(min-width: 64rem) 80px, 72px"
          className="aspect-square w-full rounded-xl border border-navy/10 bg-sand object-cover"
        />
      </a>

      <div className="grid min-w-0 content-start gap-2">
        <h2 className="leading-snug font-semibold">
          <a href={href} className="hover:text-coral-700 hover:underline">
            {line.productName}
          </a>
        </h2>
        {line.parsedSkuAttrs.length > 0 ? (
          <dl
            aria-label={t('cartPage.line.options')}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm"
          >
            {line.parsedSkuAttrs.map((attribute) => (
              <Fragment key={attribute.key}>
                <dt className="text-navy/65">{attribute.key}</dt>
                <dd className="break-words">{attribute.value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
        {line.fileurllist.length > 0 ? (
          <ul aria-label={t('cartPage.line.designs')} className="flex flex-wrap gap-2 pt-1">
            {line.fileurllist.map((url, index) => (
              <li key={url}>
                <DesignFileLink
                  url={url}
                  name={t('cartPage.line.design', { number: index + 1 })}
                  className="block size-14 overflow-hidden rounded-lg border border-navy/15 bg-sand hover:border-teal-700"
                  imageClassName="size-full object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <p className="col-span-2 text-sm text-navy/75 desktop:col-span-1 desktop:text-right desktop:text-base desktop:text-navy">
        <span className="me-1 desktop:sr-only">{t('cartPage.line.unitPrice')}</span>
        {formatMoney(line.unitPrice, lang)}
      </p>

      <div className="col-span-2 desktop:col-span-1 desktop:justify-self-center">
        <QuantityStepper value={line.productNum} onStep={onStep} />
      </div>

      <p className="grid justify-items-end self-center desktop:block desktop:text-right">
        <span className="text-xs text-navy/65 desktop:sr-only">{t('cartPage.line.total')}</span>
        <span data-testid="line-total" className="font-bold tabular-nums">
          {formatMoney(lineTotal(line), lang)}
        </span>
      </p>

      <button
        type="button"
        onClick={onDelete}
        aria-label={t('cartPage.line.delete')}
        className="col-start-3 row-start-1 grid size-10 place-items-center self-start justify-self-end rounded-full text-navy/60 transition-colors hover:bg-coral-100 hover:text-coral-700 desktop:col-start-6 desktop:self-center"
      >
        <TrashIcon />
      </button>
    </li>
  );
}
