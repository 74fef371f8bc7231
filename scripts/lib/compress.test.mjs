import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { chooseEncoding, compressResponse } from './compress.mjs'

const html = `<!doctype html><html><body>${'<p>Hale &amp; Whitmore</p>'.repeat(200)}</body></html>`
const page = () =>
  new Response(html, {
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['set-cookie', 'a=1; Path=/'],
      ['set-cookie', 'b=2; Path=/'],
    ],
  })
const requestWith = (acceptEncoding, method = 'GET') =>
  new Request('http://localhost/login', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('chooseEncoding', () => {
  test('brotli first, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

describe('compressResponse', () => {
  test('an SSR page is brotli-compressed, keeping every header', async () => {
    const response = compressResponse(requestWith('gzip, br'), page())

    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(html.length / 5)
    expect((await promisify(zlib.brotliDecompress)(bytes)).toString()).toBe(html)
  })

  test('gzip when brotli is not accepted', async () => {
    const response = compressResponse(requestWith('gzip'), page())

    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(zlib.gunzipSync(bytes).toString()).toBe(html)
  })

  test('left alone: no accepted encoding, HEAD, images, small or already encoded bodies', () => {
    const cases = [
      [requestWith(null), page()],
      [requestWith('br', 'HEAD'), page()],
      [
        requestWith('br'),
        new Response('x'.repeat(5000), { headers: { 'content-type': 'image/png' } }),
      ],
      [
        requestWith('br'),
        new Response('{}', {
          headers: { 'content-type': 'application/json', 'content-length': '2' },
        }),
      ],
      [
        requestWith('br'),
        new Response(html, {
          headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
        }),
      ],
    ]
    for (const [request, response] of cases) {
      expect(compressResponse(request, response)).toBe(response)
    }
  })
})
