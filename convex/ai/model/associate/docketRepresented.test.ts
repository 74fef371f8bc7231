import { describe, expect, test } from 'vitest'
import { representedCounsel } from './docketRepresented'
import { linesOf } from './counselNames'
import { answerText, matterOf, onePage } from './matter.harness'

// A district court docket report's party list, written for these tests in the renderings text
// converters give it (names, firms and numbers invented).
const HEAD = [
  'U.S. District Court',
  'District of Lanark (Corvin)',
  'CIVIL DOCKET FOR CASE #: 3:31-cv-00412-MQO',
  '',
  'Pellow v. Tessaly Water Board et al',
  'Assigned to: Judge Maren Q. Ostrava',
  'Date Filed: 02/11/2031',
  '',
].join('\n')

// "represented by" at the start of the line under the party, a second lawyer after a blank line,
// a second defendant whose lawyer is "(See above for address)".
const SPLIT = [
  HEAD,
  'Plaintiff',
  'Oona Pellow',
  'represented by Ivo Tamsin',
  'Tamsin Kirrane LLP',
  '80 Quay Street',
  'Corvin, LK 40412',
  'Email: itamsin@example.com',
  'LEAD ATTORNEY',
  'ATTORNEY TO BE NOTICED',
  '',
  'Dana Kirrane',
  'Tamsin Kirrane LLP',
  '80 Quay Street',
  'Corvin, LK 40412',
  'ATTORNEY TO BE NOTICED',
  '',
  'V.',
  'Defendant',
  'Tessaly Water Board',
  'represented by Colm Aske',
  'Aske Varga PC',
  '12 Mill Road',
  'Corvin, LK 40415',
  'LEAD ATTORNEY',
  '',
  'Defendant',
  'Rhona Brannigan',
  'in her official capacity as Chair',
  'represented by Colm Aske',
  '(See above for address)',
  '',
  'Date Filed # Docket Text',
  '02/11/2031 1 COMPLAINT against Tessaly Water Board, Rhona Brannigan. (Tamsin, Ivo)',
].join('\n')

// "represented by" alone on its line, the lawyer's name on the next (a table's cells as lines).
const CELLS = [
  HEAD,
  'Plaintiff',
  'Oona Pellow',
  'represented by',
  'Ivo Tamsin',
  'Tamsin Kirrane LLP',
  'Email: itamsin@example.com',
  'LEAD ATTORNEY',
  '',
  'V.',
  'Defendant',
  'Tessaly Water Board',
  'represented by',
  'Colm Aske',
  'Aske Varga PC',
  'Corvin, LK 40415',
].join('\n')

describe('a docket report’s party list', () => {
  test('"represented by" under the party: each lawyer for the party and its role', () => {
    const page = onePage(SPLIT)
    const found = representedCounsel(page, linesOf(SPLIT)).map((c) => [c.name, c.forWhom, c.title])
    expect(found).toEqual([
      ['Ivo Tamsin', 'plaintiff oona pellow', 'lead attorney'],
      ['Dana Kirrane', 'plaintiff oona pellow', 'attorney'],
      ['Colm Aske', 'defendant tessaly water board', 'lead attorney'],
      ['Colm Aske', 'defendant rhona brannigan in her official capacity as chair', 'attorney'],
    ])
  })

  test('the lawyer’s firm on the line under the name is no second lawyer', () => {
    const names = representedCounsel(onePage(SPLIT), linesOf(SPLIT)).map((c) => c.name)
    expect(names).not.toContain('Tamsin Kirrane')
    expect(names).not.toContain('Aske Varga')
  })

  test('asked who represents a party, the party’s lawyer answers', () => {
    const matter = matterOf([{ id: 'dk', text: SPLIT }])
    expect(
      answerText('Who represents Oona Pellow in Pellow v. Tessaly Water Board?', matter),
    ).toContain('Counsel: Ivo Tamsin')
    expect(
      answerText('Who represents Rhona Brannigan in Pellow v. Tessaly Water Board?', matter),
    ).toContain('Counsel: Colm Aske')
  })

  test('"represented by" alone on its line: the name under it', () => {
    const matter = matterOf([{ id: 'dk', text: CELLS }])
    expect(
      answerText('Who is counsel for the defendant in Pellow v. Tessaly Water Board?', matter),
    ).toContain('Counsel: Colm Aske')
    expect(
      answerText('Who represents Oona Pellow in Pellow v. Tessaly Water Board?', matter),
    ).toContain('Counsel: Ivo Tamsin')
  })

  test('the party and its lawyer on one line, cut at the next cell', () => {
    const text = `${HEAD}Defendant\nTessaly Water Board\trepresented by\tColm Aske\tAske Varga PC\n`
    const found = representedCounsel(onePage(text), linesOf(text))
    expect(found.map((c) => [c.name, c.forWhom])).toEqual([
      ['Colm Aske', 'defendant tessaly water board'],
    ])
  })
})

describe('a lawyer the question names', () => {
  // A docket's party list where one lawyer took over from another (invented).
  const SUBSTITUTED = [
    HEAD,
    'Defendant',
    'Tessaly Water Board  represented by  Colm Aske',
    'Email: caske@example.com',
    'LEAD ATTORNEY',
    '',
    'Rhona Kirrane',
    'Office of the Lanark Attorney',
    'Email: rkirrane@example.com',
    'TERMINATED: 03/12/2031',
  ].join('\n')

  test('asked who substituted for a lawyer, that lawyer is not the answer', () => {
    const matter = matterOf([{ id: 'dk', text: SUBSTITUTED }])
    const text = answerText(
      'In Pellow v. Tessaly Water Board, which attorney substituted for Rhona Kirrane as counsel for the Board?',
      matter,
    )
    expect(text).toContain('Counsel: Colm Aske')
  })
})
