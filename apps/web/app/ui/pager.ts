/** Page numbers shown at most, gaps included. */
const PAGER_SLOTS = 7;

type PagerItem = number | 'gap-start' | 'gap-end';

/** The first and last page, the current one and its neighbours, with gaps where pages are left out. */
export function pagerItems(page: number, pages: number): PagerItem[] {
  if (pages <= PAGER_SLOTS) return Array.from({ length: pages }, (_, index) => index + 1);
  const middle = PAGER_SLOTS - 2;
  const end = Math.min(pages - 1, Math.max(2, page - Math.floor(middle / 2)) + middle - 1);
  const start = Math.max(2, end - middle + 1);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < pages - 1) items.push('gap-end');
  items.push(pages);
  return items;
}
