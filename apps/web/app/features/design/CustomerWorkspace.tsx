import type { api, DesignLayout } from '@printshop/contract';
import { useReducer } from 'react';
import type { DesignCartProduct } from './cart-choice';
import { DesignCartPanel } from './DesignCartPanel';
import type { DesignStore } from './design-store';
import { EditorWorkspace } from './EditorWorkspace';
import { editorReducer, startEditor } from './layout-reducer';
import type { PageGeometry } from './page-geometry';
import { SaveIndicator } from './SaveIndicator';
import { type TemplateChoice, TemplatePicker } from './TemplatePicker';
import { useAutosave } from './use-autosave';

interface CustomerWorkspaceProps {
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
 * A customer's design once it is open: saved as they work, added to the cart from the panel
 * above the element's, another of the product's templates chosen from below the layers. A
 * template's fixed art stays as it is.
 */
export function CustomerWorkspace({
  layout,
  page,
  sides,
  productNo,
  templates,
  templateId,
  store,
  cart,
  sidesOption,
}: CustomerWorkspaceProps) {
  const [state, dispatch] = useReducer(editorReducer, layout, (opened) => startEditor(opened));
  const present = state.history.present;
  const { status, saveNow } = useAutosave(present, store.save);
  const savedId = async () => {
    await saveNow();
    return store.savedId(present);
  };
  return (
    <EditorWorkspace
      state={state}
      dispatch={dispatch}
      page={page}
      sides={sides}
      status={<SaveIndicator status={status} />}
      before={
        <DesignCartPanel
          product={cart}
          sidesOption={sidesOption}
          sides={present.sides.length}
          savedId={savedId}
        />
      }
      after={<TemplatePicker productNo={productNo} templates={templates} current={templateId} />}
    />
  );
}
