import { useTranslation } from '~/i18n/use-translation';
import { Dialog } from '~/ui/Dialog';
import { DialogHeader } from '~/ui/DialogHeader';
import { Img } from '~/ui/Img';
import { ChevronLeftIcon, ChevronRightIcon } from '~/ui/icons';

const TITLE_ID = 'zoom-dialog-title';

const ARROW =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white text-navy shadow-md ring-1 ring-navy/10 hover:bg-sand disabled:opacity-30';

interface ZoomDialogProps {
  images: string[];
  name: string;
  /** The enlarged image, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One product picture as large as the screen allows; arrow keys or buttons for the others. */
export function ZoomDialog({ images, name, index, onIndexChange, onClose }: ZoomDialogProps) {
  const { t } = useTranslation();
  const current = index ?? 0;
  const count = images.length;
  const go = (target: number) => {
    if (target >= 0 && target < count) onIndexChange(target);
  };

  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      labelledBy={TITLE_ID}
      className="m-auto h-[min(92dvh,1000px)] max-h-none w-[min(94vw,1000px)] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-navy shadow-2xl"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons do the same. */}
      <div
        className="grid h-full grid-cols-1 grid-rows-[auto_1fr]"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(current - 1);
          if (event.key === 'ArrowRight') go(current + 1);
        }}
      >
        <DialogHeader
          titleId={TITLE_ID}
          title={t('storefront.product.zoomTitle', { name, index: current + 1, count })}
          titleClassName="truncate text-sm font-semibold"
          className="py-2 pr-2 pl-5"
          label={t('storefront.product.close')}
          onClose={onClose}
        />
        <div className="relative min-h-0 bg-white">
          {images[current] ? (
            <Img
              key={images[current]}
              src={images[current]}
              alt={name}
              width={1200}
              height={1200}
              sizes="min(94vw, 1000px)"
              priority
              className="size-full object-contain"
            />
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${ARROW} left-3`}
                aria-label={t('storefront.product.previousImage')}
                disabled={current === 0}
                onClick={() => go(current - 1)}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className={`${ARROW} right-3`}
                aria-label={t('storefront.product.nextImage')}
                disabled={current === count - 1}
                onClick={() => go(current + 1)}
              >
                <ChevronRightIcon />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
