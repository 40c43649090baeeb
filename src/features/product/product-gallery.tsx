/**
 * The product's images: one large image in a fixed square (no layout shift while it loads) and a
 * row of thumbnail buttons. Thumbnails are ordinary buttons in the tab order; the arrow keys, Home
 * and End also move between them.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ProductView } from '@/api/normalize';
import { GALLERY_SIZES, imageCopy, THUMBNAIL_SIZES } from '@/lib/image-copies';

const PLACEHOLDER = { url: '/images/placeholder.svg', alt: '' };

export function ProductGallery({ images }: { images: ProductView['images'] }) {
  const list = images.length > 0 ? images : [PLACEHOLDER];
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, list.length - 1);
  const current = list[index]!;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + list.length) % list.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="lg:sticky lg:top-24 lg:self-start">
      <div className="aspect-square overflow-hidden rounded-2xl border border-ink-200 bg-ink-50">
        <img
          {...imageCopy(current.url, GALLERY_SIZES)}
          alt={current.alt}
          width={800}
          height={800}
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      {list.length > 1 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the thumbnail buttons inside
        <ul aria-label="Product images" className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5" onKeyDown={onKeyDown}>
          {list.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                ref={(node) => {
                  buttons.current[i] = node;
                }}
                type="button"
                aria-label={`Show image ${i + 1} of ${list.length}`}
                aria-pressed={i === index}
                onClick={() => setSelected(i)}
                className={`block aspect-square w-full overflow-hidden rounded-xl border-2 bg-ink-50 transition ${
                  i === index
                    ? 'border-brand-700'
                    : 'border-transparent opacity-80 hover:border-ink-300 hover:opacity-100'
                }`}
              >
                <img
                  {...imageCopy(image.url, THUMBNAIL_SIZES)}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
