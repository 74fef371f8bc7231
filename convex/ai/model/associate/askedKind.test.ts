import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { findCounsel } from './counselChoice'
import { analyzeQuestion } from './query'
import { judgeTitleSaid } from './qualifier'
import { rankPassages } from './rank'
import { answerText, matterOf, onePage as page } from './matter.harness'

// Synthetic pages in the styles dockets, signature blocks and appearance lines use.

describe('a docket header’s demand field is no sum paid', () => {
  const focusMet = (question: string, text: string) =>
    rankPassages(analyzeQuestion(question), [page(text)]).passages.some((p) => p.focusMet)
  const Q = 'How much did Brixton Tool agree to pay under the consent decree?'
  test('"Demand: $0" beside "Jury Demand" holds no amount', () => {
    const header = 'EEOC v. Brixton Tool Co. Date Filed: 02/11/2004\nDemand: $0 Jury Demand: Both'
    expect(focusMet(Q, header)).toBe(false)
  })
  test('the older table column "DEMAND … ($1000)" holds none either', () => {
    const table = 'DEMAND\nFILED CLOSED NATR SUIT JURY? JUDGE\n($1000)\n12/29/2000 01/24/2001 440'
    expect(focusMet(Q, table)).toBe(false)
  })
  test('a sum the decree states still answers', () => {
    const decree = 'Brixton Tool agrees to pay $85,000 in full settlement under the consent decree.'
    expect(focusMet(Q, decree)).toBe(true)
  })
})

describe('judgeTitleSaid: a magistrate (or immigration, bankruptcy) judge asked', () => {
  const Q = 'Which magistrate judge was assigned to Orr v. Delgado?'
  test('a docket header naming only the district judge does not say', () => {
    expect(judgeTitleSaid(Q, 'Assigned to: Chief Judge Mara T. Lindqvist')).toBe(false)
  })
  test('"Magistrate Judge", "Mag. Judge" and the "Referred to:" field say', () => {
    expect(judgeTitleSaid(Q, 'Referred to: Magistrate Judge Owen Park')).toBe(true)
    expect(judgeTitleSaid(Q, 'ORDER by Mag. Judge Owen Park')).toBe(true)
    expect(judgeTitleSaid(Q, 'Referred to: JUDGE OWEN PARK Jury Demand: None')).toBe(true)
  })
  test('an immigration judge is not the district judge', () => {
    const q = 'Which immigration judge ordered Ana Ruiz removed in Ruiz v. Holt?'
    expect(judgeTitleSaid(q, 'Before the Court is the petition. Signed: Judge Kane')).toBe(false)
    expect(judgeTitleSaid(q, 'an immigration judge, Hon. Lee Brandt, ordered her removed')).toBe(
      true,
    )
  })
  test('a question of no such kind, or of the district judge, asks nothing more', () => {
    expect(judgeTitleSaid('Who is the judge in Orr v. Delgado?', 'Judge Lindqvist')).toBe(true)
    expect(
      judgeTitleSaid(
        'Which district judge adopted the magistrate judge’s recommendation?',
        'Judge Lindqvist',
      ),
    ).toBe(true)
  })
})

describe('a lawyer for the other side of the case the question names', () => {
  const DOCKET = [
    'Plaintiff',
    'Dana Whitlow  represented by  Petra Ansel',
    'Defendant',
    'Borough of Millbrook  represented by  Hugo Strand',
  ].join('\n')
  const APPEARANCES = [
    'Gwen Tallis, Tallis & Rowe, for Plaintiff Harbor Party.',
    'Otto Fenwick, Assistant Attorney General, for the Secretary.',
  ].join('\n')
  const lawyer = (question: string, text: string) =>
    findCounsel(question, [page(text)])?.name ?? null
  test('asked for the plaintiffs’, a lawyer for the party named after "v." is no answer', () => {
    const text = 'Kiera Sol, Corporation Counsel, for Borough of Millbrook.'
    expect(lawyer('Who is plaintiffs’ counsel in Whitlow v. Borough of Millbrook?', text)).toBe(
      null,
    )
  })
  test('asked who represented a defendant by name, a lawyer for a plaintiff is no answer', () => {
    const text = 'Gwen Tallis, Tallis & Rowe, for Plaintiff Harbor Party.'
    expect(lawyer('Who represented Secretary of State Ines Marlow in Dale v. Marlow?', text)).toBe(
      null,
    )
    expect(
      lawyer('Who represented Secretary of State Ines Marlow in Dale v. Marlow?', APPEARANCES),
    ).toBe('Otto Fenwick')
  })
  test('the lawyer of the side asked still answers', () => {
    expect(
      lawyer('Who is counsel for the defendant in Whitlow v. Borough of Millbrook?', DOCKET),
    ).not.toBe('Petra Ansel')
  })
})

describe('a lawyer’s title inside a party’s name asks for no lawyer', () => {
  test('"Office of Special Counsel" in the case name: a judge is asked', () => {
    const asked = askedOf(
      'Which judge is assigned to Civil Servant 4 v. Office of Special Counsel?',
    )
    expect(asked?.counsel).toBeUndefined()
    expect(asked?.kinds).toContain('judge')
  })
  test('the title before the case name is still asked', () => {
    expect(askedOf('Who was the Erie County Attorney in Hale v. State of New York?')?.counsel).toBe(
      true,
    )
    expect(
      askedOf('In Doe v. Housing Authority, which U.S. Attorney appeared for the United States?')
        ?.counsel,
    ).toBe(true)
  })
})

describe('asked for the magistrate judge, a docket that names only the district judge', () => {
  const header = [
    'U.S. District Court',
    'District of Vermont (Burlington)',
    'CIVIL DOCKET FOR CASE #: 2:21-cv-00417',
    'Orr v. Delgado et al Date Filed: 03/02/2021',
    'Assigned to: Chief Judge Mara T. Lindqvist Date Terminated: 09/30/2022',
    'Cause: 42:1983 Civil Rights Act Jury Demand: None',
  ].join('\n')
  test('answers "not found", not with the district judge', () => {
    const matter = matterOf([{ id: 'docket', text: header }])
    expect(answerText('Which magistrate judge was assigned to Orr v. Delgado?', matter)).toBe(
      'not found',
    )
    expect(answerText('Which judge was assigned to Orr v. Delgado?', matter)).toMatch(/Lindqvist/)
  })
  test('answers with the magistrate judge an entry names', () => {
    const entries = `${header}\n\n03/04/2021 4 ORDER referring case to Magistrate Judge Owen Park for all pretrial proceedings.`
    const matter = matterOf([{ id: 'docket', text: entries }])
    expect(answerText('Which magistrate judge was assigned to Orr v. Delgado?', matter)).toMatch(
      /Park/,
    )
  })
})

describe('a "what" question of a thing, though it names a lawyer', () => {
  test('asks for the thing, not for counsel', () => {
    expect(
      askedOf('What sanctions did the court impose on the Authority’s attorney Ida Roe?')?.counsel,
    ).toBeUndefined()
    expect(askedOf('What is the name of the plaintiffs’ attorney?')?.counsel).toBe(true)
    expect(askedOf('What attorney argued for the appellants?')?.counsel).toBe(true)
    expect(askedOf('Who represents the defendants?')?.counsel).toBe(true)
  })
})

describe('a count is no docket number, though the question names the docket', () => {
  test('"how many days … on the docket" asks no number of the case', () => {
    const q =
      'How many days after receiving the funds must the claimants lodge the agreement on the docket in Roe v. Lark?'
    expect(askedOf(q)?.kinds ?? []).not.toContain('docket')
    expect(askedOf('What is the docket number of Roe v. Lark?')?.kinds).toEqual(['docket'])
  })
})

describe('a decision’s date is asked as a date, not as the decision', () => {
  test('"What is the decision date of …?" asks when, "What was the decision …?" how it ruled', () => {
    expect(
      askedOf('What is the decision date of the Board decision in docket no. 31-14 207?')?.decision,
    ).toBeFalsy()
    expect(askedOf('What was the decision of the Board in docket no. 31-14 207?')?.decision).toBe(
      true,
    )
  })
})

describe('an officer named beside "Which judge"', () => {
  test('"the order against Attorney General Roe" still asks for a judge', () => {
    expect(
      askedOf('Which judge issued the contempt order against Attorney General Roe in Doe v. Roe?')
        ?.kinds,
    ).toEqual(['judge'])
    expect(askedOf('Which Assistant U.S. Attorney appears for the United States?')?.counsel).toBe(
      true,
    )
  })

  test('who approved a decree on behalf of a party, or signed it for one, asks for its signer', () => {
    expect(
      askedOf('Who approved the consent decree on behalf of the District in Doe v. Roe?')?.counsel,
    ).toBe(true)
    expect(
      askedOf('Who signed the agreed order for the United States in Doe v. Roe?')?.counsel,
    ).toBe(true)
    expect(askedOf('Who signed the order for the Court in Doe v. Roe?')?.counsel).toBeUndefined()
  })
})
