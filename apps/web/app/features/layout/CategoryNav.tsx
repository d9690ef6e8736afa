import { useTranslation } from 'react-i18next';
import { categoryHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { ChevronDownIcon } from '~/ui/icons';

const TOP_LINK =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-3 text-sm font-semibold hover:text-coral-700';

/**
 * The desktop category bar. Sub-categories open on hover and on keyboard focus; closed lists
 * are not displayed, so Tab only reaches them once their parent has focus, and they never
 * widen the page. Lists of the right half open leftwards to stay on screen.
 */
export function CategoryNav() {
  const { t } = useTranslation();
  const { header } = useRootData();
  return (
    <nav aria-label={t('header.categoriesLabel')} className="hidden border-t border-navy/10 desktop:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-6">
        {header.categoryFirst.map((category, index) => (
          <li key={category.id} className="group relative">
            <a href={categoryHref(category.id, 1)} className={`${TOP_LINK} text-navy`}>
              {category.typeName}
              {category.subclassVOList.length > 0 ? (
                <ChevronDownIcon
                  width={14}
                  height={14}
                  className="text-navy/50 transition-transform group-hover:rotate-180"
                />
              ) : null}
            </a>
            {category.subclassVOList.length > 0 ? (
              <ul
                className={`absolute top-full z-30 hidden min-w-60 rounded-xl bg-white p-2 shadow-xl ring-1 ring-navy/10 group-focus-within:block group-hover:block ${
                  index < header.categoryFirst.length / 2 ? 'left-0' : 'right-0'
                }`}
              >
                {category.subclassVOList.map((child) => (
                  <li key={child.id}>
                    <a
                      href={categoryHref(child.id, 2)}
                      className="block rounded-md px-3 py-2 text-sm text-navy hover:bg-sand focus-visible:bg-sand"
                    >
                      {child.typeName}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <li>
          <a href="/designService" className={`${TOP_LINK} text-teal-700`}>
            {t('header.designService')}
          </a>
        </li>
        <li>
          <a href="/blog" className={`${TOP_LINK} text-teal-700`}>
            {t('header.blog')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
