import { describe, expect, test } from 'vitest'
import { answerText, type Matter, matterOf } from './matter.harness'
import { purposeScore, soughtLoss } from './factContext'
import { contentStemSet } from './terms'

// Unrelated filings written for this test, in the styles of real captions and dockets.
const DECREE = [
  'IN THE SUPERIOR COURT OF ASHFORD COUNTY',
  'T.R. ex rel. OKONJO, et al.,          )',
  '     Plaintiffs,                      )   Civil Action No. 2016CV55012',
  'v.                                    )',
  'ASHFORD COUNTY SCHOOL BOARD, et al.,  )',
  '     Defendants.                      )',
  '',
  'CONSENT DECREE',
  'Plaintiffs brought this class action by filing a complaint on March 3, 2016, seeking',
  'declaratory relief. The parties met for mediation on June 2, 2017.',
  'John Adeyemi is appointed Monitor, reporting to the Court on the Board’s compliance.',
  'SO ORDERED this 9th day of October, 2017.',
].join('\n')

const APPEAL_DOCKET = [
  'General Docket',
  'US Court of Appeals for the Fourth Circuit',
  'Court of Appeals Docket #: 19-3301              Filed: 9/12/19',
  'Velasquez v. Brennan Freight Lines',
  'Lower court information:',
  '     Date order/judgment: 8/20/19',
  '     Date NOA filed: 9/5/19',
  '',
  '9/12/19          Civil case docketed. Notice of appeal filed by Appellant Ana Velasquez.',
  '9/30/19          Filed motion to extend time to file appellant’s brief.',
].join('\n')

const REGISTER = [
  'STATE OF MICHIGAN COURT OF CLAIMS REGISTER OF ACTIONS',
  'RIVERBEND TENANTS UNION v. PALLISTER',
  'RECEIVABLES Name Assessed Paid Balance',
  'PTF 1 RIVERBEND TENANTS UNION FILING FEE $150.00 $150.00 $0.00',
  'JURY DEMAND FEE $85.00 $85.00 $0.00',
  'TOTAL $235.00 $235.00 $0.00',
  'INVD 2 COUNTY OF ASHFORD MOTION FEE $20.00 $20.00 $0.00',
  'TOTAL $20.00 $20.00 $0.00',
].join('\n')

const COMPLAINT = [
  'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF VERMONT',
  'UNITED STATES OF AMERICA, Plaintiff,',
  'v.',
  'LUMEN TRACKERS, INC., Defendant.',
  'COMPLAINT FOR CIVIL PENALTIES',
  'Section 5(m)(1)(A) of the FTC Act authorizes the Court to award civil penalties of not more',
  'than $51,744 for each violation of the Rule.',
  'Dated: April 2, 2024',
].join('\n')

function matter(): Matter {
  const docs = [
    { id: 'decree', text: DECREE },
    { id: 'docket', text: APPEAL_DOCKET },
    { id: 'register', text: REGISTER },
    { id: 'complaint', text: COMPLAINT },
  ]
  return matterOf(docs)
}

const ask = (question: string) => answerText(question, matter())

describe('a date is the date of the event the question asks about', () => {
  test('asked of a consent decree, the complaint’s date is the sentence that dates the complaint', () => {
    expect(ask('When was the complaint filed in T.R. v. Ashford County School Board?')).toContain(
      'Date: March 3, 2016',
    )
    // The decree's own date still answers when it is the paper asked about.
    expect(
      ask('When was the consent decree in T.R. v. Ashford County School Board signed?'),
    ).toContain('Date: October 9, 2017')
  })

  test('a docket sheet’s field says what its date is, in initials or in words', () => {
    expect(
      ask('When was the notice of appeal filed in Velasquez v. Brennan Freight Lines?'),
    ).toContain('Date: September 5, 2019')
  })

  test('a date outside the month the question names does not answer', () => {
    expect(
      ask('On exactly what day in May 2018 did the parties mediate in T.R. v. Ashford County?'),
    ).not.toContain('June 2, 2017')
  })
})

describe('amounts', () => {
  test('a register’s total answers "total fees", not a part or another party’s total', () => {
    expect(
      ask('What total fees were assessed to Riverbend Tenants Union in Riverbend v. Pallister?'),
    ).toContain('Amount: USD 235.00')
  })

  test('a statute’s ceiling is not the penalty sought', () => {
    expect(ask('What civil penalty does the United States seek in United States v. Lumen?')).toBe(
      'not found',
    )
    expect(
      ask('What is the maximum civil penalty per violation in United States v. Lumen Trackers?'),
    ).toContain('Amount: USD 51,744.00')
  })
})

describe('a question no fact answers', () => {
  test('is answered within its case by its own words, not by the caption that names the case', () => {
    const answer = ask('Who was appointed Monitor in T.R. v. Ashford County School Board?')
    expect(answer).toContain('John Adeyemi is appointed Monitor')
  })
})

describe('a date answers only the event its own words state', () => {
  const ORDER = [
    'At a term of the Supreme Court of the State of New York, held in and for the County of Erie, at the Courthouse, Buffalo, New York, on the 3rd day of May, 2019.',
    'PRESENT: HON. IRA BELLAMY, J.S.C.',
    'PETRA HALVORSEN, Plaintiff, - against - CRESTLINE MOVERS, INC., Defendant.',
    'Index No. 801234/2018',
    'ORDER',
    'Defendant’s motion to dismiss is DENIED.',
  ].join('\n')
  const CLERK = [
    'SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF ERIE',
    'Index Number: 801234/2018',
    'Case Name: HALVORSEN, PETRA vs. CRESTLINE MOVERS, INC.',
    'Doc # | Date Filed | Document',
    '9 | 03/01/2019 | NOTICE OF MOTION to dismiss the complaint for want of personal jurisdiction',
    '14 | 05/03/2019 | ORDER ON MOTION - DENIED',
    '17 | 05/29/2019 | NOTICE OF APPEAL',
    '23 | 02/10/2021 | DECISION AND ORDER OF APPELLATE DIVISION - REVERSED',
  ].join('\n')
  const docs = [
    { id: 'order', text: ORDER },
    { id: 'clerk', text: CLERK },
  ]
  const matter = matterOf(docs)
  const askHere = (question: string) => answerText(question, matter)

  test('"held in and for the County" is a court’s formula: no trial was held that day', () => {
    expect(askHere('When was the trial held in Halvorsen v. Crestline Movers?')).toBe('not found')
  })

  test('asked of a ruling, the ruling’s row answers, not the motion’s', () => {
    expect(
      askHere('When did the court rule on the motion in Halvorsen v. Crestline Movers?'),
    ).toContain('May 3, 2019')
  })

  test('a docket row dates its own entry, not the rows beside it', () => {
    expect(
      askHere('When was the notice of appeal filed in Halvorsen v. Crestline Movers?'),
    ).toContain('May 29, 2019')
  })

  test('"the appeal decided" is dated by a ruling, not by the notice of appeal', () => {
    expect(askHere('When was the appeal decided in Halvorsen v. Crestline Movers?')).not.toContain(
      'May 29, 2019',
    )
  })

  test('"decide the appeal" asks the same: a trial court’s opinion does not date it', () => {
    const opinion = [
      'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF WYOMING',
      'MARISOL QUANDT, Plaintiff, v. TETON RIDGE SCHOOL DISTRICT, Defendant.',
      'Civil Action No. 14-CV-0231',
      'Decided: March 2, 2016',
      'MEMORANDUM OPINION',
      'The District’s motion for summary judgment is GRANTED.',
    ].join('\n')
    const here = matterOf([{ id: 'opinion', text: opinion }])
    expect(
      answerText('When did the Tenth Circuit decide the appeal in Quandt v. Teton Ridge?', here),
    ).not.toContain('March 2, 2016')
  })

  test('leave to appeal is its own event: the appeal’s dates do not answer it', () => {
    expect(
      askHere(
        'When did the Court of Appeals grant leave to appeal in Halvorsen v. Crestline Movers?',
      ),
    ).toBe('not found')
  })

  test('a state court’s index number is no federal civil action number', () => {
    expect(
      askHere('What is the federal civil action number of Halvorsen v. Crestline Movers?'),
    ).toBe('not found')
    expect(askHere('What is the index number of Halvorsen v. Crestline Movers?')).toContain(
      '801234/2018',
    )
  })
})

describe('a date’s sentence may name the asked event in another word form', () => {
  test('"appointed" is dated by "its Order of Appointment on …"', () => {
    const order = [
      'IN THE CIRCUIT COURT OF BARLOW COUNTY',
      'GREENFIELD BANK, Plaintiff, v. ORTIZ HOLDINGS LLC, Defendant.',
      'Case No. 19-CV-2231',
      'The Court entered its Order of Appointment on January 8, 2020. The parties filed a',
      'stipulation on February 3, 2020.',
    ].join('\n')
    const here = matterOf([{ id: 'order', text: order }])
    expect(
      answerText('When was Nora Pell appointed in Greenfield Bank v. Ortiz Holdings?', here),
    ).toContain('Date: January 8, 2020')
  })
})

describe('an amount by what it is for, and what was asked for against what was agreed', () => {
  const stems = contentStemSet('how much was the county to pay in attorneys fees')
  test('"$40,000 as reimbursement for expenses" is not the fees asked', () => {
    expect(purposeScore(' as reimbursement for expenses and $615,000', stems)).toBeLessThan(0)
    expect(purposeScore(' as compensation for attorneys fees, the fees', stems)).toBeGreaterThan(0)
    expect(purposeScore(' in full and final satisfaction', stems)).toBe(0)
  })

  test('asked what was agreed, a sum a party only asked for loses', () => {
    const text = [
      'SETTLEMENT AND RELEASE AGREEMENT',
      'Pell Clinic v. Ambrose, No. 31-cv-0448',
      'Plaintiffs further requested $301,000.25 for fees incurred since June 2030.',
      'C. Claimants agree to accept the total sum of ONE MILLION DOLLARS ($1,000,000.00).',
      'JURY DEMAND FEE $85.00',
    ].join('\n')
    const { pages, facts } = matterOf([{ id: 'pell', text }])
    const loss = (value: string, question: string) =>
      soughtLoss(
        facts.find((f) => f.kind === 'amount' && f.display.includes(value))!,
        pages,
        question,
      )
    const agreed = 'How much did the plaintiffs agree to accept in Pell Clinic v. Ambrose?'
    expect(loss('301,000.25', agreed)).toBeLessThan(0)
    expect(loss('1,000,000.00', agreed)).toBe(0)
    expect(loss('85.00', agreed)).toBe(0)
    expect(
      loss('301,000.25', 'How much did the plaintiffs request for fees since June 2030?'),
    ).toBe(0)
  })
})
