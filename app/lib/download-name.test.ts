import { describe, expect, test } from 'vitest'
import {
  FALLBACK_DOWNLOAD_NAME,
  MIME_TYPE_EXTENSIONS,
  getDownloadFileName,
  getExtensionForMimeType,
} from './download-name'

describe('getDownloadFileName: which name is used', () => {
  test('fileNameOriginal wins over title and name', () => {
    expect(
      getDownloadFileName({
        fileNameOriginal: 'Complaint.pdf',
        title: 'The complaint',
        name: 'complaint-v2',
        mimeType: 'application/pdf',
      }),
    ).toBe('Complaint.pdf')
  })

  test('title is used when fileNameOriginal is absent', () => {
    expect(getDownloadFileName({ title: 'Answer.docx', name: 'answer-draft' })).toBe('Answer.docx')
  })

  test('name is used when fileNameOriginal and title are absent', () => {
    expect(getDownloadFileName({ name: 'exhibit-a.png' })).toBe('exhibit-a.png')
  })

  test("falls back to 'download' when no field is present", () => {
    expect(getDownloadFileName({})).toBe('download')
    expect(FALLBACK_DOWNLOAD_NAME).toBe('download')
  })

  test('null fields count as absent', () => {
    expect(
      getDownloadFileName({
        fileNameOriginal: null,
        title: null,
        name: 'x.txt',
      }),
    ).toBe('x.txt')
  })

  test('empty and whitespace-only fields count as absent', () => {
    expect(
      getDownloadFileName({
        fileNameOriginal: '',
        title: '   ',
        name: 'Motion.pdf',
      }),
    ).toBe('Motion.pdf')
    expect(getDownloadFileName({ fileNameOriginal: ' \t\n', title: '' })).toBe('download')
  })

  test('the chosen name is trimmed', () => {
    expect(getDownloadFileName({ title: '  Brief.pdf  ' })).toBe('Brief.pdf')
    expect(getDownloadFileName({ title: ' Brief ', mimeType: 'application/pdf' })).toBe('Brief.pdf')
  })
})

describe('getDownloadFileName: extension from the MIME type', () => {
  test('a name without a dot gets the extension of its MIME type', () => {
    expect(
      getDownloadFileName({
        title: 'Deposition transcript',
        mimeType: 'application/pdf',
      }),
    ).toBe('Deposition transcript.pdf')
  })

  test('a name that already has a dot keeps its own extension, even if it differs', () => {
    expect(getDownloadFileName({ title: 'memo.txt', mimeType: 'application/pdf' })).toBe('memo.txt')
  })

  test('any dot counts, wherever it is', () => {
    expect(getDownloadFileName({ title: 'v1.2 draft', mimeType: 'application/pdf' })).toBe(
      'v1.2 draft',
    )
    expect(getDownloadFileName({ title: 'notes.', mimeType: 'text/plain' })).toBe('notes.')
  })

  test("the 'download' fallback also gets an extension", () => {
    expect(getDownloadFileName({ mimeType: 'image/png' })).toBe('download.png')
  })

  test('an unknown or missing MIME type adds no extension', () => {
    expect(getDownloadFileName({ title: 'Scan', mimeType: 'application/x-unknown' })).toBe('Scan')
    expect(getDownloadFileName({ title: 'Scan', mimeType: '' })).toBe('Scan')
    expect(getDownloadFileName({ title: 'Scan', mimeType: null })).toBe('Scan')
    expect(getDownloadFileName({ title: 'Scan' })).toBe('Scan')
  })

  test('MIME types match case-insensitively and ignore parameters', () => {
    expect(
      getDownloadFileName({
        title: 'Page',
        mimeType: 'TEXT/HTML; charset=utf-8',
      }),
    ).toBe('Page.html')
  })
})

describe('getExtensionForMimeType', () => {
  test.each([
    ['application/pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['application/msword', 'doc'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['application/vnd.ms-excel', 'xls'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
    ['application/vnd.ms-powerpoint', 'ppt'],
    ['text/plain', 'txt'],
    ['text/html', 'html'],
    ['text/csv', 'csv'],
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/gif', 'gif'],
    ['image/svg+xml', 'svg'],
    ['application/json', 'json'],
    ['application/xml', 'xml'],
    ['application/zip', 'zip'],
    ['application/vnd.rar', 'rar'],
    ['application/x-7z-compressed', '7z'],
  ])('the standard type %s maps to .%s', (mimeType, extension) => {
    expect(getExtensionForMimeType(mimeType)).toBe(extension)
  })

  test.each([
    ['image/jpg', 'jpg'],
    ['image/pjpeg', 'jpg'],
    ['text/xml', 'xml'],
    ['application/x-zip-compressed', 'zip'],
    ['application/x-rar-compressed', 'rar'],
    ['application/csv', 'csv'],
  ])('the common alias %s maps to .%s', (mimeType, extension) => {
    expect(getExtensionForMimeType(mimeType)).toBe(extension)
  })

  test('exactly the 19 extensions of the spec are mapped', () => {
    expect(new Set(MIME_TYPE_EXTENSIONS.values())).toEqual(
      new Set([
        'pdf',
        'docx',
        'doc',
        'xlsx',
        'xls',
        'pptx',
        'ppt',
        'txt',
        'html',
        'csv',
        'jpg',
        'png',
        'gif',
        'svg',
        'json',
        'xml',
        'zip',
        'rar',
        '7z',
      ]),
    )
  })

  test('unmapped and missing types give null', () => {
    expect(getExtensionForMimeType('video/mp4')).toBeNull()
    expect(getExtensionForMimeType('application/octet-stream')).toBeNull()
    expect(getExtensionForMimeType('')).toBeNull()
    expect(getExtensionForMimeType(null)).toBeNull()
    expect(getExtensionForMimeType(undefined)).toBeNull()
  })
})
