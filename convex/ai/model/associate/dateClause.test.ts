import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'
import {
  appealRulingUnsaid,
  datesNamedThing,
  filingUnsaid,
  motionOnlyDue,
  outsideAskedMonth,
  paperOnlyDue,
} from './dateClause'
import { otherEventDated, otherPaperBefore } from './paperDated'

describe('a date outside the month the question puts it in', () => {
  test('"in April 2003" is not answered by a January date', () => {
    const q = 'On what exact date in April 2003 was the final order closing Roe v. Lark signed?'
    expect(outsideAskedMonth(q, 'By Order dated January 14, 2003, the Court dismissed')).toBe(true)
    expect(outsideAskedMonth(q, 'SO ORDERED this 9th day of April, 2003.')).toBe(false)
    // No full date in the passage: not ruled on here.
    expect(outsideAskedMonth(q, 'The case is closed.')).toBe(false)
    expect(outsideAskedMonth('When was the final order signed?', 'January 14, 2003')).toBe(false)
  })
})

describe("a motion's ruling does not date the appeal's decision", () => {
  const q = 'When did the Fourth Circuit decide the merits of the appeal in Roe v. Lark?'
  test('an injunction pending appeal is no decision of the appeal', () => {
    const text =
      'On June 2, 2019, the Fourth Circuit granted the plaintiffs’ motion for an injunction pending appeal, finding them likely to succeed on the merits.'
    expect(appealRulingUnsaid(q, text)).toBe(true)
    expect(appealRulingUnsaid(q, 'On June 2, 2019, the Fourth Circuit reversed.')).toBe(false)
    expect(appealRulingUnsaid('When was the motion to stay granted?', text)).toBe(false)
  })
})

describe('a deadline for a paper is not its filing', () => {
  const q = 'When did the plaintiffs file their opposition to the motion to dismiss in Roe v. Lark?'
  test("a scheduling order's row names the paper only as due", () => {
    const row =
      '03/11/2016 21 ORDER granting 20 Motion for Extension of Time; opposition to such motion due by 4/8/2016; Reply due 14 days after Plaintiffs file their opposition.'
    expect(paperOnlyDue(q, row)).toBe(true)
    expect(otherEventDated(q, row)).toBe(true)
    const filed = '04/08/2016 24 Memorandum in opposition to 18 Motion to Dismiss filed by Ann Roe.'
    expect(paperOnlyDue(q, filed)).toBe(false)
    // Asked of the deadline, the deadline answers.
    expect(paperOnlyDue('When was the opposition due in Roe v. Lark?', row)).toBe(false)
  })
})

describe("another party's step does not date the case's filing", () => {
  const q = 'On what exact date was the original complaint filed in Roe v. Lark?'
  test('an intervention says no filing', () => {
    const text = 'On March 9, 1994, six residents of the state hospitals intervened as plaintiffs.'
    expect(filingUnsaid(q, text)).toBe(true)
    expect(
      filingUnsaid(q, 'On May 2, 1988, plaintiffs filed this suit, and others intervened.'),
    ).toBe(false)
    expect(filingUnsaid('When did the residents intervene in Roe v. Lark?', text)).toBe(false)
  })
})

describe('a docket citation dates its own entry', () => {
  test('"[pleading 212 filed May 3, 2004]" dates a party\'s paper, not the opinion asked', () => {
    expect(otherPaperBefore('opinion', 'the Joint Status Report [pleading 212 filed ')).toBe(true)
    expect(otherPaperBefore('motion', 'its motion No. 40 filed ')).toBe(false)
  })
})

describe('"not found" for a deadline, in a matter of one docket sheet', () => {
  const matter = matterOf([
    {
      id: 'docket',
      text: [
        'U.S. District Court',
        'District of Columbia (Washington, DC)',
        'CIVIL DOCKET FOR CASE #: 1:16-cv-00310-ABC',
        'Roe v. Lark',
        'Date Filed: 02/19/2016',
        'Date Filed # Docket Text',
        '02/19/2016 1 COMPLAINT against Tessa Lark filed by Ann Roe. (Entered: 02/19/2016)',
        '03/11/2016 21 ORDER granting 20 Motion for Extension of Time; opposition to such motion due by 4/8/2016; Reply due 14 days after Plaintiffs file their opposition. (Entered: 03/11/2016)',
      ].join('\n'),
    },
  ])
  test('the opposition asked, only its deadline given', () => {
    expect(
      answerText(
        'When did the plaintiffs file their opposition to the motion in Roe v. Lark?',
        matter,
      ),
    ).toBe('not found')
  })
})

describe('a date that names a thing, and a deadline asked', () => {
  const MOTION = [
    'IN THE UNITED STATES DISTRICT COURT FOR THE DISTRICT OF WESTMARCH',
    'ORLA PENN, Plaintiff,',
    'v. Civil Action No. 31-cv-0117',
    'HARLOW TOWN ELECTION BOARD, Defendant.',
    'MOTION TO MODIFY INJUNCTION',
    '1. On March 2, 2031, this Court entered a Judgment requiring the Defendant to',
    'place the name of the Plaintiff on the April 9, 2031 primary election ballot forthwith.',
    '2. Ms. Penn, on February 20, 2031, petitioned for four hours in front of the town hall.',
  ].join('\n')
  const matter = matterOf([{ id: 'penn', text: MOTION }])

  test('"the April 9, 2031 primary election ballot" names the election, not the judgment', () => {
    const q =
      'When did the court enter the judgment requiring Penn to be placed on the primary ballot in Penn v. Harlow Town Election Board?'
    expect(datesNamedThing(q, 'on the ', ' primary election ballot forthwith.')).toBe(true)
    expect(datesNamedThing(q, "this Court's ", ' Judgment to the Court of Appeals')).toBe(false)
    expect(datesNamedThing(q, 'On ', ', this Court entered a Judgment')).toBe(false)
    expect(answerText(q, matter)).toContain('March 2, 2031')
  })

  test('asked "By what date must …", a date whose sentence sets no deadline is no answer', () => {
    const q =
      'By what calendar date must Penn file her nominating petition in Penn v. Harlow Town Election Board?'
    expect(answerText(q, matter)).toBe('not found')
  })
})

describe('a motion named only as one yet to be filed', () => {
  test("a pretrial order's deadline for the motion dates no ruling on it", () => {
    const q = 'When did Judge Orr rule on the motion for class certification in Roe v. Lark?'
    const row =
      '06/03/2031 13 INITIAL PRETRIAL ORDER by Judge Ann Orr: The plaintiff shall file a motion for class certification on or before 6/17/2031.'
    expect(motionOnlyDue(q, row)).toBe(true)
    expect(motionOnlyDue(q, '09/01/2031 30 ORDER granting motion for class certification.')).toBe(
      false,
    )
    expect(motionOnlyDue('When was the motion for class certification filed?', row)).toBe(false)
  })
})
