import type { en } from './en';

/** The shape of a catalogue: the keys of en.ts, each leaf any string. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export type Messages = Catalogue<typeof en>;
