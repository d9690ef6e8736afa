import type { DesignElement, DesignSide } from '@printshop/contract';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from '~/lib/root-data';
import { AlignButtons } from './AlignButtons';
import { ColourField, NumberField, PanelSection, ToolButton } from './controls';
import { TrashIcon } from './editor-icons';
import { ImageFields } from './ImageFields';
import type { ElementPatch } from './layout-edits';
import type { EditorAction } from './layout-reducer';
import type { Box } from './page-geometry';
import { QrForm } from './QrForm';
import { LineFields, RectFields } from './ShapeFields';
import { TextFields } from './TextFields';
import { useTextChange } from './use-text-change';

interface ElementPanelProps {
  element: DesignElement | undefined;
  side: DesignSide;
  /** The chosen element's width while it is being resized, for its resolution. */
  resizingWidth: number | null;
  safe: Box;
  dispatch: Dispatch<EditorAction>;
  /** What else the chosen element may set here: a template field's labels and lock, for staff. */
  settings?: ReactNode;
}

/** The chosen element's own fields, its turn, alignment and delete; with none chosen, the page's colour. */
export function ElementPanel({ element, side, resizingWidth, safe, dispatch, settings }: ElementPanelProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const changeText = useTextChange(dispatch);
  if (!element) {
    return (
      <PanelSection title={t('designEditor.panel.label')}>
        <p className="text-sm text-navy/70">{t('designEditor.panel.none')}</p>
        <ColourField
          label={t('designEditor.panel.background')}
          value={side.background}
          onChange={(colour) => dispatch({ type: 'background', colour })}
        />
      </PanelSection>
    );
  }
  const change = (patch: ElementPatch, run?: string) =>
    dispatch({ type: 'change', id: element.id, patch, run });
  const label = element.kind === 'text' || element.kind === 'image' ? element.label : undefined;
  return (
    <PanelSection title={t('designEditor.panel.label')}>
      {label ? (
        <p className="text-sm font-semibold text-teal-800">
          {t('designEditor.panel.field', { label: label[lang] })}
        </p>
      ) : null}
      {element.kind === 'text' ? (
        <TextFields text={element} onChange={(patch, run) => changeText(element, patch, run)} />
      ) : null}
      {element.kind === 'image' ? (
        <ImageFields image={element} widthMm={resizingWidth ?? element.width} onChange={change} />
      ) : null}
      {element.kind === 'rect' ? <RectFields rect={element} onChange={change} /> : null}
      {element.kind === 'line' ? <LineFields line={element} onChange={change} /> : null}
      {element.kind === 'qr' ? (
        <>
          <QrForm
            key={element.data}
            data={element.data}
            submitLabel={t('designEditor.qr.update')}
            onSubmit={(data) => change({ data })}
          />
          <ColourField
            label={t('designEditor.qr.colour')}
            value={element.colour}
            onChange={(colour) => change({ colour }, `colour:${element.id}`)}
          />
        </>
      ) : null}
      {settings}
      <NumberField
        label={t('designEditor.panel.rotation')}
        value={element.rotation}
        min={-359}
        max={359}
        onChange={(rotation) => change({ rotation }, `rotation:${element.id}`)}
      />
      <AlignButtons onAlign={(edge) => dispatch({ type: 'align', edge, area: safe })} />
      <ToolButton
        label={t('designEditor.panel.delete')}
        text={t('designEditor.panel.delete')}
        icon={<TrashIcon />}
        onClick={() => dispatch({ type: 'remove', id: element.id })}
        className="justify-self-start text-coral-800"
      />
    </PanelSection>
  );
}
