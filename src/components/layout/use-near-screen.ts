import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes within 200 px of the screen, and then stays true; true at once where
 * the browser has no IntersectionObserver. The product page's review form and the dashboard's
 * chart wait for it (docs/performance.md).
 */
export function useNearScreen<T extends HTMLElement = HTMLDivElement>(): [RefObject<T | null>, boolean] {
  const box = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [box, near];
}
