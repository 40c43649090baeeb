/**
 * Uploaded files (multipart product images and slide images). Metadata lives in the database;
 * the bytes live in a blob store: IndexedDB in the browser, so an upload survives a reload, and
 * memory in Node. Files are served back under a stable URL: /mock-uploads/{key}/{filename}.
 */
import type { Database } from '../db';
import type { UploadRow } from '../db/schema';
import { clock } from './clock';

export const UPLOAD_URL_PREFIX = '/mock-uploads';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Session-wide knobs the scenarios turn. */
export const uploadSettings = {
  /** false: answer 503 cloudinary_not_configured to any request that carries a file. */
  configured: true,
  /** true: answer 502 upload_failed to any request that carries a file. */
  failUploads: false,
};

export interface BlobStore {
  put(key: string, blob: Blob): Promise<void>;
  get(key: string): Promise<Blob | undefined>;
  clear(): Promise<void>;
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Blob>();
  return {
    async put(key, blob) {
      blobs.set(key, blob);
    },
    async get(key) {
      return blobs.get(key);
    },
    async clear() {
      blobs.clear();
    },
  };
}

const IDB_NAME = 'bs-mock-uploads';
const IDB_STORE = 'files';

function openIdb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Blobs in an IndexedDB database of their own (`name`: the uploads' by default). */
export function indexedDbBlobStore(name = IDB_NAME): BlobStore {
  let opened: Promise<IDBDatabase> | null = null;
  const idb = () => (opened ??= openIdb(name));
  const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
    idb().then(
      (database) =>
        new Promise<T>((resolve, reject) => {
          const tx = database.transaction(IDB_STORE, mode);
          const request = work(tx.objectStore(IDB_STORE));
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = () => reject(tx.error);
        }),
    );
  return {
    async put(key, blob) {
      // Stored as bytes plus type: some engines cannot keep Blob objects in IndexedDB.
      const record = { type: blob.type, bytes: await blob.arrayBuffer() };
      await run('readwrite', (store) => store.put(record, key));
    },
    async get(key) {
      const record = await run<{ type: string; bytes: ArrayBuffer } | undefined>('readonly', (store) => store.get(key));
      return record ? new Blob([record.bytes], { type: record.type }) : undefined;
    },
    async clear() {
      await run('readwrite', (store) => store.clear());
    },
  };
}

let store: BlobStore = memoryBlobStore();
export function setBlobStore(next: BlobStore): void {
  store = next;
}
export function blobStore(): BlobStore {
  return store;
}

function safeName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned.slice(-80) || 'file';
}

/** Keeps a file and returns its row (with the URL it is served at). */
export async function saveUpload(db: Database, file: File): Promise<UploadRow> {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const key = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const filename = safeName(file.name);
  await store.put(key, file);
  return db.uploads.insert({
    key,
    filename,
    content_type: file.type || 'application/octet-stream',
    size: file.size,
    url: `${UPLOAD_URL_PREFIX}/${key}/${filename}`,
    created_at: new Date(clock.now()).toISOString(),
  });
}

/**
 * The problem to answer with when files cannot be stored now, or null. A file that is not an image
 * or is larger than 5 MB is the sender's mistake, refused before any upload: 400 upload_failed
 * (openapi.yaml). Only the image host's own refusal is a 502, and its absence a 503.
 */
export function uploadProblem(
  files: File[],
): { status: 400 | 502 | 503; error: 'upload_failed' | 'cloudinary_not_configured'; message: string } | null {
  if (files.length === 0) return null;
  const tooBig = files.find((f) => f.size > MAX_UPLOAD_BYTES);
  if (tooBig) return { status: 400, error: 'upload_failed', message: `${tooBig.name} is larger than 5 MB.` };
  const notImage = files.find((f) => f.type && !f.type.startsWith('image/'));
  if (notImage) return { status: 400, error: 'upload_failed', message: `${notImage.name} is not an image.` };
  if (!uploadSettings.configured) {
    return {
      status: 503,
      error: 'cloudinary_not_configured',
      message: 'Cloudinary is not configured on the server. File uploads will fail.',
    };
  }
  if (uploadSettings.failUploads)
    return { status: 502, error: 'upload_failed', message: 'The image host did not accept the file.' };
  return null;
}
