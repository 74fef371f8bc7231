import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, test } from 'vitest'
import {
  HIGHLIGHT_MAX_LENGTH,
  documentLink,
  documentLinkOptions,
  readDocumentSearch,
} from './document-link'

/** Reads a link's search the way the router does, then through the viewer's schema. */
function readBack(link: string) {
  const search = link.includes('?') ? link.slice(link.indexOf('?')) : ''
  return readDocumentSearch(defaultParseSearch(search))
}

describe('readDocumentSearch', () => {
  test('reads a page and a passage', () => {
    expect(
      readDocumentSearch(defaultParseSearch('?page=3&highlight=some%20passage')),
    ).toMatchObject({ page: 3, highlight: 'some passage' })
  })

  test('keeps the associate’s threadId', () => {
    expect(readDocumentSearch({ threadId: 'th_1' })).toMatchObject({ threadId: 'th_1' })
  })

  test('drops a page that is not a positive whole number, and keeps the rest', () => {
    for (const page of [0, -2, 1.5, 'three', '', null, true, 100_001]) {
      expect(readDocumentSearch({ page, highlight: 'x' })).toEqual({ highlight: 'x' })
    }
    expect(readDocumentSearch({ page: '12' }).page).toBe(12)
  })

  test('reads a passage the router parsed as a number, and drops an empty one', () => {
    expect(readDocumentSearch(defaultParseSearch('?highlight=2023')).highlight).toBe('2023')
    expect(readDocumentSearch({ highlight: '   ' }).highlight).toBeUndefined()
    expect(readDocumentSearch({ highlight: { a: 1 } }).highlight).toBeUndefined()
  })

  test('cuts an over-long passage rather than refusing the link', () => {
    const long = 'word '.repeat(500)
    const { highlight } = readDocumentSearch({ highlight: long })
    expect(highlight!.length).toBeLessThanOrEqual(HIGHLIGHT_MAX_LENGTH)
    expect(long.startsWith(highlight!)).toBe(true)
  })

  test('accepts no params at all, and drops params the viewer does not know', () => {
    expect(readDocumentSearch({})).toEqual({})
    expect(readDocumentSearch({ other: 'x', page: 2 })).toEqual({ page: 2 })
  })
})

describe('documentLink', () => {
  test('is the bare viewer URL without options', () => {
    expect(documentLink('k57abc')).toBe('/documents/k57abc')
  })

  test('carries page, passage and thread, and reads back the same', () => {
    const link = documentLink('k57abc', {
      page: 3,
      highlight: 'revenue was “recognised” & booked',
      threadId: 'th_9',
    })
    expect(link).toMatch(/^\/documents\/k57abc\?page=3&highlight=.+&threadId=th_9$/)
    expect(readBack(link)).toEqual({
      page: 3,
      highlight: 'revenue was “recognised” & booked',
      threadId: 'th_9',
    })
  })

  test('keeps a numeric passage a string through the round trip', () => {
    expect(readBack(documentLink('k57abc', { highlight: '1934' })).highlight).toBe('1934')
  })

  test('leaves out empty and invalid options', () => {
    expect(documentLink('k57abc', { page: 0, highlight: '  ', threadId: null })).toBe(
      '/documents/k57abc',
    )
  })

  test('escapes an id that is not URL-safe', () => {
    expect(documentLink('a/b?c')).toBe('/documents/a%2Fb%3Fc')
  })
})

describe('documentLinkOptions', () => {
  test('gives the router the route, its param and the cleaned search', () => {
    expect(documentLinkOptions('k57abc', { page: 2, highlight: ' x ' })).toEqual({
      to: '/documents/$documentId',
      params: { documentId: 'k57abc' },
      search: { page: 2, highlight: 'x' },
    })
  })
})
