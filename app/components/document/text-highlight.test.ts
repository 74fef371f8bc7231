// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { MARK_ATTRIBUTE, clearMarks, collectTextParts, highlightText } from './text-highlight'

function render(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

function marked(root: Element, kind: string) {
  return [...root.querySelectorAll(`mark[${MARK_ATTRIBUTE}="${kind}"]`)].map((m) => m.textContent)
}

describe('collectTextParts', () => {
  test('reads a pdf.js text layer: spans as they are, <br> as a line break', () => {
    const root = render('<span>alleges</span><br><span>the following</span><span> upon</span>')
    expect(collectTextParts(root).parts).toEqual(['alleges', '\n', 'the following', ' upon'])
  })

  test('puts a break between blocks, so paragraphs never run together', () => {
    const root = render('<p>First <b>para</b>graph</p><p>Second</p><style>p{}</style>')
    expect(collectTextParts(root).parts).toEqual(['First ', 'para', 'graph', '\n', 'Second'])
  })
})

describe('highlightText', () => {
  test('marks the first occurrence of a cited passage across spans and a hyphenated line end', () => {
    const root = render(
      '<span>revenue was recog-</span><br><span>nised before delivery; recognised</span>',
    )
    const result = highlightText(root, { passage: 'revenue was recognised before' })
    expect(result.passage.map((mark) => mark.textContent)).toEqual([
      'revenue was recog-',
      'nised before',
    ])
    expect(root.textContent).toBe('revenue was recog-nised before delivery; recognised')
  })

  test('marks every Find match and the selected one differently', () => {
    const root = render('<p>Class Period</p><p>the class period and the CLASS PERIOD</p>')
    const { hits } = highlightText(root, { query: 'class period', activeHit: 1 })
    expect(hits).toHaveLength(3)
    expect(marked(root, 'hit')).toEqual(['Class Period', 'CLASS PERIOD'])
    expect(marked(root, 'active-hit')).toEqual(['class period'])
  })

  test('marks a passage and Find matches together, also where they overlap', () => {
    const root = render('<p>Northwind reported revenue growth of 14 percent.</p>')
    const result = highlightText(root, { passage: 'reported revenue growth', query: 'revenue' })
    expect(result.passage).toHaveLength(1)
    expect(result.hits).toHaveLength(1)
    expect(result.hits[0]![0]!.closest(`mark[${MARK_ATTRIBUTE}="passage"]`)).not.toBeNull()
  })

  test('answers no marks for a passage that is not there', () => {
    const root = render('<p>Nothing to see</p>')
    expect(highlightText(root, { passage: 'scienter', query: 'absent' })).toEqual({
      passage: [],
      hits: [],
    })
  })

  test('a new request replaces the old marks, and clearing restores the text nodes', () => {
    const root = render('<span>one two one</span>')
    highlightText(root, { query: 'one' })
    expect(marked(root, 'hit')).toEqual(['one', 'one'])
    highlightText(root, { query: 'two' })
    expect(marked(root, 'hit')).toEqual(['two'])
    clearMarks(root)
    expect(root.innerHTML).toBe('<span>one two one</span>')
    expect(root.firstChild!.childNodes).toHaveLength(1)
  })
})
