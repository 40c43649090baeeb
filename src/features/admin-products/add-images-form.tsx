/**
 * Adds images to a product: files, and URLs sent as `image_urls` for the server to fetch (this
 * project's extension to the update call), so a picture on any image host can be added. A host
 * that ignores `image_urls` (the spec's update takes files only) is noticed by the image count; the
 * URLs are then downloaded here and sent as files, which works only for hosts that allow it (CORS),
 * and the form says which could not be. 'Add after the current images' is append_images (on by
 * default; off replaces them). Shows upload progress; a failure keeps the URLs and files chosen.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useUpdateProduct } from '@/api/queries/admin-products';
import type { UploadProgress } from '@/api/upload';
import { CheckboxField, TextareaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { APPEND_IMAGES_DEFAULT } from '@/config/constants';
import { FilePicker } from './file-picker';
import {
  fallbackMessage,
  fileFromUrl,
  imagesBody,
  parseImageUrls,
  tookImageUrls,
  updateError,
} from './product-form-values';
import { UploadProgressBar } from './upload-progress';
import { limits } from '@/api/limits.gen';
import { lengthProblem } from '@/lib/limits';

const FIELDS = ['image_urls'] as const;
type ImagesField = (typeof FIELDS)[number];

export function AddImagesForm({ productId, imageCount }: { productId: number; imageCount: number }) {
  const update = useUpdateProduct(productId);
  const [urls, setUrls] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [append, setAppend] = useState<boolean>(APPEND_IMAGES_DEFAULT);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [downloading, setDownloading] = useState(false);
  const form = useFormProblems(FIELDS);
  const abort = useRef<AbortController | null>(null);
  const busy = downloading || update.isPending;

  /** Says `message` above the fields; `flagged`: the fields it is about. */
  const say = (message: string, flagged?: ImagesField[]) => form.show({ fields: {}, form: message, flagged });
  const failed = (e: unknown) =>
    say(
      e instanceof DOMException && e.name === 'AbortError' ? 'Upload cancelled. Nothing was changed.' : updateError(e),
    );

  /** The host ignored image_urls (it follows the spec): download the pictures here and send them as files. */
  async function addDownloaded(list: string[], appendNow: boolean) {
    setDownloading(true);
    const results = await Promise.allSettled(list.map(fileFromUrl));
    setDownloading(false);
    const downloaded = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = list.filter((_, i) => results[i]!.status === 'rejected');
    if (downloaded.length > 0) {
      abort.current = new AbortController();
      await update.mutateAsync({
        body: imagesBody(downloaded, appendNow),
        onProgress: setProgress,
        signal: abort.current.signal,
      });
    }
    setUrls(refused.join('\n'));
    if (refused.length > 0) say(fallbackMessage(refused));
    else toast(fallbackMessage([]));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const list = parseImageUrls(urls);
    if (list.length === 0 && files.length === 0) return say('Choose an image file or enter an image URL first.');
    // The contract's limits on updateProduct: how many images one request takes, and the links' length.
    if (files.length + list.length > limits.updateProduct.images.maxItems)
      return say(`No more than ${limits.updateProduct.images.maxItems} images at a time.`);
    const linksTooLong = lengthProblem(list.join(','), limits.updateProduct.image_urls);
    if (linksTooLong) return say(`Image URLs: ${linksTooLong}`, ['image_urls']);
    form.reset();
    setProgress(null);
    abort.current = new AbortController();
    const before = imageCount;
    update.mutate(
      { body: imagesBody(files, append, list), onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: (product) => {
          setFiles([]);
          if (
            list.length === 0 ||
            tookImageUrls(before, product.images.length, { files: files.length, urls: list.length, append })
          ) {
            setUrls('');
            toast(append ? 'Images added.' : 'Images replaced.');
            return;
          }
          // Files sent with append off have already replaced the images: the downloads go after them.
          addDownloaded(list, files.length > 0 ? true : append).catch(failed);
        },
        onError: failed,
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add images"
      className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4"
    >
      <h2 className="font-semibold text-ink-900">Add images</h2>
      {form.problems.form && <FormAlert id={form.alertId}>{form.problems.form}</FormAlert>}
      <TextareaField
        label="Image URLs"
        hint="One per line or comma-separated."
        {...form.fieldProps('image_urls')}
        rows={2}
        inputClassName="font-mono text-sm"
        value={urls}
        disabled={busy}
        onChange={(e) => {
          setUrls(e.target.value);
          form.clearField('image_urls');
        }}
      />
      <FilePicker label="Image files" files={files} onChange={setFiles} disabled={busy} />
      <CheckboxField
        label="Add after the current images (untick to replace them)"
        className="flex min-h-11 items-center"
        checked={append}
        disabled={busy}
        onChange={(e) => setAppend(e.target.checked)}
      />
      {update.isPending && (
        <UploadProgressBar progress={progress} label="Uploading images" onCancel={() => abort.current?.abort()} />
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {downloading ? 'Downloading…' : update.isPending ? 'Uploading…' : 'Add images'}
        </button>
      </div>
    </form>
  );
}
