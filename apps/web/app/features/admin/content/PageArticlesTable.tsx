import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { EditCell } from '../ui/EditCell';
import { TableHead } from '../ui/TableHead';
import { articlePath } from './content-paths';

const CELL = 'px-3 py-2.5 align-top';

/** The shop's numbered pages, by number, each with its titles in both languages and its editor's link. On a phone, a card a page. */
export function PageArticlesTable({ pages }: { pages: admin.AdminArticleRow[] }) {
  const labels = useAdminTexts().articles;
  const { columns } = labels;
  const { lang } = useRootData();
  return (
    <div className="overflow-x-auto rounded-xl border border-navy/10 bg-white">
      <table className="card-table w-full text-sm">
        <TableHead titles={[columns.no, columns.title, columns.chinese]} actions={columns.actions} />
        <tbody>
          {pages.map((page) => (
            <tr key={page.id} className="border-b border-navy/5 last:border-0">
              <td data-label={columns.no} className={`${CELL} font-mono`}>
                {page.id}
              </td>
              <td data-label={columns.title} className={`${CELL} font-medium break-words`}>
                {page.title.en}
              </td>
              <td data-label={columns.chinese} lang="zh-CN" className={`${CELL} break-words`}>
                {page.title.zh}
              </td>
              <EditCell
                to={articlePath(page.id)}
                label={interpolate(labels.editOf, { title: page.title[lang] })}
              >
                {labels.edit}
              </EditCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
