import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Img } from '~/ui/Img';
import { ChevronLeftIcon, ChevronRightIcon, ZoomIcon } from '~/ui/icons';
import { useSnapScroller } from '~/ui/use-snap-scroller';
import { ZoomDialog } from './ZoomDialog';

const ARROW =
  'absolute top-1/2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-navy shadow-md ring-1 ring-navy/10 transition-opacity hover:bg-white disabled:pointer-events-none disabled:opacity-0 desktop:grid';

/**
 * The product's pictures: arrows on desktop, a swipe on phones, thumbnails to pick one,
 * and a click on the picture to see it enlarged.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const { ref, canPrev, canNext, selected, scrollBy, scrollToSlide } = useSnapScroller();
  const [zoomed, setZoomed] = useState<number | null>(null);

  const count = images.length;

  return (
    <section aria-roledescription="carousel" aria-label={t('storefront.product.gallery')}>
      <div className="relative">
        <div
          ref={ref}
          className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-sand [scrollbar-width:none]"
        >
          <ul className="flex">
            {images.map((src, index) => (
              <li key={src} className="min-w-0 shrink-0 grow-0 basis-full snap-start">
                <button
                  type="button"
                  onClick={() => setZoomed(index)}
                  aria-label={t('storefront.product.zoom', { index: index + 1 })}
                  className="group relative block w-full cursor-zoom-in"
                >
                  <Img
                    src={src}
                    alt={`${name} (${t('storefront.product.imageOf', { index: index + 1, count })})`}
                    width={800}
                    height={800}
                    sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
                    priority={index === 0}
                    className="aspect-square w-full object-cover"
                  />
                  <span className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-white/90 text-navy opacity-80 shadow ring-1 ring-navy/10 group-hover:opacity-100">
                    <ZoomIcon />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${ARROW} left-3`}
              aria-label={t('storefront.product.previousImage')}
              disabled={!canPrev}
              onClick={() => scrollBy(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${ARROW} right-3`}
              aria-label={t('storefront.product.nextImage')}
              disabled={!canNext}
              onClick={() => scrollBy(1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul className="-m-1 mt-2 flex gap-2 overflow-x-auto p-1 [scrollbar-width:none] desktop:gap-[13px]">
          {images.map((src, index) => (
            <li key={src} className="shrink-0 basis-[calc((100%-1.5rem)/4)] desktop:basis-20">
              <button
                type="button"
                onClick={() => scrollToSlide(index)}
                aria-label={t('storefront.product.showImage', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded-xl bg-sand ring-2 transition ${
                  index === selected ? 'ring-coral' : 'ring-transparent hover:ring-navy/30'
                }`}
              >
                <Img
                  src={src}
                  alt=""
                  width={160}
                  height={160}
                  sizes="(min-width: 1024px) 80px, 25vw"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <ZoomDialog
        images={images}
        name={name}
        index={zoomed}
        onIndexChange={setZoomed}
        onClose={() => setZoomed(null)}
      />
    </section>
  );
}
