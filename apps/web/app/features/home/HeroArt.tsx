/** The hero's illustration: a business card, a mailer box and a round label, in the brand colours. */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 320" className={className} aria-hidden="true" focusable="false">
      <circle cx="300" cy="96" r="70" fill="#1fa39a" opacity="0.18" />
      <g transform="rotate(-8 210 190)">
        <path d="M118 132h190l28 28v110H118Z" fill="#ff6b57" />
        <path d="M118 132l40-34h190l-12 62H146Z" fill="#ff836f" />
        <path d="M308 132l40-34v172l-12 0V160Z" fill="#d9503d" />
        <rect x="150" y="190" width="110" height="10" rx="5" fill="#1f2a44" opacity="0.85" />
        <rect x="150" y="212" width="70" height="10" rx="5" fill="#1f2a44" opacity="0.55" />
      </g>
      <g transform="rotate(10 120 110)">
        <rect x="36" y="62" width="180" height="104" rx="10" fill="#fff" stroke="#1f2a44" strokeWidth="4" />
        <path d="M176 62h30a10 10 0 0 1 10 10v30Z" fill="#ff6b57" />
        <rect x="58" y="88" width="34" height="34" rx="6" fill="#1f2a44" />
        <rect x="104" y="92" width="80" height="9" rx="4.5" fill="#1f2a44" />
        <rect x="104" y="110" width="56" height="7" rx="3.5" fill="#1fa39a" />
        <rect x="58" y="138" width="126" height="6" rx="3" fill="#1f2a44" opacity="0.3" />
      </g>
      <g>
        <circle cx="340" cy="236" r="50" fill="#f4efe6" stroke="#1f2a44" strokeWidth="4" />
        <circle cx="340" cy="236" r="34" fill="none" stroke="#1fa39a" strokeWidth="6" strokeDasharray="6 8" />
        <path
          d="M322 238l12 12 24-26"
          fill="none"
          stroke="#1f2a44"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
