import { type ReactNode, useId } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useSnapScroller } from './use-snap-scroller';

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
 * end. The row is a native horizontal scroller that snaps to whole slides, so phones swipe it
 * and every slide stays reachable without JavaScript.
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
  const scroller = useSnapScroller();

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
            disabled={!scroller.canPrev}
            onClick={() => scroller.scrollBy(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={button}
            aria-label={t('storefront.carousel.next')}
            aria-controls={viewportId}
            disabled={!scroller.canNext}
            onClick={() => scroller.scrollBy(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div
        ref={scroller.ref}
        id={viewportId}
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        <ul className="-ml-3 flex desktop:-ml-5">
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
