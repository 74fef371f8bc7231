import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { answerText, matterOf } from './matter.harness'
import {
  asksCaptionFact,
  asksOnlyCaption,
  namesNoCase,
  oneCaseDocuments,
  unnamedCase,
} from './oneCase'

// Invented papers of one case, in the styles of a federal caption, and a paper of another case.
const CAPTION = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF OREGON',
  '',
  'WILLAMETTE ORCHARD GROWERS COOPERATIVE,     Case No. 3:24-cv-01872-PQR',
  '               Plaintiff,',
  '     v.',
  'TALLBRIDGE PACKING COMPANY,',
  '               Defendant.',
  '',
].join('\n')
const COMPLAINT = [
  CAPTION,
  'COMPLAINT FOR BREACH OF CONTRACT',
  'Judge: Hon. Renata V. Quillfeather',
  '1. Plaintiff Willamette Orchard Growers Cooperative brings this action for unpaid deliveries.',
  'Dated: March 11, 2024',
].join('\n')
const ANSWER = [
  CAPTION,
  "DEFENDANT'S ANSWER TO COMPLAINT",
  '1. Defendant denies that any deliveries remain unpaid.',
  'Dated: April 22, 2024',
].join('\n')
const LETTER = [
  'Hollis & Brandt LLP',
  'May 6, 2024',
  'Re: Willamette Orchard Growers Cooperative v. Tallbridge Packing Company,',
  'Case No. 3:24-cv-01872-PQR (D. Or.)',
  'Dear Counsel: we write to propose dates for the inspection of the packing line.',
].join('\n')
const LOG = [
  'PRODUCTION LOG',
  'Volume 1: invoices and delivery receipts, 212 pages.',
  'Volume 2: cold storage temperature records, 87 pages.',
].join('\n')
const OTHER_CASE = [
  'UNITED STATES DISTRICT COURT',
  'WESTERN DISTRICT OF WASHINGTON',
  '',
  'PUGET FERRY RIDERS UNION,                   No. 2:23-cv-00655-KLM',
  '               Plaintiff,',
  '     v.',
  'CASCADE MARINE AUTHORITY,',
  '               Defendant.',
  '',
  'ORDER SETTING TRIAL DATE',
  'Judge: Hon. Oswin T. Marchetti',
  'Trial shall begin on October 7, 2024.',
].join('\n')

const ONE_CASE = matterOf([
  { id: 'complaint', text: COMPLAINT },
  { id: 'answer', text: ANSWER },
  { id: 'letter', text: LETTER },
  { id: 'log', text: LOG },
])
const TWO_CASES = matterOf([
  { id: 'complaint', text: COMPLAINT },
  { id: 'answer', text: ANSWER },
  { id: 'order', text: OTHER_CASE },
])

describe('a question naming no case, in a matter of one case', () => {
  test('what a caption states is answered as if the case were named', () => {
    expect(answerText('Who is the presiding judge?', ONE_CASE)).toContain(
      'Renata V. Quillfeather [1]',
    )
    expect(answerText('What is the docket number?', ONE_CASE)).toContain(
      'Docket number: 3:24-cv-01872',
    )
    expect(answerText('Which court is this case in?', ONE_CASE)).toMatch(
      /Court: .*District of Oregon \[1\]/i,
    )
    expect(answerText('Who is the defendant?', ONE_CASE)).toContain(
      'Defendant side: Tallbridge Packing Company',
    )
    expect(answerText('Who are the parties?', ONE_CASE)).toContain(
      'Parties: Willamette Orchard Growers Cooperative; Tallbridge Packing Company [1]',
    )
    expect(answerText('When was the case filed?', ONE_CASE)).toContain('Date: March 11, 2024 [1]')
    // As when the case is named.
    const typedLine = (question: string) => answerText(question, ONE_CASE).split('\n\n')[1]?.trim()
    expect(typedLine('Who is the presiding judge?')).toBe(
      typedLine('Who is the presiding judge in the Willamette case?'),
    )
  })

  test('the case is the papers stating its number; a paper stating none is not one of them', () => {
    expect(oneCaseDocuments(ONE_CASE.pages, ONE_CASE.facts)).toEqual([
      'complaint',
      'answer',
      'letter',
    ])
    const asked = askedOf('Who is the presiding judge?')
    expect(
      unnamedCase('Who is the presiding judge?', asked, ONE_CASE.pages, ONE_CASE.facts),
    ).toEqual(['complaint', 'answer', 'letter'])
  })

  test('a question of another kind is asked of the matter as a whole, as before', () => {
    for (const question of [
      'When is the inspection of the packing line?',
      'How many pages are in Volume 2?',
      'When was the answer dated?',
      'Who wrote the letter?',
    ]) {
      expect(unnamedCase(question, askedOf(question), ONE_CASE.pages, ONE_CASE.facts)).toEqual([])
    }
  })

  test('a question naming a case, a party or a number is not an unnamed one', () => {
    expect(namesNoCase('Who is the presiding judge?')).toBe(true)
    expect(namesNoCase('When was the case filed?')).toBe(true)
    expect(namesNoCase('Who is the judge in Roe v. Doe?')).toBe(false)
    expect(namesNoCase('Who is the judge in the Tallbridge case?')).toBe(false)
    expect(namesNoCase('Which court has No. 5:19-cv-00321?')).toBe(false)
    // A case the matter does not hold stays unanswered.
    expect(answerText('Who is the presiding judge in Roe v. Doe?', ONE_CASE)).toBe('not found')
  })
})

describe('the day the case was filed', () => {
  test('is asked of the paper that opened the case, not of a later paper’s date', () => {
    const question = 'When was the case filed?'
    expect(unnamedCase(question, askedOf(question), ONE_CASE.pages, ONE_CASE.facts)).toEqual([
      'complaint',
    ])
    const noComplaint = matterOf([
      { id: 'answer', text: ANSWER },
      { id: 'letter', text: LETTER },
    ])
    expect(unnamedCase(question, askedOf(question), noComplaint.pages, noComplaint.facts)).toEqual(
      [],
    )
    expect(answerText(question, noComplaint)).not.toMatch(/^Date:/m)
  })
})

describe('a question asking only what a caption states', () => {
  test('its words ask for the caption’s fact of the case and nothing else', () => {
    expect(asksOnlyCaption('Which judge is assigned to the case?')).toBe(true)
    expect(asksOnlyCaption('In what district was the suit filed?')).toBe(true)
    expect(asksOnlyCaption("What's the docket number for this case?")).toBe(true)
    expect(asksOnlyCaption('Who is suing whom?')).toBe(true)
  })
  test('a word beyond them asks of something else', () => {
    for (const question of [
      'What is the name of the court reporter booked for the hearing?',
      "Who is the defendant's chief financial officer?",
      'Which defendant moved to dismiss?',
      "Who is the judge's law clerk?",
      'Which judge signed the scheduling order?',
    ]) {
      expect(asksOnlyCaption(question), question).toBe(false)
      expect(unnamedCase(question, askedOf(question), ONE_CASE.pages, ONE_CASE.facts)).toEqual([])
    }
  })
})

describe('what a caption states', () => {
  const caption = (question: string) => asksCaptionFact(question, askedOf(question)!)
  test('the judge, the court, the number, the parties, the day the case was filed', () => {
    expect(caption('Who is the presiding judge?')).toBe(true)
    expect(caption('Which court is this case in?')).toBe(true)
    expect(caption('What is the docket number?')).toBe(true)
    expect(caption('Who is the lead plaintiff?')).toBe(true)
    expect(caption('Who are the parties?')).toBe(true)
    expect(caption('When was the case filed?')).toBe(true)
    expect(caption('What is the filing date?')).toBe(true)
  })
  test('not another paper’s date, a dissent, counsel, a ruling or a court the case went to', () => {
    expect(caption('When does the trial start?')).toBe(false)
    expect(caption('When was the answer dated?')).toBe(false)
    expect(caption('Who dissented?')).toBe(false)
    expect(caption('Who represents the plaintiff?')).toBe(false)
    expect(caption('How did the court rule on the motion?')).toBe(false)
    expect(caption('To which court was the case transferred?')).toBe(false)
    expect(caption('Who wrote the letter?')).toBe(false)
  })
})

describe('a matter of two cases, or of unrelated papers', () => {
  test('a question naming no case is not read as one case’s', () => {
    expect(oneCaseDocuments(TWO_CASES.pages, TWO_CASES.facts)).toEqual([])
    expect(answerText('Who is the presiding judge?', TWO_CASES)).not.toMatch(/^Judge \(/m)
    expect(answerText('What is the docket number?', TWO_CASES)).not.toMatch(/^Docket number:/m)
  })

  test('one paper stating a number among papers that state none is no one case', () => {
    const loose = matterOf([
      { id: 'complaint', text: COMPLAINT },
      { id: 'log', text: LOG },
      { id: 'memo', text: 'MEMO\nThe inspection is set for the week of June 3.' },
    ])
    expect(oneCaseDocuments(loose.pages, loose.facts)).toEqual([])
  })
})

describe("the matter's own docket numbers, when the app knows them", () => {
  test('one number across the matter: the retrieved papers are its one case', () => {
    const [number] = ONE_CASE.facts.filter((f) => f.kind === 'docket' && f.role === 'this')
    expect(oneCaseDocuments(ONE_CASE.pages, ONE_CASE.facts, [number!.value])).not.toEqual([])
  })

  test('two numbers across the matter: no one case, though every retrieved paper states one', () => {
    const [number] = ONE_CASE.facts.filter((f) => f.kind === 'docket' && f.role === 'this')
    expect(
      oneCaseDocuments(ONE_CASE.pages, ONE_CASE.facts, [number!.value, '4:22-cv-00917']),
    ).toEqual([])
    const asked = askedOf('Who is the presiding judge?')
    expect(
      unnamedCase('Who is the presiding judge?', asked, ONE_CASE.pages, ONE_CASE.facts, [
        number!.value,
        '4:22-cv-00917',
      ]),
    ).toEqual([])
  })
})
