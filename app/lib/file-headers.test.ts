import { describe, expect, test } from 'vitest'
import {
  FILE_CONTENT_SECURITY_POLICY,
  contentDisposition,
  fileResponseHeaders,
  servedInline,
  servedType,
} from './file-headers'

const headersOf = (mimeType: string | null, fileName = 'file', upstream = new Headers()) =>
  Object.fromEntries(fileResponseHeaders({ mimeType, fileName }, upstream))

describe('the type a file is served as', () => {
  test('is the stored type, plain, or octet-stream when it is not a MIME type', () => {
    expect(servedType('application/pdf')).toBe('application/pdf')
    expect(servedType('TEXT/Plain; charset=utf-8')).toBe('text/plain')
    for (const bad of [
      null,
      undefined,
      '',
      'pdf',
      'text/',
      '/html',
      'a/b/c',
      'text/html\r\nx: y',
    ]) {
      expect(servedType(bad), String(bad)).toBe('application/octet-stream')
    }
  })

  test('only what the viewer renders itself is inline; HTML, SVG and XML never are', () => {
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'text/csv']) {
      expect(servedInline(type), type).toBe(true)
    }
    for (const type of [
      'text/html',
      'application/xhtml+xml',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'message/rfc822',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/tiff',
      'application/octet-stream',
      'application/javascript',
    ]) {
      expect(servedInline(type), type).toBe(false)
    }
  })
})

describe('fileResponseHeaders', () => {
  test('a PDF is inline, sandboxed, unsniffed and never cached', () => {
    expect(headersOf('application/pdf', 'Complaint.pdf')).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Complaint.pdf"; filename*=UTF-8''Complaint.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'private, no-store',
    })
    expect(FILE_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'; sandbox;/)
    expect(FILE_CONTENT_SECURITY_POLICY).not.toMatch(/allow-/)
  })

  test('HTML, SVG and XML are attachments whatever their type says, with every protection', () => {
    for (const type of ['text/html', 'Text/HTML; charset=utf-8', 'image/svg+xml', 'text/xml']) {
      const headers = headersOf(type, 'page.html')
      expect(headers['content-disposition'], type).toMatch(/^attachment; /)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY)
    }
    expect(headersOf('text/html; charset=utf-8')['content-type']).toBe('text/html')
  })

  test('passes on the length and ranges the storage server answered, and nothing else', () => {
    const upstream = new Headers({
      'Content-Length': '1024',
      'Content-Range': 'bytes 0-1023/400000',
      'Accept-Ranges': 'bytes',
      ETag: '"abc"',
      'Content-Type': 'text/html',
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, max-age=2592000',
      'Access-Control-Allow-Origin': '*',
      'Set-Cookie': 'a=b',
    })
    expect(headersOf('application/pdf', 'a.pdf', upstream)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^inline; /),
      'cache-control': 'private, no-store',
      'content-length': '1024',
      'content-range': 'bytes 0-1023/400000',
      'accept-ranges': 'bytes',
      etag: '"abc"',
    })
    const headers = headersOf('application/pdf', 'a.pdf', upstream)
    expect(headers['access-control-allow-origin']).toBeUndefined()
    expect(headers['set-cookie']).toBeUndefined()
  })
})

describe('contentDisposition (RFC 6266)', () => {
  test('an ASCII fallback and the exact name in UTF-8', () => {
    expect(contentDisposition('attachment', 'Café “memo” 100%.docx')).toBe(
      `attachment; filename="Caf_ _memo_ 100_.docx"; filename*=UTF-8''Caf%C3%A9%20%E2%80%9Cmemo%E2%80%9D%20100%25.docx`,
    )
    expect(contentDisposition('inline', `it's (final)*.pdf`)).toBe(
      `inline; filename="it's (final)*.pdf"; filename*=UTF-8''it%27s%20%28final%29%2A.pdf`,
    )
  })

  test('quotes, backslashes, line breaks, paths and bidi controls cannot break out or mislead', () => {
    const value = contentDisposition(
      'attachment',
      'a"b\\c\r\nSet-Cookie: x=1/../invoice\u202Egpj.exe',
    )
    expect(value).not.toMatch(/[\r\n]/)
    expect(value).not.toContain('\u202E')
    expect(value).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1_.._invoicegpj.exe"; filename*=UTF-8''a%22b_cSet-Cookie%3A%20x%3D1_.._invoicegpj.exe`,
    )
    expect(contentDisposition('attachment', '\u202E ')).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    )
  })
})
