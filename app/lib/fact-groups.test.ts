import { describe, expect, test } from 'vitest'
import { type GroupableFact, groupFacts } from './fact-groups'

let seq = 0
const fact = (
  over: Partial<GroupableFact> & Pick<GroupableFact, 'kind'>,
): GroupableFact & { id: number } => ({
  id: seq++,
  documentId: 'd1',
  documentName: 'Order.txt',
  role: '',
  value: '',
  page: 1,
  start: 0,
  ...over,
})

describe('groupFacts', () => {
  test('puts each document’s caption first in reading order, then its dates by date, then amounts', () => {
    const facts = [
      fact({ kind: 'amount', value: 'USD 10.00', page: 3, start: 5 }),
      fact({ kind: 'date', value: '2021-06-01', page: 1, start: 900 }),
      fact({ kind: 'party', role: 'defendant', value: 'James Crosby', start: 300 }),
      fact({ kind: 'filingDate', value: '2006-01-21', start: 20 }),
      fact({ kind: 'date', value: '2020-01-05', page: 4, start: 10 }),
      fact({ kind: 'party', role: 'plaintiff', value: 'Clarence Hill', start: 200 }),
      fact({ kind: 'judge', role: 'author', value: 'Stephan P. Mickle', page: 5 }),
      fact({ kind: 'docket', role: 'below', value: '3:02-cv-1', start: 150 }),
      fact({ kind: 'docket', role: 'this', value: '4:06-cv-032-SPM', start: 160 }),
      fact({ kind: 'court', role: 'this', value: 'N.D. Fla.', start: 10 }),
      fact({ kind: 'amount', value: 'USD 5.00', page: 1, start: 50 }),
      fact({ kind: 'documentType', value: 'order', start: 120 }),
    ]
    const [group] = groupFacts(facts)
    expect(group!.caption.map((f) => f.value)).toEqual([
      'N.D. Fla.',
      '4:06-cv-032-SPM',
      '3:02-cv-1',
      'Stephan P. Mickle',
      'Clarence Hill',
      'James Crosby',
      'order',
      '2006-01-21',
    ])
    expect(group!.dates.map((f) => f.value)).toEqual(['2020-01-05', '2021-06-01'])
    expect(group!.amounts.map((f) => f.value)).toEqual(['USD 5.00', 'USD 10.00'])
  })

  test('groups by document, documents by name, keeping a document’s facts together', () => {
    const groups = groupFacts([
      fact({ kind: 'court', documentId: 'b', documentName: 'Zeta.txt' }),
      fact({ kind: 'court', documentId: 'a', documentName: 'alpha.txt' }),
      fact({ kind: 'docket', documentId: 'b', documentName: 'Zeta.txt' }),
    ])
    expect(groups.map((g) => [g.documentName, g.caption.length])).toEqual([
      ['alpha.txt', 1],
      ['Zeta.txt', 2],
    ])
  })

  test('several mentions of one date keep document order; no facts, no groups', () => {
    const [group] = groupFacts([
      fact({ kind: 'date', value: '2021-01-01', page: 2, start: 0 }),
      fact({ kind: 'date', value: '2021-01-01', page: 1, start: 40 }),
    ])
    expect(group!.dates.map((f) => f.page)).toEqual([1, 2])
    expect(groupFacts([])).toEqual([])
  })
})
