import type { api } from '@printshop/contract';
import { designHref } from '~/lib/links';

/** The editor opening a saved design, with the template it started from when it still exists. */
export function savedDesignHref(design: Pick<api.DesignSummary, 'id' | 'productNo' | 'templateId'>): string {
  const template = design.templateId === null ? '' : `&template=${design.templateId}`;
  return `${designHref(design.productNo)}&design=${design.id}${template}`;
}
