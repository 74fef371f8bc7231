// Step 1 of an upload: the checks the browser makes before a byte is sent. They are the server's
// own (shared/fileTypes.ts, repeated by uploads.register), so a file refused here would be
// refused there in the same words, and a refused file costs no upload and leaves nothing stored.
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  SNIFF_BYTES,
  sizeProblem,
  sniffFileKind,
} from '@shared/fileTypes'

/** What the pre-check needs of a file: a `File` has all of it. */
export type CheckableFile = Pick<Blob, 'size' | 'slice'> & { name: string }

/**
 * The reason a file is refused before upload, or null when it may be sent. The size is judged
 * first, so an empty or oversized file is never read; otherwise the first SNIFF_BYTES decide.
 */
export async function precheckUpload(
  file: CheckableFile,
  maxBytes: number = DEFAULT_MAX_UPLOAD_BYTES,
): Promise<string | null> {
  const tooBigOrEmpty = sizeProblem(file.name, file.size, maxBytes)
  if (tooBigOrEmpty) return tooBigOrEmpty
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const sniffed = sniffFileKind(head, file.name)
  return sniffed.ok ? null : sniffed.reason
}
