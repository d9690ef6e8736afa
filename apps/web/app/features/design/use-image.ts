import { useEffect, useState } from 'react';

const loaded = new Map<string, Promise<HTMLImageElement>>();

/** The image at `src`, loaded once however many shapes and panels show it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  let image = loaded.get(src);
  if (!image) {
    image = new Promise((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error(`the image ${src} did not load`));
      element.src = src;
    });
    // A failed load may succeed later (a file still being stored): it is not kept.
    image.catch(() => loaded.delete(src));
    loaded.set(src, image);
  }
  return image;
}

/** The loaded image at `src`, undefined while it loads, fails or when there is none. */
export function useImage(src: string | null): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    setImage(undefined);
    if (!src) return;
    let current = true;
    loadImage(src).then(
      (element) => current && setImage(element),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [src]);
  return image;
}
