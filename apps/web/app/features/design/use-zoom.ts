import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { fitScale, type PageGeometry } from './page-geometry';

const LEAST = 0.5;
const MOST = 8;
const STEP = 1.25;
/** The share of the window's height the fitted page may take, leaving the toolbars in view. */
const HEIGHT_SHARE = 0.62;

export interface Zoom {
  /** Screen pixels per millimetre of the page. */
  scale: number;
  /** The zoom against the page fitted to the screen: 1 is fitted. */
  zoom: number;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

const clampZoom = (zoom: number) => Math.min(MOST, Math.max(LEAST, zoom));
function distance(touches: TouchList): number {
  const [a, b] = [touches.item(0), touches.item(1)];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
}

/**
 * The page fitted to the width inside `scroller` and most of the window's height, zoomed by the
 * buttons, by ctrl + wheel (and a trackpad's pinch, which browsers send as one) and by a
 * two-finger pinch on a touch screen. A zoomed page scrolls inside `scroller`.
 */
export function useZoom(page: PageGeometry, scroller: RefObject<HTMLDivElement | null>): Zoom {
  const [room, setRoom] = useState({ width: 320, height: 320 });
  const [zoom, setZoom] = useState(1);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const current = useRef(zoom);
  useEffect(() => {
    current.current = zoom;
  }, [zoom]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      setRoom({
        width: element.clientWidth - padding,
        height: Math.max(240, window.innerHeight * HEIGHT_SHARE),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      setZoom((value) => clampZoom(value * Math.exp(-event.deltaY / 200)));
    };
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2)
        pinch.current = { distance: distance(event.touches), zoom: current.current };
    };
    const onTouchMove = (event: TouchEvent) => {
      const start = pinch.current;
      if (event.touches.length !== 2 || !start?.distance) return;
      event.preventDefault();
      setZoom(clampZoom((start.zoom * distance(event.touches)) / start.distance));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch.current = null;
    };
    // Not passive: they stop the browser zooming the whole page instead.
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
    };
  }, [scroller]);

  return {
    scale: fitScale(page, room) * zoom,
    zoom,
    zoomIn: useCallback(() => setZoom((value) => clampZoom(value * STEP)), []),
    zoomOut: useCallback(() => setZoom((value) => clampZoom(value / STEP)), []),
    fit: useCallback(() => setZoom(1), []),
  };
}
