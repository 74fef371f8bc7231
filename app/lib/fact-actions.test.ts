import { describe, expect, test } from 'vitest'
import {
  type ActionableFact,
  chronologyDocumentIds,
  chronologyRange,
  chronologySpanText,
  documentIdsOf,
  tableColumnsFor,
  tableNameFor,
} from './fact-actions'

const fact = (
  kind: ActionableFact['kind'],
  role: ActionableFact['role'] = '',
  documentId = 'd1',
) => ({
  kind,
  role,
  documentId,
})

describe('tableColumnsFor', () => {
  test('one column per kind selected, in the caption’s order, parties by side', () => {
    const columns = tableColumnsFor([
      fact('party', 'defendant'),
      fact('judge', 'presiding'),
      fact('docket', 'this'),
      fact('party', 'plaintiff'),
      fact('court', 'this'),
      fact('docket', 'below', 'd2'),
      fact('filingDate'),
    ])
    expect(columns.map((c) => [c.label, c.type])).toEqual([
      ['Docket number', 'text'],
      ['Court', 'text'],
      ['Judge', 'text'],
      ['Plaintiffs', 'list'],
      ['Defendants', 'list'],
      ['Date filed', 'date'],
    ])
    expect(columns.every((c) => c.prompt.endsWith('?'))).toBe(true)
  })

  test('an in-re party asks for the parties; a type is a classification; dates make no column', () => {
    const columns = tableColumnsFor([
      fact('party', 'inRe'),
      fact('documentType'),
      fact('amount'),
      fact('date'),
    ])
    expect(columns.map((c) => c.label)).toEqual(['Parties', 'Document type', 'Amount'])
    const type = columns.find((c) => c.label === 'Document type')!
    expect(type.type).toBe('classification')
    expect(type.options!.length).toBeGreaterThanOrEqual(2)
    expect(type.options!.length).toBeLessThanOrEqual(20)
    expect(tableColumnsFor([fact('date')])).toEqual([])
  })
})

describe('the documents an action reads', () => {
  test('each once, in selection order; the chronology only the dated ones', () => {
    const selected = [
      fact('court', 'this', 'a'),
      fact('date', '', 'b'),
      fact('filingDate', '', 'c'),
      fact('date', '', 'b'),
    ]
    expect(documentIdsOf(selected)).toEqual(['a', 'b', 'c'])
    expect(chronologyDocumentIds(selected)).toEqual(['b', 'c'])
    expect(chronologyDocumentIds([fact('court')])).toEqual([])
  })

  test('the chronology keeps the span from the earliest selected date to the latest', () => {
    const dated = (kind: 'date' | 'filingDate', value: string) => ({ ...fact(kind), value })
    expect(
      chronologyRange([
        dated('date', '2021-03-04'),
        { ...fact('court'), value: 'N.D. Cal.' },
        dated('filingDate', '2019-11-30'),
        dated('date', '2020-06-01'),
      ]),
    ).toEqual({ from: '2019-11-30', to: '2021-03-04' })
    expect(chronologyRange([dated('date', '2020-06-01')])).toEqual({
      from: '2020-06-01',
      to: '2020-06-01',
    })
    expect(chronologyRange([fact('court'), dated('date', 'June 2020')])).toBeNull()
    expect(chronologySpanText({ from: '2019-11-30', to: '2021-03-04' })).toBe(
      'from 2019-11-30 to 2021-03-04',
    )
    expect(chronologySpanText({ from: '2020-06-01', to: '2020-06-01' })).toBe('on 2020-06-01')
  })

  test('the table is named for what it holds', () => {
    expect(tableNameFor(1)).toBe('Extracted facts (1 document)')
    expect(tableNameFor(3)).toBe('Extracted facts (3 documents)')
  })
})
