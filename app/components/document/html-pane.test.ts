// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { sanitizeDocumentHtml } from './html-pane'

function render(html: string) {
  const root = document.createElement('div')
  root.innerHTML = sanitizeDocumentHtml(html)
  return root
}

describe('sanitizeDocumentHtml', () => {
  test('keeps the document’s text and structure', () => {
    const root = render(
      '<h1>Re: Production</h1><p>Dear <b>Jonathan</b>,</p><table><tr><td>4</td></tr></table>',
    )
    expect(root.querySelector('h1')?.textContent).toBe('Re: Production')
    expect(root.querySelector('b')?.textContent).toBe('Jonathan')
    expect(root.querySelector('td')?.textContent).toBe('4')
  })

  test('removes scripts, handlers, forms, frames and styles', () => {
    const root = render(
      '<script>window.__xss=1</script><img src="data:image/png;base64,AA==" onerror="window.__xss=1"><form action="https://evil.test"><input name="p"></form><iframe src="https://evil.test"></iframe><style>body{display:none}</style><svg><script>1</script></svg>',
    )
    expect(root.querySelector('script, form, input, iframe, style, svg')).toBeNull()
    expect(root.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  test('drops javascript: links and opens the others in a new tab', () => {
    const root = render(
      '<a href="javascript:alert(1)">bad</a><a href="https://court.test/docket">docket</a>',
    )
    const [bad, good] = root.querySelectorAll('a')
    expect(bad?.getAttribute('href')).toBeNull()
    expect(good?.getAttribute('href')).toBe('https://court.test/docket')
    expect(good?.getAttribute('target')).toBe('_blank')
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('shows images carried in the document, not remote ones (tracking pixels)', () => {
    const root = render(
      '<img alt="pixel" src="https://tracker.test/p.gif"><img alt="logo" src="data:image/png;base64,AA==">',
    )
    const [remote, inline] = root.querySelectorAll('img')
    expect(remote?.getAttribute('src')).toBeNull()
    expect(inline?.getAttribute('src')).toBe('data:image/png;base64,AA==')
  })
})
