import { useTranslation } from '~/i18n/use-translation';
import { PanelSection } from './controls';

export interface TemplateChoice {
  id: number;
  name: string;
}

/** The product's published templates and a blank page, each opening a new design (the current one is saved). */
export function TemplatePicker({
  productNo,
  templates,
  current,
}: {
  productNo: string;
  templates: TemplateChoice[];
  current: number | null;
}) {
  const { t } = useTranslation();
  if (templates.length === 0) return null;
  const href = (template: number | null) =>
    `/design?${new URLSearchParams({ productNo, ...(template === null ? {} : { template: String(template) }) })}`;
  const choices = [{ id: null, name: t('designEditor.templates.blank') }, ...templates];
  return (
    <PanelSection title={t('designEditor.templates.label')}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.id ?? 'blank'}>
            <a
              href={href(choice.id)}
              aria-current={choice.id === current ? 'page' : undefined}
              className="inline-flex h-9 items-center rounded-full border border-navy/15 bg-white px-3 text-sm font-medium hover:bg-sand aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-white"
            >
              {choice.name}
            </a>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
