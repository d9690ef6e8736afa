import type { DesignSide } from '@printshop/contract';
import type { Dispatch } from 'react';
import { PanelSection } from '~/features/design/controls';
import { ImageUploadButton } from '~/features/design/ImageFields';
import type { EditorAction } from '~/features/design/layout-reducer';
import { newElementId, newImageSlot } from '~/features/design/new-elements';
import type { PageGeometry } from '~/features/design/page-geometry';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';

interface TemplatePagePanelProps {
  side: DesignSide;
  page: PageGeometry;
  dispatch: Dispatch<EditorAction>;
}

/** What only a template's side has: a background image from the shop's media, and empty image slots. */
export function TemplatePagePanel({ side, page, dispatch }: TemplatePagePanelProps) {
  const texts = useAdminTexts().designTemplates.editor.page;
  return (
    <PanelSection title={texts.title}>
      <div className="grid justify-items-start gap-2">
        <div className="flex flex-wrap gap-2">
          <ImageUploadButton
            label={side.backgroundImage ? texts.replaceBackground : texts.background}
            onUploaded={({ src }) => dispatch({ type: 'backgroundImage', src })}
          />
          {side.backgroundImage ? (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => dispatch({ type: 'backgroundImage', src: null })}
            >
              {texts.removeBackground}
            </button>
          ) : null}
        </div>
        <p className="text-xs text-navy/70">{texts.backgroundHint}</p>
      </div>
      <div className="grid justify-items-start gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => dispatch({ type: 'add', element: newImageSlot(newElementId(), page) })}
        >
          {texts.addSlot}
        </button>
        <p className="text-xs text-navy/70">{texts.slotHint}</p>
      </div>
    </PanelSection>
  );
}
