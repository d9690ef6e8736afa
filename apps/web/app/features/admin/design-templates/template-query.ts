import { admin } from '@printshop/contract';
import { choiceOf, countingOf, searchOf } from '../lib/list-query';

/** Whether a template is offered in the shop, the list's filter. */
export const TEMPLATE_VISIBILITIES = ['published', 'hidden'] as const;

/** The longest product number the list's filter takes. */
const PRODUCT_NO_MAX = 50;

/** A view of the templates list: one product's or all, published or hidden or both, and the page. */
export interface TemplatesQuery {
  productNo: string;
  visibility: (typeof TEMPLATE_VISIBILITIES)[number] | undefined;
  page: number;
}

/** The view an address of /admin/design-templates shows; what the list cannot take is dropped. */
export function templatesQueryOf(params: URLSearchParams): TemplatesQuery {
  return {
    productNo: (params.get('productNo') ?? '').trim().slice(0, PRODUCT_NO_MAX),
    visibility: choiceOf(params.get('visibility'), TEMPLATE_VISIBILITIES),
    page: countingOf(params.get('page')) ?? 1,
  };
}

/** The query string of a view, defaults left out. */
export function templatesSearch(query: TemplatesQuery): string {
  return searchOf({
    productNo: query.productNo,
    visibility: query.visibility,
    page: query.page === 1 ? undefined : query.page,
  });
}

/** The address of a view of the templates list. */
export function templatesPath(query: TemplatesQuery): string {
  return `${admin.ADMIN_SCREENS.designTemplates.path}${templatesSearch(query)}`;
}
