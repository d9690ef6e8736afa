import type { Catalogue } from '~/i18n/messages';
import type { adminEn } from './en';

/** The shape of the back office's catalogue: the keys of en.ts, each leaf any string. */
export type AdminMessages = Catalogue<typeof adminEn>;
