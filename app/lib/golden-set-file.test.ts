import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { LAB_MESSAGES } from '@shared/labRules'
import { STARTER_SETS, readGoldenSet } from './golden-set-file'

const file = {
  format: 'casefile.golden-set/1',
  name: 'Orders',
  description: 'One order',
  notes: 'a key of the file’s own, dropped',
  columns: [
    { key: 'court', label: 'Court', type: 'text', prompt: 'Which court?', match: 'courts' },
  ],
  documents: [
    {
      name: 'Order',
      part: 'heldout',
      pages: [{ page: 1, text: 'IN THE SUPERIOR COURT', ocr: true }],
      expected: { court: 'Superior Court' },
    },
  ],
}

describe('reading a golden-set file', () => {
  test('keeps the fields the lab takes and drops the rest', () => {
    const read = readGoldenSet(JSON.stringify(file))
    expect(read).toEqual({
      ok: true,
      file: {
        format: 'casefile.golden-set/1',
        name: 'Orders',
        description: 'One order',
        columns: file.columns,
        documents: [{ ...file.documents[0], pages: [{ page: 1, text: 'IN THE SUPERIOR COURT' }] }],
      },
    })
  })

  test('names what is wrong: not JSON, another format, a wrong shape, a broken rule', () => {
    expect(readGoldenSet('{')).toEqual({ ok: false, message: LAB_MESSAGES.notJson })
    expect(readGoldenSet(JSON.stringify({ ...file, format: 'x' }))).toEqual({
      ok: false,
      message: LAB_MESSAGES.format,
    })
    expect(readGoldenSet(JSON.stringify({ ...file, columns: {} }))).toEqual({
      ok: false,
      message: 'columns must be a list',
    })
    const badPart = { ...file, documents: [{ ...file.documents[0], part: 'test' }] }
    expect(readGoldenSet(JSON.stringify(badPart))).toEqual({
      ok: false,
      message: 'documents[0].part must be "tuning" or "heldout"',
    })
    const unknownKey = { ...file, documents: [{ ...file.documents[0], expected: { judge: 'X' } }] }
    expect(readGoldenSet(JSON.stringify(unknownKey))).toEqual({
      ok: false,
      message: `documents.0.expected.judge: ${LAB_MESSAGES.unknownKey}`,
    })
  })

  test('reads the starter sets the lab offers (public/golden-sets)', () => {
    for (const { url, name } of STARTER_SETS) {
      const read = readGoldenSet(readFileSync(`public${url}`, 'utf8'))
      expect(read.ok && read.file.name, read.ok ? url : `${url}: ${read.message}`).toBe(name)
    }
  })
})
