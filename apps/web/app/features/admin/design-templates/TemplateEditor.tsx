import '~/features/design/design-fonts';
import { admin } from '@printshop/contract';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { loadLayoutFonts } from '~/features/design/design-fonts';
import { EditorLoading } from '~/features/design/EditorLoading';
import { EditorWorkspace } from '~/features/design/EditorWorkspace';
import { type ImageSender, ImageSenderContext } from '~/features/design/image-sender';
import { currentSide, editorReducer, startEditor } from '~/features/design/layout-reducer';
import type { PageGeometry } from '~/features/design/page-geometry';
import { useAdminApi } from '../lib/use-admin-api';
import { TemplateFieldSettings } from './TemplateFieldSettings';
import { TemplatePagePanel } from './TemplatePagePanel';
import { TemplateSaveBar } from './TemplateSaveBar';
import { useTemplateSave } from './use-template-save';

export interface TemplateEditorProps {
  template: admin.AdminDesignTemplate;
  page: PageGeometry;
  /** The most sides its product prints. */
  sides: number;
}

/** The open template: the shop's editor with its fixed art unlocked, its images the shop's media, saved on demand. */
function TemplateWorkspace({ template, page, sides }: TemplateEditorProps) {
  const client = useAdminApi();
  const [state, dispatch] = useReducer(editorReducer, template.layout, (layout) => startEditor(layout, true));
  const save = useTemplateSave(template, state.history.present);
  const images = useMemo<ImageSender>(
    () => ({
      maxBytes: admin.MAX_MEDIA_BYTES,
      send: async (file) => (await client.call('adminUploadMedia', { file })).url,
    }),
    [client],
  );
  const side = currentSide(state);
  return (
    <ImageSenderContext value={images}>
      <EditorWorkspace
        state={state}
        dispatch={dispatch}
        page={page}
        sides={sides}
        status={<TemplateSaveBar {...save} />}
        elementSettings={(element) => (
          <TemplateFieldSettings
            element={element}
            onChange={(patch, run) => dispatch({ type: 'change', id: element.id, patch, run })}
          />
        )}
        after={side ? <TemplatePagePanel side={side} page={page} dispatch={dispatch} /> : null}
      />
    </ImageSenderContext>
  );
}

/** Loaded with its route only (Konva, the fonts): waits for the fonts the template's texts use, so they are measured right. */
export default function TemplateEditor(props: TemplateEditorProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadLayoutFonts(props.template.layout).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [props.template.layout]);
  return ready ? <TemplateWorkspace {...props} /> : <EditorLoading page={props.page} />;
}
