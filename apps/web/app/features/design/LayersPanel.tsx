import type { DesignSide } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { LockIcon } from '~/ui/icons';
import { PanelSection, ToolButton } from './controls';
import { ArrowDownIcon, ArrowUpIcon } from './editor-icons';
import { elementName } from './element-name';
import type { LayerMove } from './layout-edits';

interface LayersPanelProps {
  side: DesignSide;
  selectedId: string | null;
  /** Staff making a template may choose and move its fixed art too. */
  unlocked: boolean;
  onSelect(id: string): void;
  onMove(id: string, move: LayerMove): void;
}

/** The side's elements, the top layer first: choose one, or move it a layer up or down. Fixed art shows its lock. */
export function LayersPanel({ side, selectedId, unlocked, onSelect, onMove }: LayersPanelProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const last = side.elements.length - 1;
  return (
    <PanelSection title={t('designEditor.layers.label')}>
      {side.elements.length === 0 ? (
        <p className="text-sm text-navy/70">{t('designEditor.layers.empty')}</p>
      ) : null}
      <ol className="grid gap-1.5">
        {side.elements
          .map((element, index) => ({
            element,
            index,
            name: elementName(element, lang, t),
            fixed: element.locked && !unlocked,
          }))
          .reverse()
          .map(({ element, index, name, fixed }) => (
            <li key={element.id} className="flex items-center gap-1.5">
              <button
                type="button"
                aria-pressed={element.id === selectedId}
                disabled={fixed}
                onClick={() => onSelect(element.id)}
                className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-lg border border-navy/15 px-3 text-left text-sm hover:bg-sand disabled:cursor-default disabled:bg-sand/60 disabled:text-navy/70 aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-white"
              >
                <span className="truncate">{name}</span>
                {element.locked ? (
                  <span className="ml-auto inline-flex" title={t('designEditor.layers.locked')}>
                    <LockIcon width={16} height={16} />
                    <span className="sr-only">{t('designEditor.layers.locked')}</span>
                  </span>
                ) : null}
              </button>
              <ToolButton
                label={t('designEditor.layers.up', { name })}
                icon={<ArrowUpIcon width={16} height={16} />}
                disabled={fixed || index === last}
                onClick={() => onMove(element.id, 'up')}
              />
              <ToolButton
                label={t('designEditor.layers.down', { name })}
                icon={<ArrowDownIcon width={16} height={16} />}
                disabled={fixed || index === 0}
                onClick={() => onMove(element.id, 'down')}
              />
            </li>
          ))}
      </ol>
    </PanelSection>
  );
}
