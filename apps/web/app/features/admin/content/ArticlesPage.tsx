import type { admin } from '@printshop/contract';
import { useId } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import { AdminSection } from '../ui/AdminSection';
import { DesignArticlesSection } from './DesignArticlesSection';
import { PageArticlesTable } from './PageArticlesTable';

/** /admin/articles, for owners: the shop's numbered pages and the design-service page's entries. */
export function ArticlesPage({
  pages,
  designs,
}: {
  pages: admin.AdminArticleRow[];
  designs: admin.AdminArticleRow[];
}) {
  const labels = useAdminTexts().articles;
  const pagesId = useId();
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{labels.title}</h1>
        <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      </header>
      <AdminSection id={pagesId} title={labels.pages}>
        <p className="text-sm text-navy/70">{labels.pagesHint}</p>
        <PageArticlesTable pages={pages} />
      </AdminSection>
      <DesignArticlesSection designs={designs} />
    </div>
  );
}
