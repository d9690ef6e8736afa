import { type admin, pick } from '@printshop/contract';
import { lazy, Suspense } from 'react';
import { EditorLoading } from '~/features/design/EditorLoading';
import { pageGeometry } from '~/features/design/page-geometry';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { OnOffChip } from '../ui/OnOffChip';
import { RecordHeader } from '../ui/RecordHeader';

/** Konva, the fonts and the editor's code: fetched by this screen alone. */
const TemplateEditor = lazy(() => import('./TemplateEditor'));

interface TemplateDesignPageProps {
  template: admin.AdminDesignTemplate;
  /** Its product as templates are drawn at, or null when it can no longer be designed. */
  product: admin.AdminDesignProductRow | null;
}

/**
 * /admin/design-templates/:id, for owners: the template drawn in the shop's own editor at its
 * product's print size, where staff place its art, label the fields customers fill, lock what
 * customers may not change, and save it.
 */
export function TemplateDesignPage({ template, product }: TemplateDesignPageProps) {
  const texts = useAdminTexts().designTemplates;
  const { lang } = useRootData();
  const page = product ? pageGeometry(product) : null;
  return (
    <div className="grid gap-5">
      <RecordHeader
        listPath={`/admin/design-templates?productNo=${encodeURIComponent(template.productNo)}`}
        back={texts.editor.back}
        title={interpolate(texts.editor.title, { name: pick(template.name, lang) })}
        facts={
          <>
            <span>{pick(template.productName, lang)}</span>
            {product ? (
              <span>
                {interpolate(texts.form.printSize, {
                  width: product.trimWidthMm,
                  height: product.trimHeightMm,
                  bleed: product.bleedMm,
                  sides: product.sides,
                })}
              </span>
            ) : null}
            <OnOffChip on={template.published} onText={texts.published} offText={texts.hidden} />
          </>
        }
        notice={
          template.published ? <p className="text-sm text-navy/70">{texts.editor.publishedNote}</p> : null
        }
      />
      {product && page ? (
        <Suspense fallback={<EditorLoading page={page} />}>
          <TemplateEditor template={template} page={page} sides={product.sides} />
        </Suspense>
      ) : (
        <p role="alert" className="max-w-xl rounded-xl bg-coral-100 p-5 text-sm">
          {texts.editor.noProduct}
        </p>
      )}
    </div>
  );
}
