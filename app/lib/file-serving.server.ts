// Server-only. Serves a document's file or thumbnail to the signed-in caller (the routes under
// app/routes/api/files.* and thumbnails.*). Every request is authorized again: the caller's
// backend token comes from their session cookie, and documents.fileSource answers, as them,
// only while they may see the document. A removed member, a revoked session or a forwarded link
// gets 404 on the next request. The storage URL behind it never leaves this server.
import { ConvexHttpClient } from 'convex/browser'
import { getDownloadFileName } from '@/lib/download-name'
import { hasCode, isSessionLost } from '@/lib/errors'
import { fileResponseHeaders } from '@/lib/file-headers'
import { api } from '@convex/_generated/api'
import type { FilePart } from '@convex/dossier/model/fileLinks'

/** The statuses of the storage server passed on: the whole file, a range, a range past the end. */
const PASSED_STATUSES = new Set([200, 206, 416])

function plain(status: number, text: string) {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}

const notFound = () => plain(404, 'Not found')

/** Where the file is stored, as the caller may see it now; null when they may not (or no file). */
async function fileSource(documentId: string, part: FilePart) {
  const { getToken } = await import('./auth.server')
  const token = await getToken().catch(() => undefined)
  if (!token) return null
  const client = new ConvexHttpClient(process.env.VITE_CONVEX_URL ?? '')
  client.setAuth(token)
  try {
    return await client.query(api.dossier.documents.fileSource, {
      documentId,
      part,
      appSecret: process.env.CASEFILE_PROXY_SECRET ?? '',
    })
  } catch (error) {
    if (hasCode(error, 'NOT_FOUND') || isSessionLost(error)) return null
    // FORBIDDEN here means this server's CASEFILE_PROXY_SECRET is not the backend's.
    throw error
  }
}

/** The response to GET or HEAD of a document's file or thumbnail. */
export async function serveStoredFile(request: Request, documentId: string, part: FilePart) {
  let source: Awaited<ReturnType<typeof fileSource>>
  try {
    source = await fileSource(documentId, part)
  } catch (error) {
    console.error('Serving a stored file failed:', error)
    return plain(500, 'The file could not be served.')
  }
  if (!source) return notFound()

  const range = request.headers.get('range')
  const upstream = await fetch(source.url, {
    method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    // Bytes as stored: a compressed answer would not match the length and ranges passed on.
    headers: { 'Accept-Encoding': 'identity', ...(range ? { Range: range } : {}) },
    signal: request.signal,
  }).catch(() => null)
  if (!upstream || !PASSED_STATUSES.has(upstream.status)) {
    await upstream?.body?.cancel()
    return upstream?.status === 404 ? notFound() : plain(502, 'The file could not be read.')
  }
  const fileName = getDownloadFileName({
    fileNameOriginal: source.fileNameOriginal,
    name: source.name,
    mimeType: source.mimeType,
  })
  const headers = fileResponseHeaders({ mimeType: source.mimeType, fileName }, upstream.headers)
  // The request middleware (app/start.ts) states the pages' policy for every response, and what it
  // states wins over a returned response's own headers: the file's sandbox is stated the same way.
  const { setResponseHeader } = await import('@tanstack/react-start/server')
  setResponseHeader('Content-Security-Policy', headers.get('content-security-policy')!)
  return new Response(request.method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    headers,
  })
}
