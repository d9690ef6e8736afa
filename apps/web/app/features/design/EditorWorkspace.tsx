import type { DesignElement } from '@printshop/contract';
import { type Dispatch, type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { PanelSection } from './controls';
import { DesignCanvas } from './DesignCanvas';
import { ElementPanel } from './ElementPanel';
import { LayersPanel } from './LayersPanel';
import { currentSide, type EditorAction, type EditorState, selectedElement } from './layout-reducer';
import { newElementId, newQr } from './new-elements';
import type { PageGeometry } from './page-geometry';
import { QrForm } from './QrForm';
import { SideTabs } from './SideTabs';
import { Toolbar } from './Toolbar';
import { useEditorKeys } from './use-editor-keys';
import { useZoom } from './use-zoom';

interface EditorWorkspaceProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  page: PageGeometry;
  /** The most sides the product prints. */
  sides: number;
  /** Whether the work is saved, beside the side tabs. */
  status: ReactNode;
  /** Panels above the chosen element's: Add to cart, for a customer. */
  before?: ReactNode;
  /** Panels below the layers: a customer's other templates, or a template's page for staff. */
  after?: ReactNode;
  /** What else the chosen element may set: a template field's labels and lock, for staff. */
  elementSettings?: (element: DesignElement) => ReactNode;
}

/**
 * The editor's screen, for a customer's design and for staff's template alike: the toolbar and
 * the canvas on the left, the chosen element's panel and the layers on the right; on a phone the
 * panels follow the canvas. Its state (layout-reducer.ts) and how it is saved are its user's.
 */
export function EditorWorkspace({
  state,
  dispatch,
  page,
  sides,
  status,
  before,
  after,
  elementSettings,
}: EditorWorkspaceProps) {
  const { t } = useTranslation();
  const [resizing, setResizing] = useState<{ id: string; width: number } | null>(null);
  const [addingQr, setAddingQr] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const zoom = useZoom(page, scroller);
  const present = state.history.present;
  useEditorKeys(dispatch, state.selectedId);

  const side = currentSide(state);
  const selected = selectedElement(state);
  const sideName = state.side === 0 ? t('designEditor.sides.front') : t('designEditor.sides.back');
  const onSelect = useCallback((id: string | null) => dispatch({ type: 'select', id }), [dispatch]);
  const onResizing = useCallback(
    (id: string, width: number | null) => setResizing(width === null ? null : { id, width }),
    [],
  );
  if (!side) return null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-label={t('designEditor.canvas.label', { side: sideName })}
        className="grid min-w-0 content-start gap-3"
      >
        <Toolbar
          page={page}
          canUndo={state.history.past.length > 0}
          canRedo={state.history.future.length > 0}
          zoom={zoom}
          dispatch={dispatch}
          onAddQr={() => setAddingQr(true)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SideTabs sides={present.sides.length} most={sides} side={state.side} dispatch={dispatch} />
          {status}
        </div>
        <div
          ref={scroller}
          data-testid="design-canvas"
          // Every character at its full width, as the PDF prints it (full-width-punctuation.ts).
          className="max-h-[75vh] min-w-0 touch-pan-x touch-pan-y overflow-auto rounded-xl bg-navy/5 p-3 [text-spacing-trim:space-all]"
        >
          <div className="mx-auto w-fit shadow-lg">
            <DesignCanvas
              side={side}
              page={page}
              scale={zoom.scale}
              selectedId={state.selectedId}
              emptyImageLabel={t('designEditor.image.empty')}
              unlocked={state.unlocked}
              onSelect={onSelect}
              onChange={(id, patch) => dispatch({ type: 'change', id, patch })}
              onResizing={onResizing}
            />
          </div>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-navy/70">
          <li>{t('designEditor.canvas.bleed')}</li>
          <li>{t('designEditor.canvas.trim')}</li>
          <li>{t('designEditor.canvas.safe')}</li>
          <li className="max-lg:hidden">{t('designEditor.canvas.keys')}</li>
        </ul>
      </section>
      <div className="grid content-start gap-4">
        {before}
        {addingQr ? (
          <PanelSection title={t('designEditor.add.qr')}>
            <QrForm
              submitLabel={t('designEditor.qr.add')}
              onSubmit={(data) => {
                setAddingQr(false);
                dispatch({ type: 'add', element: newQr(newElementId(), page, data) });
              }}
              onCancel={() => setAddingQr(false)}
            />
          </PanelSection>
        ) : null}
        <ElementPanel
          element={selected}
          side={side}
          resizingWidth={resizing && resizing.id === selected?.id ? resizing.width : null}
          safe={page.safe}
          dispatch={dispatch}
          settings={selected && elementSettings ? elementSettings(selected) : null}
        />
        <LayersPanel
          side={side}
          selectedId={state.selectedId}
          unlocked={state.unlocked}
          onSelect={onSelect}
          onMove={(id, move) => dispatch({ type: 'layer', id, move })}
        />
        {after}
      </div>
    </div>
  );
}
