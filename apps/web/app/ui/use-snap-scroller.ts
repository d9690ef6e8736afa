import { useCallback, useEffect, useRef, useState } from 'react';

interface ScrollerState {
  canPrev: boolean;
  canNext: boolean;
  /** The slide at the start of the view. */
  selected: number;
}

/** A scroll settles this long after its last scroll event: smooth scrolls fire one a frame. */
const SETTLE_MS = 100;

/** Where a scroll to `left` would stop, the browser keeping it between both ends. */
function stateAt(viewport: HTMLElement, left: number): ScrollerState {
  const end = viewport.scrollWidth - viewport.clientWidth;
  const target = Math.min(end, Math.max(0, left));
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const start = viewport.getBoundingClientRect().left - viewport.scrollLeft + target;
  const selected = slides.findIndex((slide) => slide.getBoundingClientRect().right > start + 1);
  return { canPrev: target > 1, canNext: target < end - 1, selected: Math.max(0, selected) };
}

/**
 * A row of slides in a native horizontal scroller with scroll snapping (decision 097): fingers
 * swipe it as any scroller, buttons move it a view or to a slide. The ends and the current slide
 * follow the scroll once it settles, and the target at once when a button moves it, so a button
 * disables as soon as it has sent the row to its end. `ref` goes on the scroller, whose first
 * child holds the slides.
 */
export function useSnapScroller() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollerState>({ canPrev: false, canNext: false, selected: 0 });

  useEffect(() => {
    const viewport = ref.current;
    if (!viewport) return;
    let timer: number | undefined;
    const update = () => setState(stateAt(viewport, viewport.scrollLeft));
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, SETTLE_MS);
    };
    viewport.addEventListener('scroll', settle, { passive: true });
    // The observer also reports the scroller's first size, after the browser's own layout:
    // measuring here instead would force a layout of the whole page inside hydration's task.
    const resizes = new ResizeObserver(update);
    resizes.observe(viewport);
    return () => {
      window.clearTimeout(timer);
      viewport.removeEventListener('scroll', settle);
      resizes.disconnect();
    };
  }, []);

  const scrollTo = useCallback((left: number) => {
    const viewport = ref.current;
    if (!viewport) return;
    setState(stateAt(viewport, left));
    viewport.scrollTo({ left, behavior: 'smooth' });
  }, []);

  const scrollBy = useCallback(
    (views: number) => {
      const viewport = ref.current;
      if (viewport) scrollTo(viewport.scrollLeft + views * viewport.clientWidth);
    },
    [scrollTo],
  );

  const scrollToSlide = useCallback(
    (index: number) => {
      const viewport = ref.current;
      const slide = viewport?.firstElementChild?.children[index];
      if (!viewport || !slide) return;
      const offset = slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
      scrollTo(viewport.scrollLeft + offset);
    },
    [scrollTo],
  );

  return { ref, ...state, scrollBy, scrollToSlide };
}
