import { describe, expect, test } from 'vitest'
import { dossierZipName, uniqueFileNames } from './zip-names'

describe('uniqueFileNames', () => {
  test('distinct names stay as they are', () => {
    expect(uniqueFileNames(['a.pdf', 'b.pdf', 'notes.txt'])).toEqual([
      'a.pdf',
      'b.pdf',
      'notes.txt',
    ])
  })

  test('repeats are numbered before the extension', () => {
    expect(uniqueFileNames(['a.pdf', 'a.pdf', 'a.pdf'])).toEqual([
      'a.pdf',
      'a (2).pdf',
      'a (3).pdf',
    ])
  })

  test('names differing only in case count as the same', () => {
    expect(uniqueFileNames(['Brief.docx', 'brief.docx'])).toEqual(['Brief.docx', 'brief (2).docx'])
  })

  test('a numbered name that already exists is skipped over', () => {
    expect(uniqueFileNames(['a (2).pdf', 'a.pdf', 'a.pdf'])).toEqual([
      'a (2).pdf',
      'a.pdf',
      'a (3).pdf',
    ])
  })

  test('names without an extension, or starting with a dot, are numbered at the end', () => {
    expect(uniqueFileNames(['README', 'README', '.env', '.env'])).toEqual([
      'README',
      'README (2)',
      '.env',
      '.env (2)',
    ])
  })

  test('only the last dot starts the extension', () => {
    expect(uniqueFileNames(['v1.2.pdf', 'v1.2.pdf'])).toEqual(['v1.2.pdf', 'v1.2 (2).pdf'])
  })
})

describe('dossierZipName', () => {
  test('names the zip after the matter', () => {
    expect(dossierZipName('smith-v-jones')).toBe('dossier-smith-v-jones.zip')
  })
})
