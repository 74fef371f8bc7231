import { describe, expect, test } from 'vitest'
import { FILE_KINDS, type FileKind } from '@shared/fileTypes'
import { paneFeatures, viewerPaneFor } from './viewer-pane'

describe('viewerPaneFor', () => {
  test('PDFs in pdf.js, Word in docx-preview, images and text as themselves', () => {
    expect(viewerPaneFor('pdf', { hasHtml: false })).toBe('pdf')
    expect(viewerPaneFor('docx', { hasHtml: true })).toBe('docx')
    expect(viewerPaneFor('png', { hasHtml: false })).toBe('image')
    expect(viewerPaneFor('jpeg', { hasHtml: false })).toBe('image')
    expect(viewerPaneFor('txt', { hasHtml: false })).toBe('text')
    expect(viewerPaneFor('csv', { hasHtml: false })).toBe('text')
  })

  test('web pages and emails show their sanitised HTML once processing has made it', () => {
    expect(viewerPaneFor('html', { hasHtml: true })).toBe('html')
    expect(viewerPaneFor('eml', { hasHtml: true })).toBe('html')
    expect(viewerPaneFor('eml', { hasHtml: false })).toBe('file')
  })

  test('what a browser cannot render gets its details and a download', () => {
    for (const kind of ['doc', 'xls', 'xlsx', 'pptx', 'tiff'] as const) {
      expect(viewerPaneFor(kind, { hasHtml: false })).toBe('file')
    }
  })

  test('every accepted kind has a pane', () => {
    for (const kind of Object.keys(FILE_KINDS) as FileKind[]) {
      expect(viewerPaneFor(kind, { hasHtml: true })).toEqual(expect.any(String))
    }
  })
})

describe('paneFeatures', () => {
  test('a PDF has every tool', () => {
    expect(Object.values(paneFeatures('pdf')).every(Boolean)).toBe(true)
  })

  test('only what has pages pages, only what can be turned rotates', () => {
    expect(paneFeatures('docx')).toMatchObject({ pages: false, rotate: false, find: true })
    expect(paneFeatures('image')).toMatchObject({
      zoom: true,
      rotate: true,
      find: false,
      pageText: true,
    })
    expect(paneFeatures('file')).toMatchObject({
      pages: true,
      find: false,
      print: false,
      pageText: true,
    })
  })
})
