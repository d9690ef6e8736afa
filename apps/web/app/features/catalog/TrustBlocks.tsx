import { useTranslation } from 'react-i18next';
import { Img } from '~/ui/Img';

const ITEMS = [
  { icon: '/media/trust/1.webp', title: 'quality', text: 'qualityText' },
  { icon: '/media/trust/2.webp', title: 'fast', text: 'fastText' },
  { icon: '/media/trust/3.webp', title: 'secure', text: 'secureText' },
] as const;

/** The shop's three promises, on the home page and under every product. */
export function TrustBlocks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trust-heading" className={`bg-sand ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="trust-heading" className="sr-only">
          {t('storefront.trust.heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {ITEMS.map((item) => (
            <li key={item.title} className="flex items-start gap-4">
              <Img
                src={item.icon}
                alt=""
                width={160}
                height={160}
                sizes="64px"
                className="size-16 shrink-0 rounded-full"
              />
              <div className="grid gap-1">
                <h3 className="text-lg font-bold">{t(`storefront.trust.${item.title}`)}</h3>
                <p className="text-sm leading-relaxed text-navy/75">{t(`storefront.trust.${item.text}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
