import { describe, expect, test } from 'vitest'
import {
  countDocuments,
  describeDocumentDetails,
  describeFolderContents,
  documentStatusLabel,
  documentStatusTone,
} from './dossier-text'

describe('describeFolderContents', () => {
  test('subfolders and documents are both named', () => {
    expect(describeFolderContents({ folders: 3, documents: 12, more: false })).toBe(
      'Its 3 subfolders and 12 documents will be deleted too.',
    )
  })

  test('one of each is singular', () => {
    expect(describeFolderContents({ folders: 1, documents: 1, more: false })).toBe(
      'Its 1 subfolder and 1 document will be deleted too.',
    )
  })

  test('only documents, or only subfolders, names just those', () => {
    expect(describeFolderContents({ folders: 0, documents: 4, more: false })).toBe(
      'Its 4 documents will be deleted too.',
    )
    expect(describeFolderContents({ folders: 2, documents: 0, more: false })).toBe(
      'Its 2 subfolders will be deleted too.',
    )
  })

  test('an empty folder says so', () => {
    expect(describeFolderContents({ folders: 0, documents: 0, more: false })).toBe(
      'The folder is empty.',
    )
  })

  test('a count past the bound says "more than"', () => {
    expect(describeFolderContents({ folders: 5, documents: 1000, more: true })).toBe(
      'Its 5 subfolders and more than 1,000 documents will be deleted too.',
    )
  })
})

describe('documentStatusLabel', () => {
  test('every status has its label', () => {
    expect(documentStatusLabel('queued')).toBe('Queued')
    expect(documentStatusLabel('processing')).toBe('Processing…')
    expect(documentStatusLabel('ready')).toBe('Ready')
    expect(documentStatusLabel('needs_ocr')).toBe('Needs OCR')
    expect(documentStatusLabel('password_protected')).toBe('Password-protected')
  })

  test('a failure carries its reason when there is one', () => {
    expect(documentStatusLabel('failed', 'The PDF is damaged')).toBe('Failed: The PDF is damaged')
    expect(documentStatusLabel('failed', null)).toBe('Failed')
    expect(documentStatusLabel('failed', '  ')).toBe('Failed')
  })

  test('tones separate problems from waiting and done', () => {
    expect(documentStatusTone('ready')).toBe('ok')
    expect(documentStatusTone('queued')).toBe('pending')
    expect(documentStatusTone('processing')).toBe('pending')
    expect(documentStatusTone('failed')).toBe('problem')
    expect(documentStatusTone('needs_ocr')).toBe('problem')
    expect(documentStatusTone('password_protected')).toBe('problem')
  })
})

describe('details and counts', () => {
  test('pages join the size when known', () => {
    expect(describeDocumentDetails('12 KB', 3)).toBe('12 KB · 3 pages')
    expect(describeDocumentDetails('12 KB', 1)).toBe('12 KB · 1 page')
    expect(describeDocumentDetails('12 KB', null)).toBe('12 KB')
  })

  test('documents are counted with their noun', () => {
    expect(countDocuments(1)).toBe('1 document')
    expect(countDocuments(2)).toBe('2 documents')
  })
})
