import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { CardTable } from '../ui/CardTable';
import { Chip, type ChipTone } from '../ui/Chip';
import { EditCell } from '../ui/EditCell';
import { blogPostPath } from './content-paths';

/** A draft is the shop's to finish; a scheduled post waits for its day. */
const TONE: Record<admin.BlogPostStanding, ChipTone> = {
  draft: 'todo',
  published: 'done',
  scheduled: 'waiting',
};

const CELL = 'px-3 py-2.5 align-top';

interface BlogPostsTableProps {
  posts: admin.AdminBlogPostRow[];
  /** Every category, to name a post's. */
  categories: admin.AdminBlogCategory[];
}

/** One page of posts, the latest day first: title, standing, day and categories. On a phone, a card a post. */
export function BlogPostsTable({ posts, categories }: BlogPostsTableProps) {
  const labels = useAdminTexts().blog;
  const { columns } = labels;
  const { lang } = useRootData();
  const clock = useAdminTime();
  const names = new Map(
    categories.map((category) => [category.id, category.title[lang] || category.title.en]),
  );
  return (
    <CardTable
      minWidth="md:min-w-[44rem]"
      titles={[columns.title, columns.status, columns.date, columns.categories]}
      actions={columns.actions}
    >
      {posts.map((post) => {
        const title = post.title[lang] || post.title.en;
        const named = post.categories.map((id) => names.get(id)).filter(Boolean);
        return (
          <tr key={post.id} className="border-b border-navy/5 last:border-0">
            <td data-label={columns.title} className={`${CELL} font-medium break-words`}>
              {title}
            </td>
            <td data-label={columns.status} className={CELL}>
              <Chip tone={TONE[post.standing]}>{labels.standings[post.standing]}</Chip>
            </td>
            <td data-label={columns.date} className={`${CELL} md:whitespace-nowrap`}>
              {clock.day(post.publishedOn)}
            </td>
            <td data-label={columns.categories} className={CELL}>
              {named.length > 0 ? named.join(', ') : labels.noCategories}
            </td>
            <EditCell to={blogPostPath(post.id)} label={interpolate(labels.editOf, { title })}>
              {labels.edit}
            </EditCell>
          </tr>
        );
      })}
    </CardTable>
  );
}
