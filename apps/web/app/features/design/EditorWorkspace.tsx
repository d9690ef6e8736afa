import type { api, DesignLayout } from '@printshop/contract';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignCartProduct } from './cart-choice';
import { PanelSection } from './controls';
import { DesignCanvas } from './DesignCanvas';
import { DesignCartPanel } from './DesignCartPanel';
import type { DesignStore } from './design-store';
import { ElementPanel } from './ElementPanel';
import { LayersPanel } from './LayersPanel';
import { currentSide, editorReducer, selectedElement, startEditor } from './layout-reducer';
import { newElementId, newQr } from './new-elements';
import type { PageGeometry } from './page-geometry';
import { QrForm } from './QrForm';
import { SaveIndicator } from './SaveIndicator';
import { SideTabs } from './SideTabs';
import { type TemplateChoice, TemplatePicker } from './TemplatePicker';
import { Toolbar } from './Toolbar';
import { useAutosave } from './use-autosave';
import { useEditorKeys } from './use-editor-keys';
import { useZoom } from './use-zoom';

interface EditorWorkspaceProps {
  layout: DesignLayout;
  page: PageGeometry;
  /** The most sides the product prints. */
  sides: number;
  productNo: string;
  templates: TemplateChoice[];
  templateId: number | null;
  store: DesignStore;
  /** The product's options, for Add to cart, and the one of them that chooses the sides. */
  cart: DesignCartProduct;
  sidesOption: api.DesignProduct['sidesOption'];
}

/**
 * The editor once its design is open: the state (layout-reducer.ts) and what shows and changes it.
 * The toolbar and the canvas on the left, the chosen element's panel and the layers on the right;
 * on a phone the panels follow the canvas.
 */
export function EditorWorkspace({
  layout,
  page,
  sides,
  productNo,
  templates,
  templateId,
  store,
  cart,
  sidesOption,
}: EditorWorkspaceProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, layout, startEditor);
  const [resizing, setResizing] = useState<{ id: string; width: number } | null>(null);
  const [addingQr, setAddingQr] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const zoom = useZoom(page, scroller);
  const present = state.history.present;
  const { status, saveNow } = useAutosave(present, store.save);
  const savedId = async () => {
    await saveNow();
    return store.savedId(present);
  };
  useEditorKeys(dispatch, state.selectedId);

  const side = currentSide(state);
  const selected = selectedElement(state);
  const sideName = state.side === 0 ? t('designEditor.sides.front') : t('designEditor.sides.back');
  const onSelect = useCallback((id: string | null) => dispatch({ type: 'select', id }), []);
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
          <SaveIndicator status={status} />
        </div>
        <div
          ref={scroller}
          data-testid="design-canvas"
          className="max-h-[75vh] min-w-0 touch-pan-x touch-pan-y overflow-auto rounded-xl bg-navy/5 p-3"
        >
          <div className="mx-auto w-fit shadow-lg">
            <DesignCanvas
              side={side}
              page={page}
              scale={zoom.scale}
              selectedId={state.selectedId}
              emptyImageLabel={t('designEditor.image.empty')}
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
        <DesignCartPanel
          product={cart}
          sidesOption={sidesOption}
          sides={present.sides.length}
          savedId={savedId}
        />
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
        />
        <LayersPanel
          side={side}
          selectedId={state.selectedId}
          onSelect={onSelect}
          onMove={(id, move) => dispatch({ type: 'layer', id, move })}
        />
        <TemplatePicker productNo={productNo} templates={templates} current={templateId} />
      </div>
    </div>
  );
}
