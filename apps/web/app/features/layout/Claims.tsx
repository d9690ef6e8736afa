import { useTranslation } from '~/i18n/use-translation';

/** The storefront's two claims of docs/product.md#overview. */
export function Claims({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const figure = tone === 'dark' ? 'text-coral' : 'text-coral-700';
  const label = tone === 'dark' ? 'text-white/75' : 'text-navy/70';
  return (
    <ul className="flex flex-wrap gap-x-10 gap-y-4">
      {(
        [
          ['claims.customers', 'claims.customersLabel'],
          ['claims.products', 'claims.productsLabel'],
        ] as const
      ).map(([value, text]) => (
        <li key={value} className="grid">
          <strong className={`text-3xl font-extrabold tracking-tight ${figure}`}>{t(value)}</strong>
          <span className={`text-sm ${label}`}>{t(text)}</span>
        </li>
      ))}
    </ul>
  );
}
