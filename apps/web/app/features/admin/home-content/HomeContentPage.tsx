import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { CommentsSection } from './CommentsSection';
import { PartnersSection } from './PartnersSection';
import { TrustBlocksForm } from './TrustBlocksForm';

interface HomeContentPageProps {
  partners: admin.AdminPartner[];
  comments: admin.AdminComment[];
  trustBlocks: admin.TrustBlock[];
}

/**
 * /admin/home, for owners: the home page's partner logos and customer comments, and the three
 * trust blocks the home page and every product page show. The storefront shows each edit at once.
 */
export function HomeContentPage({ partners, comments, trustBlocks }: HomeContentPageProps) {
  const texts = useAdminTexts().homeContent;
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{texts.title}</h1>
        <p className="max-w-3xl text-sm text-navy/70">{texts.intro}</p>
      </header>
      <PartnersSection partners={partners} />
      <CommentsSection comments={comments} />
      <TrustBlocksForm blocks={trustBlocks} />
    </div>
  );
}
