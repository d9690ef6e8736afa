import { useTranslation } from '~/i18n/use-translation';
import { ALIGN_EDGES, type AlignEdge } from './align';
import { ToolButton } from './controls';
import { AlignIcon } from './editor-icons';

/** Six buttons that set the chosen element against an edge or the centre of the safe area. */
export function AlignButtons({ onAlign }: { onAlign: (edge: AlignEdge) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('designEditor.align.label')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {ALIGN_EDGES.map((edge) => (
          <ToolButton
            key={edge}
            label={t(`designEditor.align.${edge}`)}
            icon={<AlignIcon edge={edge} />}
            onClick={() => onAlign(edge)}
          />
        ))}
      </div>
    </fieldset>
  );
}
