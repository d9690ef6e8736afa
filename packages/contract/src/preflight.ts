/**
 * An artwork file's preflight: what the shop found when it checked the file against the
 * product it was uploaded for (docs/preflight.md). Plain types, so browser code can show it.
 */

export const PREFLIGHT_STATUSES = ['pass', 'warn', 'fail'] as const;
export type PreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/**
 * What each check looks at: `size` the proportions and size against trim plus bleed,
 * `resolution` the effective pixels per inch at the printed size, `colour` RGB or CMYK,
 * `pages` the page count against the chosen sides, `fonts` fonts not embedded in a PDF.
 */
export const PREFLIGHT_CODES = ['size', 'resolution', 'colour', 'pages', 'fonts'] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

export interface PreflightCheck {
  code: PreflightCode;
  status: PreflightStatus;
  /** In the language of the request that made or read it. */
  message: string;
}

export interface Preflight {
  /** The worst status of the checks; pass when there are none. */
  status: PreflightStatus;
  checks: PreflightCheck[];
}

const RANK: Record<PreflightStatus, number> = { pass: 0, warn: 1, fail: 2 };

/** The worst of the statuses, pass for none. */
export function worstStatus(statuses: readonly PreflightStatus[]): PreflightStatus {
  return statuses.reduce<PreflightStatus>(
    (worst, status) => (RANK[status] > RANK[worst] ? status : worst),
    'pass',
  );
}

/** The article that explains trim, bleed, safe area, resolution and colour (article 14). */
export const ARTWORK_GUIDE_ARTICLE = 14;

/**
 * Pixels per inch at the printed size: from `good` up a print is sharp, below `least` it looks
 * blurred. What the resolution check judges by and the product page's artwork note asks for.
 */
export const ARTWORK_PPI = { good: 300, least: 150 } as const;
