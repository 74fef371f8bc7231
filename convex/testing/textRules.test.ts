import { describe, expect, test } from 'vitest'
import { cleanName } from '../dossier/model'
import { DISPLAY_NAME_MAX, displayNameProblem } from '../../shared/names'
import { plainStatusReason, UNREADABLE_FILE_REASON } from '../dossier/model/statusReason'
import { titleFromQuestion } from '../associate/model'
import { hasBidiControl, withoutBidiControls } from '../../shared/text'

const CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'

describe('direction controls', () => {
  test('each of them is found, and removed from prose-derived text', () => {
    for (const control of CONTROLS) expect(hasBidiControl(`a${control}b`)).toBe(true)
    expect(hasBidiControl('שלום، مرحبا and ZWJ\u200D emoji')).toBe(false)
    expect(withoutBidiControls(`in${CONTROLS}voice`)).toBe('invoice')
    expect(titleFromQuestion('What does \u202Egpj.exe say?')).toBe('What does gpj.exe say?')
  })
})

describe('display names', () => {
  test(`at most ${DISPLAY_NAME_MAX} characters after trimming, of text that reads as it is`, () => {
    expect(displayNameProblem(` ${'a'.repeat(DISPLAY_NAME_MAX)} `)).toBeNull()
    expect(displayNameProblem('a'.repeat(DISPLAY_NAME_MAX + 1))).toBe(
      'Name must be at most 100 characters',
    )
    expect(displayNameProblem('Ann\u202Enimda')).toBe(
      'Name cannot contain characters that change the direction of text',
    )
    expect(displayNameProblem('Ann\nAdmin')).toBe('Name contains characters that are not text')
    expect(displayNameProblem('\uD800')).toBe('Name contains characters that are not text')
    expect(displayNameProblem('Zoë Ångström-Ó Briain')).toBeNull()
    expect(displayNameProblem('')).toBeNull()
  })
})

describe('document and folder names', () => {
  test('. and .. are no names; names with dots are', () => {
    expect(() => cleanName('..', 'Document', 255)).toThrow('Document name cannot be . or ..')
    expect(() => cleanName(' . ', 'Folder', 120)).toThrow('Folder name cannot be . or ..')
    expect(cleanName('...', 'Folder', 120)).toBe('...')
    expect(cleanName('.env', 'Document', 255)).toBe('.env')
    expect(() => cleanName('invoice\u202Egpj.exe.txt', 'Document', 255)).toThrow(
      'Document name cannot contain characters that change the direction of text',
    )
  })
})

describe('status reasons', () => {
  test("a parser's words are never shown; processing's own reasons are", () => {
    expect(plainStatusReason('Processing failed: Bug : uncompressed data size mismatch')).toBe(
      UNREADABLE_FILE_REASON,
    )
    expect(plainStatusReason('Processing failed: Array length is too long')).toBe(
      UNREADABLE_FILE_REASON,
    )
    expect(plainStatusReason('The file is password-protected; its text could not be read')).toBe(
      'The file is password-protected; its text could not be read',
    )
    expect(plainStatusReason(undefined)).toBeNull()
  })
})
