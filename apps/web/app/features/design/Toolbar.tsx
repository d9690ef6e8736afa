import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ToolButton } from './controls';
import {
  FitIcon,
  LineIcon,
  QrIcon,
  RectIcon,
  RedoIcon,
  TextIcon,
  UndoIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './editor-icons';
import { ImageUploadButton } from './ImageFields';
import type { EditorAction } from './layout-reducer';
import { newElementId, newImage, newLine, newRect, newText } from './new-elements';
import type { PageGeometry } from './page-geometry';
import type { Zoom } from './use-zoom';

interface ToolbarProps {
  page: PageGeometry;
  canUndo: boolean;
  canRedo: boolean;
  zoom: Zoom;
  dispatch: Dispatch<EditorAction>;
  /** Opens the QR code's form: a QR code needs its contents before it is placed. */
  onAddQr(): void;
}

/** Adding elements, undo and redo, and zoom. */
export function Toolbar({ page, canUndo, canRedo, zoom, dispatch, onAddQr }: ToolbarProps) {
  const { t } = useTranslation();
  const add = (label: string, icon: ReactNode, onClick: () => void) => (
    <ToolButton label={label} text={label} icon={icon} onClick={onClick} />
  );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t('designEditor.add.label')}</legend>
        {add(t('designEditor.add.text'), <TextIcon />, () =>
          dispatch({ type: 'add', element: newText(newElementId(), page, t('designEditor.add.newText')) }),
        )}
        <ImageUploadButton
          label={t('designEditor.add.image')}
          onUploaded={({ src, pixels }) =>
            dispatch({ type: 'add', element: newImage(newElementId(), page, src, pixels) })
          }
        />
        {add(t('designEditor.add.rect'), <RectIcon />, () =>
          dispatch({ type: 'add', element: newRect(newElementId(), page) }),
        )}
        {add(t('designEditor.add.line'), <LineIcon />, () =>
          dispatch({ type: 'add', element: newLine(newElementId(), page) }),
        )}
        {add(t('designEditor.add.qr'), <QrIcon />, onAddQr)}
      </fieldset>
      <div className="flex gap-1.5">
        <ToolButton
          label={t('designEditor.history.undo')}
          icon={<UndoIcon />}
          disabled={!canUndo}
          onClick={() => dispatch({ type: 'undo' })}
        />
        <ToolButton
          label={t('designEditor.history.redo')}
          icon={<RedoIcon />}
          disabled={!canRedo}
          onClick={() => dispatch({ type: 'redo' })}
        />
      </div>
      <fieldset className="flex items-center gap-1.5">
        <legend className="sr-only">{t('designEditor.zoom.label')}</legend>
        <ToolButton label={t('designEditor.zoom.out')} icon={<ZoomOutIcon />} onClick={zoom.zoomOut} />
        <ToolButton
          label={t('designEditor.zoom.fit')}
          aria-label={t('designEditor.zoom.fit')}
          text={t('designEditor.zoom.level', { percent: Math.round(zoom.zoom * 100) })}
          icon={<FitIcon />}
          onClick={zoom.fit}
        />
        <ToolButton label={t('designEditor.zoom.in')} icon={<ZoomInIcon />} onClick={zoom.zoomIn} />
      </fieldset>
    </div>
  );
}
