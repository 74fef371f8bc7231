// Sending a file's bytes to a Convex upload URL. XMLHttpRequest rather than fetch: only it reports
// upload progress. The URL answers JSON `{ storageId }`.

/** The part of XMLHttpRequest a transfer uses (tests pass a fake). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText'
> & {
  upload: { onprogress: ((event: ProgressEvent) => void) | null }
  onload: ((event: ProgressEvent) => void) | null
  onerror: ((event: ProgressEvent) => void) | null
  onabort: ((event: ProgressEvent) => void) | null
}

export type SendFileOptions = {
  /** Aborting it stops the transfer; the promise then rejects with an AbortError. */
  signal?: AbortSignal
  /** Share of the bytes sent, 0..1. */
  onProgress?: (fraction: number) => void
  createRequest?: () => UploadRequest
}

/** The transfer broke off (network down, server gone); not a refusal of the file. */
export class UploadTransferError extends Error {
  override name = 'UploadTransferError'
}

/** The file's Content-Type header: its own type, or the generic one when the browser has none. */
export function uploadContentType(file: Blob): string {
  return file.type || 'application/octet-stream'
}

/** POSTs the file to `url` and resolves with the storage id the server answers. */
export function sendFile(url: string, file: Blob, options: SendFileOptions = {}): Promise<string> {
  const { signal, onProgress } = options
  const createRequest = options.createRequest ?? (() => new XMLHttpRequest())
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError())
      return
    }
    const request = createRequest()
    const handleAbort = () => request.abort()
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', handleAbort)
      done()
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () =>
      settle(() => {
        const storageId = request.status >= 200 && request.status < 300 && storageIdOf(request)
        if (storageId) {
          onProgress?.(1)
          resolve(storageId)
        } else {
          reject(new UploadTransferError(`The server did not accept the file (${request.status}).`))
        }
      })
    request.onerror = () =>
      settle(() => reject(new UploadTransferError('The connection was lost while sending.')))
    request.onabort = () => settle(() => reject(abortError()))
    signal?.addEventListener('abort', handleAbort, { once: true })
    request.open('POST', url)
    request.setRequestHeader('Content-Type', uploadContentType(file))
    request.send(file)
  })
}

/** Whether an error is the rejection of an aborted transfer. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

function abortError() {
  return new DOMException('The upload was cancelled.', 'AbortError')
}

function storageIdOf(request: UploadRequest): string | null {
  try {
    const body: unknown = JSON.parse(request.responseText)
    if (typeof body === 'object' && body !== null && 'storageId' in body) {
      return typeof body.storageId === 'string' ? body.storageId : null
    }
  } catch {
    // Not JSON: treated as a refusal by the caller.
  }
  return null
}
