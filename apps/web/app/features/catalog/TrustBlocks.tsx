import type { api } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { Img } from '~/ui/Img';

/**
 * The shop's three promises, on the home page and under every product, as the owner wrote them
 * (the page's own data brings them: no request of their own). None are shown when none are stored.
 */
export function TrustBlocks({ items, className = '' }: { items: api.TrustItem[]; className?: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="trust-heading" className={`bg-sand ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="trust-heading" className="sr-only">
          {t('storefront.trust.heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: back-office texts without ids (two may share a title), fixed per page.
            <li key={index} className="flex items-start gap-4">
              <Img
                src={item.icon}
                alt=""
                width={160}
                height={160}
                sizes="64px"
                className="size-16 shrink-0 rounded-full"
              />
              <div className="grid gap-1">
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="text-sm leading-relaxed text-navy/75">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
