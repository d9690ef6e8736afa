import type { Dispatch } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ToolButton } from './controls';
import type { EditorAction } from './layout-reducer';

interface SideTabsProps {
  /** The sides the layout has, and the most the product prints. */
  sides: number;
  most: number;
  side: number;
  dispatch: Dispatch<EditorAction>;
}

/** Front and back of a product that prints both: choosing the back of a one-sided design gives it a blank back. */
export function SideTabs({ sides, most, side, dispatch }: SideTabsProps) {
  const { t } = useTranslation();
  if (most < 2) return null;
  const names = [t('designEditor.sides.front'), t('designEditor.sides.back')];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="flex gap-1 rounded-full bg-white p-1">
        <legend className="sr-only">{t('designEditor.sides.label')}</legend>
        {names.map((name, index) => (
          <button
            key={name}
            type="button"
            aria-pressed={side === index}
            onClick={() => dispatch(index < sides ? { type: 'showSide', side: index } : { type: 'addBack' })}
            className="h-9 rounded-full px-4 text-sm font-semibold text-navy/75 hover:text-navy aria-pressed:bg-navy aria-pressed:text-white"
          >
            {name}
          </button>
        ))}
      </fieldset>
      {side === 1 ? (
        <ToolButton
          label={t('designEditor.sides.removeBack')}
          text={t('designEditor.sides.removeBack')}
          icon={null}
          onClick={() => dispatch({ type: 'removeBack' })}
        />
      ) : null}
    </div>
  );
}
