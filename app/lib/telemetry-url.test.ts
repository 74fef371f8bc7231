import { describe, expect, test } from 'vitest'
import { redactPath, redactUrl } from './telemetry-url'

describe('URLs as telemetry sees them', () => {
  test('a matter slug becomes :slug wherever it appears', () => {
    expect(redactPath('/matters/smith-v-jones/dossier')).toBe('/matters/:slug/dossier')
    expect(redactPath('/matters/smith-v-jones')).toBe('/matters/:slug')
    expect(redactPath('/matters')).toBe('/matters')
    expect(redactPath('went from /matters/acme-merger to /account')).toBe(
      'went from /matters/:slug to /account',
    )
  })

  test('absolute URLs keep their origin and lose their query string and fragment', () => {
    expect(
      redactUrl('http://localhost:3000/matters/acme-merger/documents/abc?highlight=secret#p2'),
    ).toBe('http://localhost:3000/matters/:slug/documents/abc')
    expect(redactUrl('https://casefile.example/api/files/k1?name=Witness.pdf')).toBe(
      'https://casefile.example/api/files/k1',
    )
  })

  test('relative URLs stay relative', () => {
    expect(redactUrl('/matters/acme/search?q=privileged')).toBe('/matters/:slug/search')
    expect(redactUrl('assets/app.js?v=1')).toBe('assets/app.js')
  })
})
