// The development proxy for document previews (spec §2, §7): GET /api/auth/document-preview/{id}
// fetches `{production service}/api/document-preview/{id}` and answers the image with a 1-hour
// cache; on any failure, a placeholder image reading 'Proxy Error / Cannot reach production API'
// with a 5-minute cache. The production service is CASEFILE_PRODUCTION_URL; without it every
// answer is the placeholder. The dossier's own thumbnails never go through here.

export const PREVIEW_CACHE = 'private, max-age=3600'
export const PLACEHOLDER_CACHE = 'private, max-age=300'
const TIMEOUT_MS = 5_000
const MAX_BYTES = 10 * 1024 * 1024
const STORAGE_ID = /^[A-Za-z0-9_-]{1,128}$/

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="Proxy Error: Cannot reach production API">
<rect width="320" height="240" fill="#f1f5f9"/>
<text x="160" y="112" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="600" fill="#0f172a">Proxy Error</text>
<text x="160" y="140" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="#475569">Cannot reach production API</text>
</svg>`

/** The placeholder answer: always an image, so an <img> shows it rather than a broken icon. */
export function placeholderResponse() {
  return new Response(PLACEHOLDER_SVG, {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': PLACEHOLDER_CACHE },
  })
}

/** Fetches the preview from the production service, or answers the placeholder on any failure. */
export async function proxyDocumentPreview(
  storageId: string,
  productionUrl: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  if (!productionUrl || !STORAGE_ID.test(storageId)) return placeholderResponse()
  try {
    const upstream = await fetcher(
      `${productionUrl.replace(/\/+$/, '')}/api/document-preview/${storageId}`,
      { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' },
    )
    const type = upstream.headers.get('content-type') ?? ''
    if (!upstream.ok || !type.startsWith('image/')) return placeholderResponse()
    const body = await upstream.arrayBuffer()
    if (body.byteLength === 0 || body.byteLength > MAX_BYTES) return placeholderResponse()
    return new Response(body, {
      status: 200,
      // An SVG from elsewhere could carry script: it is only ever served as an inert download.
      headers: {
        'Content-Type': type,
        'Cache-Control': PREVIEW_CACHE,
        ...(type.includes('svg') ? { 'Content-Disposition': 'attachment' } : {}),
      },
    })
  } catch {
    return placeholderResponse()
  }
}
