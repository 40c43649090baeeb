/**
 * Setup of the dom (jsdom) project, after ./setup.ts: File, Blob and FormData are Node's own, like
 * the fetch, Request and Response they are sent and read with.
 *
 * Vitest's jsdom environment puts jsdom's File, Blob and FormData on the global but keeps Node's
 * fetch, Request and Response, so a multipart body crosses from one to the other, and both
 * crossings are broken:
 * - Out: Vitest copies each jsdom Blob into a Node Blob through a private field that jsdom 28
 *   renamed, so every file part arrives as the 9 bytes "undefined", named "blob" (Vitest 4.1,
 *   vitest-dev/vitest#11294).
 * - In, on Node 24: its fetch (undici 7) builds each file part of `request.formData()` with the
 *   global File, jsdom's here, then rejects it with its own File check (ERR_ASSERTION). A mock
 *   handler that reads a form then fails with a 500 (vitest-dev/vitest#9135). Node 20's undici
 *   kept its own File, which is why only Node 24 showed it.
 * In a browser they are one realm, and with these three from Node they are one here too. So a file
 * chosen with user-event, the FormData the app builds and the parts a mock handler reads keep
 * their bytes and names, on Node 20 and 24 alike. jsdom takes them where the app hands them over
 * (an input's `files`; URL.createObjectURL is Vitest's). Only jsdom's FileReader and
 * `new FormData(formElement)` would not; the app uses neither.
 */
import { Blob, File } from 'node:buffer';

/** Node's FormData: not exported by name, but it is what parsing a body gives. */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;

Object.assign(globalThis, { Blob, File, FormData: NodeFormData });
