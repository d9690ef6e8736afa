import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface CarouselProps<T> {
  /** Names the carousel for assistive technology; usually its heading's text. */
  label: string;
  /** Shown on the left of the previous/next buttons. */
  heading?: ReactNode;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Each slide's share of the row, as Tailwind classes: the visible count per layout
   * (docs/product.md#constants), e.g. `basis-1/3 desktop:basis-1/4`.
   */
  slideClassName: string;
  /** Phones drag; the buttons are for pointers and keyboards, so by default desktop only. */
  buttons?: 'desktop' | 'always';
  className?: string;
}

/**
 * A row of slides that moves a page of them at a time. The buttons are disabled at either
 * end. Until the carousel starts in the browser (or without JavaScript) the row is a native
 * horizontal scroller, so every slide stays reachable.
 */
export function Carousel<T>({
  label,
  heading,
  items,
  itemKey,
  renderItem,
  slideClassName,
  buttons = 'desktop',
  className = '',
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const viewportId = useId();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!embla) return;
    // A native scroll made before the carousel started would offset every slide.
    embla.rootNode().scrollLeft = 0;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const button = `size-10 place-items-center rounded-full border border-navy/20 bg-white text-navy transition-colors hover:border-navy hover:bg-sand disabled:cursor-not-allowed disabled:border-navy/10 disabled:bg-white disabled:text-navy/25 ${
    buttons === 'desktop' ? 'hidden desktop:grid' : 'grid'
  }`;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div className="mb-4 flex items-end justify-between gap-4">
        {heading}
        <div className="ml-auto flex shrink-0 gap-2">
          <button
            type="button"
            className={button}
            aria-label={t('storefront.carousel.previous')}
            aria-controls={viewportId}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={button}
            aria-label={t('storefront.carousel.next')}
            aria-controls={viewportId}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div
        ref={viewportRef}
        id={viewportId}
        className={embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]'}
      >
        <ul className="-ml-3 flex touch-pan-y desktop:-ml-5">
          {items.map((item, index) => (
            <li
              key={itemKey(item, index)}
              className={`min-w-0 shrink-0 grow-0 snap-start pl-3 desktop:pl-5 ${slideClassName}`}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
