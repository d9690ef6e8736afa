import { useTranslation } from '~/i18n/use-translation';

/** The folded-corner mark and the shop name, linking home with a full page load. */
export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href="/"
      aria-label={t('brand.homeLink')}
      className={`inline-flex shrink-0 items-center gap-2 rounded-md text-navy ${className}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M4 6a2 2 0 0 1 2-2h14l8 8v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z" fill="#1f2a44" />
        <path d="M20 4v6a2 2 0 0 0 2 2h6Z" fill="#ff6b57" />
        <path d="M9 17h10M9 21h14" stroke="#1fa39a" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="text-lg font-bold tracking-tight whitespace-nowrap">{t('brand.name')}</span>
    </a>
  );
}
