import { expect, test } from '../fixtures'

// Spec §2: the development proxy answers a placeholder image with a 5-minute cache when the
// production service cannot be reached (the test stack configures none).
test('the document-preview proxy answers the placeholder when the upstream is down', async ({
  request,
}) => {
  const response = await request.get('/api/auth/document-preview/kg2storage0000000000000001')

  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/svg+xml')
  expect(response.headers()['cache-control']).toBe('private, max-age=300')
  const svg = await response.text()
  expect(svg).toContain('Proxy Error')
  expect(svg).toContain('Cannot reach production API')
})
