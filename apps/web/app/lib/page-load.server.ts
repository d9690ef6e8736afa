import type { Lang } from '@printshop/contract';
import { data } from 'react-router';
import { langFromCookieHeader, langInAddress } from '~/i18n/lang-storage';
import { ApiError } from './api';

/**
 * The language a page renders in: the one its address names (a link to that language's page, so
 * even a first visit renders in it), else the visitor's choice in the cookie.
 */
export function requestLang(request: Request): Lang {
  return langInAddress(new URL(request.url).search) ?? langFromCookieHeader(request.headers.get('cookie'));
}

/** Answers the request with the shop's 404 page (the shop layout's error boundary). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Loads what the page's address names. An id the API does not know (404), or a parameter it
 * refuses (400: not an id at all, text it cannot store), is a page that does not exist; any
 * other failure is an error page.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) notFound();
    throw error;
  }
}

/** A positive integer from the query string (an id or a page number), else null. */
export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}
