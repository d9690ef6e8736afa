import type { api } from '@printshop/contract';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';

type HeaderCategory = api.HeaderData['categoryFirst'][number];

interface CategoryLinksProps {
  className: string;
  listClassName?: string;
  itemClassName?: string;
  /** The design service and blog links, after the categories. */
  pageLinkClassName: string;
  /** A top category's entry: its link, and its sub-categories in a SubcategoryLinks. */
  renderCategory: (category: HeaderCategory, index: number, count: number) => ReactNode;
}

/**
 * The header's menu of categories, the desktop bar's and the phone drawer's: every top category
 * (each drawn by the caller), then the design service and the blog.
 */
export function CategoryLinks({
  className,
  listClassName,
  itemClassName,
  pageLinkClassName,
  renderCategory,
}: CategoryLinksProps) {
  const { t } = useTranslation();
  const { header } = useRootData();
  const categories = header.categoryFirst;
  return (
    <nav aria-label={t('header.categoriesLabel')} className={className}>
      <ul className={listClassName}>
        {categories.map((category, index) => (
          <li key={category.id} className={itemClassName}>
            {renderCategory(category, index, categories.length)}
          </li>
        ))}
        <li>
          <a href="/designService" className={pageLinkClassName}>
            {t('header.designService')}
          </a>
        </li>
        <li>
          <a href="/blog" className={pageLinkClassName}>
            {t('header.blog')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** The links to a top category's sub-categories. */
export function SubcategoryLinks({
  category,
  linkClassName,
  ...list
}: { category: HeaderCategory; linkClassName: string } & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {category.subclassVOList.map((child) => (
        <li key={child.id}>
          <a href={categoryHref(child.id, 2)} className={linkClassName}>
            {child.typeName}
          </a>
        </li>
      ))}
    </ul>
  );
}
