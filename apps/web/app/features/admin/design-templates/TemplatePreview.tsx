import type { admin } from '@printshop/contract';
import { designHref } from '~/lib/links';
import { useAdminTexts } from '../i18n/admin-texts';

/** The template's product, and a link that opens it in the shop's editor once it is published. */
export function TemplatePreview({ template }: { template: admin.AdminDesignTemplate }) {
  const labels = useAdminTexts().designTemplates.form;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="font-mono">{template.productNo}</span>
      {template.published ? (
        <a
          href={`${designHref(template.productNo)}&template=${template.id}`}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-teal-800 underline-offset-2 hover:underline"
        >
          {labels.preview}
        </a>
      ) : (
        <span className="text-navy/70">{labels.previewHidden}</span>
      )}
    </p>
  );
}
