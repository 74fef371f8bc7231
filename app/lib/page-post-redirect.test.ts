import { describe, expect, it } from 'vitest'
import { pagePostRedirect } from './page-post-redirect'

const FIELDS = 'email=early%40casefile.test&password=hunter22hunter22'

function formPost(path: string, method = 'POST') {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: FIELDS,
  })
}

describe('pagePostRedirect', () => {
  it('sends a form posted to a page back to it as a GET, without reading the fields', () => {
    const request = formPost('/login')
    const response = pagePostRedirect(request)
    expect(response?.status).toBe(303)
    expect(response?.headers.get('Location')).toBe('/login')
    expect(response?.headers.get('Cache-Control')).toBe('no-store')
    expect(response?.body).toBeNull()
    expect(request.bodyUsed).toBe(false)
  })

  it("keeps the page's own query string", () => {
    const response = pagePostRedirect(formPost('/login?redirect=%2Fmatters'))
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2Fmatters')
  })

  it('answers other unsafe methods the same way', () => {
    expect(pagePostRedirect(formPost('/matters/new', 'PUT'))?.status).toBe(303)
  })

  it('never points the browser at another host', () => {
    const response = pagePostRedirect(formPost('//evil.example/login'))
    expect(response?.headers.get('Location')).toBe('/evil.example/login')
  })

  it('leaves reads and the API routes alone', () => {
    expect(pagePostRedirect(new Request('http://localhost:3000/login'))).toBeNull()
    expect(
      pagePostRedirect(new Request('http://localhost:3000/login', { method: 'HEAD' })),
    ).toBeNull()
    expect(pagePostRedirect(formPost('/api/auth/sign-in/email'))).toBeNull()
  })
})
