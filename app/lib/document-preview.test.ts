import { describe, expect, test, vi } from 'vitest'
import { PLACEHOLDER_CACHE, PREVIEW_CACHE, proxyDocumentPreview } from './document-preview'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

async function isPlaceholder(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  expect(response.headers.get('cache-control')).toBe(PLACEHOLDER_CACHE)
  const svg = await response.text()
  expect(svg).toContain('>Proxy Error<')
  expect(svg).toContain('>Cannot reach production API<')
}

describe('proxyDocumentPreview', () => {
  test('answers the upstream image with a 1-hour cache', async () => {
    const fetcher = vi.fn(
      async () => new Response(PNG, { headers: { 'content-type': 'image/png' } }),
    )

    const response = await proxyDocumentPreview(
      'kg2abc_DEF-9',
      'https://casefile.example/',
      fetcher,
    )

    expect(fetcher).toHaveBeenCalledWith(
      'https://casefile.example/api/document-preview/kg2abc_DEF-9',
      expect.objectContaining({ redirect: 'error' }),
    )
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe(PREVIEW_CACHE)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })

  test('without a configured production service, the placeholder', async () => {
    const fetcher = vi.fn()
    await isPlaceholder(await proxyDocumentPreview('abc', undefined, fetcher))
    expect(fetcher).not.toHaveBeenCalled()
  })

  test('an unreachable service, an error status or a non-image all give the placeholder', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('fetch failed')),
      async () => new Response('nope', { status: 502, headers: { 'content-type': 'image/png' } }),
      async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      async () => new Response(new Uint8Array(), { headers: { 'content-type': 'image/png' } }),
    ]
    for (const answer of answers) {
      await isPlaceholder(await proxyDocumentPreview('abc', 'https://casefile.example', answer))
    }
  })

  test('an id that is not a storage id never reaches the service', async () => {
    const fetcher = vi.fn()
    for (const id of ['../admin', 'a/b', '', 'x'.repeat(129), 'a?b=c']) {
      await isPlaceholder(await proxyDocumentPreview(id, 'https://casefile.example', fetcher))
    }
    expect(fetcher).not.toHaveBeenCalled()
  })

  test('an SVG from the service is only served as an attachment', async () => {
    const fetcher = async () =>
      new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })

    const response = await proxyDocumentPreview('abc', 'https://casefile.example', fetcher)

    expect(response.headers.get('content-disposition')).toBe('attachment')
  })
})
