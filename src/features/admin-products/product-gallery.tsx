/**
 * The product's images: the chosen one large, thumbnails as buttons to choose another, and a
 * Delete image action for the one shown (confirmed first).
 */
import { useState } from 'react';
import { useDeleteProductImage } from '@/api/queries/admin-products';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { updateError } from './product-form-values';

export interface GalleryProps {
  productId: number;
  name: string;
  images: Array<{ url: string; alt: string }>;
}

export function ProductGallery({ productId, name, images }: GalleryProps) {
  const [chosen, setChosen] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProductImage(productId);
  const index = Math.min(chosen, Math.max(0, images.length - 1));
  const current = images[index];

  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-2xl border border-dashed border-ink-300 bg-white p-6 text-center text-sm text-ink-600">
        This product has no images yet.
      </div>
    );
  }

  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-2xl border border-ink-200 bg-white">
        <img src={current.url} alt={current.alt || name} className="size-full object-contain" />
      </div>
      <div className="mt-2 flex items-center justify-between gap-2 text-sm text-ink-600">
        <span>
          Image {index + 1} of {images.length}
        </span>
        <button type="button" className="btn-ghost min-h-11 px-3 py-1 text-red-700" onClick={() => setConfirming(true)}>
          Delete image
        </button>
      </div>
      {images.length > 1 && (
        <ul aria-label="Images" className="mt-2 flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${i === index ? 'border-brand-700' : 'border-ink-200 hover:border-brand-300'}`}
              >
                <img src={image.url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title="Delete this image?"
        description={`Image ${index + 1} of ${images.length} will be removed from ${name}. This cannot be undone.`}
        confirmLabel="Delete image"
        busyLabel="Deleting…"
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? updateError(remove.error) : null}
        onConfirm={() =>
          remove.mutate(current.url, {
            onSuccess: () => {
              setConfirming(false);
              setChosen(Math.max(0, index - 1));
              toast('Image deleted.');
            },
          })
        }
      />
    </div>
  );
}
