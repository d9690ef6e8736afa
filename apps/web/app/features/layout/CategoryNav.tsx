import { categoryHref } from '~/lib/links';
import { ChevronDownIcon } from '~/ui/icons';
import { CategoryLinks, SubcategoryLinks } from './CategoryLinks';

const TOP_LINK =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-3 text-sm font-semibold hover:text-coral-700';

/**
 * The desktop category bar. Sub-categories open on hover and on keyboard focus; closed lists
 * are not displayed, so Tab only reaches them once their parent has focus, and they never
 * widen the page. Lists of the right half open leftwards to stay on screen.
 */
export function CategoryNav() {
  return (
    <CategoryLinks
      className="hidden border-t border-navy/10 desktop:block"
      listClassName="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-6"
      itemClassName="group relative"
      pageLinkClassName={`${TOP_LINK} text-teal-700`}
      renderCategory={(category, index, count) => (
        <>
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
            <SubcategoryLinks
              category={category}
              className={`absolute top-full z-30 hidden min-w-60 rounded-xl bg-white p-2 shadow-xl ring-1 ring-navy/10 group-focus-within:block group-hover:block ${
                index < count / 2 ? 'left-0' : 'right-0'
              }`}
              linkClassName="block rounded-md px-3 py-2 text-sm text-navy hover:bg-sand focus-visible:bg-sand"
            />
          ) : null}
        </>
      )}
    />
  );
}
