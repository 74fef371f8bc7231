import { describe, expect, test } from 'vitest'
import { fullJudgeName, withFullJudgeNames } from './judgeFullName'
import type { SourcePage } from './types'

// An opinion and an order written for this test.
const page = (text: string, n = 1): SourcePage => ({
  documentId: 'opinion',
  documentName: 'Opinion.txt',
  page: n,
  text,
})
const OPINION = page(
  [
    'Before ORTEGA and WEMBLEY, Circuit Judges, and LUND, District Judge.',
    '',
    'FLORIAN Q. WEMBLEY,',
    'Circuit Judge:',
    'The appellants, Carla Wembley and the Wembley Trust, appeal from ...',
  ].join('\n'),
)

describe('a judge named by surname alone', () => {
  test("takes the full name the paper prints beside a judge's title", () => {
    expect(fullJudgeName('Wembley', [OPINION])?.name).toBe('Florian Q. Wembley')
    const order = page(
      'SO ORDERED.\nDated: 03/02/2021\n        Ida M Corrow.\n        United States District Judge',
    )
    expect(fullJudgeName('Corrow', [order])?.name).toBe('Ida M Corrow')
  })

  test('not a party of the same surname, nor two full names', () => {
    // "Carla Wembley" stands by no judge's title; a second judge Wembley makes it unclear.
    expect(fullJudgeName('Wembley', [page('Carla Wembley, appellant, appeals.')])).toBeNull()
    const two = page('ANN WEMBLEY, Circuit Judge\n\n\n\n\n\nBORIS WEMBLEY, District Judge')
    expect(fullJudgeName('Wembley', [two])).toBeNull()
    // "Chief Judge Wembley" is a title, not a given name.
    expect(fullJudgeName('Wembley', [page('Chief Judge Wembley presiding.')])).toBeNull()
  })

  test('the shown fact takes the name, and its place to cite', () => {
    const fact = { kind: 'judge', display: 'Wembley', documentId: 'opinion' }
    const { shown, printed } = withFullJudgeNames([fact], [OPINION])
    expect(shown[0]!.display).toBe('Florian Q. Wembley')
    expect(OPINION.text.slice(printed[0]!.start, printed[0]!.end)).toBe('FLORIAN Q. WEMBLEY')
    // A full name already shown stays as it is.
    const full = { ...fact, display: 'Ann Ortega' }
    expect(withFullJudgeNames([full], [OPINION]).shown[0]).toBe(full)
  })
})
