import { type admin, pick } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { ROW_BUTTON } from '../ui/buttons';
import { CardTable } from '../ui/CardTable';
import { Chip } from '../ui/Chip';
import { thumbnailUrl } from '../ui/image-order';
import { RowAction } from '../ui/RowAction';
import { RowActionsCell } from '../ui/RowActionsCell';
import { movedPlaces } from './category-order';

interface CategoryTableProps {
  /** In tree order: each level-1 category followed by its subcategories. */
  categories: admin.AdminCategory[];
  /** A move is being saved: no other starts meanwhile. */
  moving: boolean;
  onMove: (category: admin.AdminCategory, step: -1 | 1) => void;
  onEdit: (category: admin.AdminCategory) => void;
  onDelete: (category: admin.AdminCategory) => void;
}

const CELL = 'px-3 py-2.5';

/** Whether the storefront shows it: hidden itself, or with its hidden parent. */
function StatusChip({ category, parent }: { category: admin.AdminCategory; parent?: admin.AdminCategory }) {
  const texts = useAdminTexts().categories;
  if (!category.active) return <Chip tone="off">{texts.hidden}</Chip>;
  if (parent && !parent.active) return <Chip tone="off">{texts.hiddenWithParent}</Chip>;
  return <Chip tone="done">{texts.shown}</Chip>;
}

/**
 * The category tree as a table: each top-level category followed by its subcategories, indented,
 * with its picture, both names, slug, counts and whether the storefront shows it; and the buttons
 * to move, edit and delete each. On a phone, a card a category (admin.css).
 */
export function CategoryTable({ categories, moving, onMove, onEdit, onDelete }: CategoryTableProps) {
  const texts = useAdminTexts().categories;
  const { lang } = useRootData();
  const { columns, actions } = texts;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const heads = [
    columns.image,
    columns.name,
    columns.slug,
    columns.products,
    columns.subcategories,
    columns.status,
  ];
  return (
    <CardTable minWidth="md:min-w-[52rem]" titles={heads} actions={columns.actions}>
      {categories.map((category) => {
        const parent = category.parentId === null ? undefined : byId.get(category.parentId);
        const name = pick(category.name, lang);
        const sub = category.level === 2;
        return (
          <tr
            key={category.id}
            className={`border-b border-navy/5 align-middle last:border-0 ${sub ? '' : 'bg-sand/30'}`}
          >
            <td className={`${CELL} ${sub ? 'md:pl-10' : ''}`}>
              <img
                src={thumbnailUrl(category.img)}
                alt={interpolate(texts.imageOf, { name })}
                width={48}
                height={48}
                loading="lazy"
                className="size-12 rounded-lg border border-navy/10 bg-sand object-cover"
              />
            </td>
            <td data-label={columns.name} className={CELL}>
              <span lang={htmlLang('en')} className={`block ${sub ? '' : 'font-semibold'}`}>
                {category.name.en}
              </span>
              <span lang={htmlLang('zh')} className="block text-navy/70">
                {category.name.zh}
              </span>
              {parent ? (
                <span className="block text-xs text-navy/60">
                  {interpolate(texts.subcategoryOf, { parent: pick(parent.name, lang) })}
                </span>
              ) : null}
            </td>
            <td data-label={columns.slug} className={`${CELL} font-mono break-all`}>
              {category.slug}
            </td>
            <td data-label={columns.products} className={CELL}>
              {category.productCount}
            </td>
            <td data-label={columns.subcategories} className={CELL}>
              {sub ? texts.none : category.childCount}
            </td>
            <td data-label={columns.status} className={CELL}>
              <StatusChip category={category} parent={parent} />
            </td>
            <RowActionsCell>
              <button
                type="button"
                className={ROW_BUTTON}
                disabled={moving || movedPlaces(categories, category, -1).length === 0}
                onClick={() => onMove(category, -1)}
                aria-label={interpolate(actions.moveUp, { name })}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className={ROW_BUTTON}
                disabled={moving || movedPlaces(categories, category, 1).length === 0}
                onClick={() => onMove(category, 1)}
                aria-label={interpolate(actions.moveDown, { name })}
              >
                <span aria-hidden="true">↓</span>
              </button>
              <RowAction
                kind="change"
                label={interpolate(actions.editLabel, { name })}
                onClick={() => onEdit(category)}
              >
                {actions.edit}
              </RowAction>
              <RowAction
                kind="remove"
                label={interpolate(actions.deleteLabel, { name })}
                onClick={() => onDelete(category)}
              >
                {actions.delete}
              </RowAction>
            </RowActionsCell>
          </tr>
        );
      })}
    </CardTable>
  );
}
