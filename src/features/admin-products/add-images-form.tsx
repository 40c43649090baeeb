/**
 * Adds images to a product: files, and URLs (downloaded here and sent as files, since the update
 * call takes image files only), with 'Add after the current images' (append_images, on by default;
 * off replaces them). Shows upload progress; a failure keeps the URLs and files chosen.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useUpdateProduct } from '@/api/queries/products';
import type { UploadProgress } from '@/api/upload';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { APPEND_IMAGES_DEFAULT } from '@/config/constants';
import { FilePicker } from './file-picker';
import { fileFromUrl, imagesBody, parseImageUrls, updateError } from './product-form-values';
import { UploadProgressBar } from './upload-progress';

export function AddImagesForm({ productId }: { productId: number }) {
  const update = useUpdateProduct(productId);
  const [urls, setUrls] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [append, setAppend] = useState<boolean>(APPEND_IMAGES_DEFAULT);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = downloading || update.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const list = parseImageUrls(urls);
    if (list.length === 0 && files.length === 0) return setError('Choose an image file or enter an image URL first.');
    setError(null);
    setProgress(null);
    let fromUrls: File[] = [];
    if (list.length > 0) {
      setDownloading(true);
      try {
        fromUrls = await Promise.all(list.map(fileFromUrl));
      } catch (e) {
        setDownloading(false);
        return setError(e instanceof Error ? e.message : 'Could not download an image.');
      }
      setDownloading(false);
    }
    abort.current = new AbortController();
    update.mutate(
      { body: imagesBody([...files, ...fromUrls], append), onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: () => {
          setUrls('');
          setFiles([]);
          toast(append ? 'Images added.' : 'Images replaced.');
        },
        onError: (e) => setError(e instanceof DOMException && e.name === 'AbortError' ? 'Upload cancelled. Nothing was changed.' : updateError(e)),
      },
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Add images" className="space-y-3 rounded-2xl border border-ink-200 bg-white p-4">
      <h2 className="font-semibold text-ink-900">Add images</h2>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Field label="Image URLs" hint="One per line or comma-separated.">
        {(props) => <textarea {...props} rows={2} className="field-input font-mono text-sm" value={urls} disabled={busy} onChange={(e) => setUrls(e.target.value)} />}
      </Field>
      <FilePicker label="Image files" files={files} onChange={setFiles} disabled={busy} />
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
        <input type="checkbox" className="size-4 accent-brand-700" checked={append} disabled={busy} onChange={(e) => setAppend(e.target.checked)} />
        Add after the current images (untick to replace them)
      </label>
      {update.isPending && <UploadProgressBar progress={progress} label="Uploading images" onCancel={() => abort.current?.abort()} />}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {downloading ? 'Downloading…' : update.isPending ? 'Uploading…' : 'Add images'}
        </button>
      </div>
    </form>
  );
}
