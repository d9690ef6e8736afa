import { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';
import { type BlogQuery, blogPath } from './content-paths';

const TAB = 'rounded-full px-3 py-1.5 text-sm font-semibold';

/** The posts' standing to list, as links: any, drafts, published, scheduled. A new one starts at page 1. */
export function BlogStatusFilter({ query }: { query: BlogQuery }) {
  const labels = useAdminTexts().blog;
  const choices = [
    { status: undefined, label: labels.anyStatus },
    ...admin.BLOG_POST_STANDINGS.map((status) => ({ status, label: labels.standings[status] })),
  ];
  return (
    <nav aria-label={labels.filter}>
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ status, label }) => {
          const current = status === query.status;
          return (
            <li key={label}>
              <Link
                to={blogPath({ status, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={`${TAB} ${current ? 'bg-navy text-white' : 'bg-white text-navy hover:bg-sand'}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
