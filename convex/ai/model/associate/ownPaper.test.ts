import { describe, expect, test } from 'vitest'
import { amendedPapers, titleHeadNames } from './dated'
import { answerText, matterOf } from './matter.harness'

// Filings written for this test, in the forms federal courts' ECF stamps and captions take.
const stamp = (doc: number, date: string) =>
  `Case 2:21-cv-00417-KLM   Document ${doc}   Filed ${date}   Page 1 of 12`

const opposition = [
  stamp(41, '03/09/22'),
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF NEW MEXICO',
  'HARLAN QUIST,                 )',
  '        Plaintiff,            )  DEFENDANTS’ MEMORANDUM',
  '                              )  OF POINTS AND AUTHORITIES',
  '   v.                         )  IN OPPOSITION TO PLAINTIFF’S',
  'SANTA RITA WATER DISTRICT,    )  MOTION FOR PRELIMINARY',
  '        Defendant.            )  INJUNCTION',
  'Defendant opposes the motion. Plaintiff filed his first grievance with the District on',
  'June 2, 2021, and the District closed that grievance on August 4, 2021.',
].join('\n')

const complaint = [
  stamp(1, '11/15/21'),
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF NEW MEXICO',
  'Bettina Okafor,',
  '        Plaintiff,',
  'v.',
  'The Village of Corrales; and     COMPLAINT',
  'Mayor Dana Whitfield,',
  '        Defendants.',
  '1. Ms. Okafor filed a complaint with the Human Rights Bureau on April 12, 2021, which the',
  'Bureau closed on July 30, 2021.',
].join('\n')

const memorandum = [
  'Case: 1:22-cv-00318 Document #: 27 Filed: 09/14/22 Page 1 of 20 PageID #:211',
  'UNITED STATES DISTRICT COURT',
  'NORTHERN DISTRICT OF ILLINOIS',
  'MARISOL VENTRESCA, Plaintiff, v. OAK LAWN PARK DISTRICT, Defendant.',
  'MEMORANDUM IN SUPPORT OF DEFENDANT’S MOTION TO DISMISS',
  'Plaintiff alleges in her complaint that the District denied her a permit.',
].join('\n')

const amended = [
  stamp(55, '02/01/22'),
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF NEW MEXICO',
  'TOMAS ARCHULETA, Plaintiff, v. COUNTY OF SANDOVAL, Defendant.',
  'FIRST AMENDED COMPLAINT',
  'Plaintiff filed his original Complaint on October 6, 2021.',
].join('\n')

describe('a paper’s own date, when the question names that paper', () => {
  test('a memorandum titled an opposition is the opposition a question dates', () => {
    const title = opposition.slice(opposition.indexOf('MEMORANDUM'))
    expect(titleHeadNames('opposition', title)).toBe(true)
    // The motion it opposes is named after "TO": the memorandum is no motion.
    expect(titleHeadNames('motion', title)).toBe(false)
    expect(titleHeadNames('motion', 'ORDER GRANTING MOTION TO DISMISS')).toBe(false)
    const answer = answerText(
      'When did the defendant file its opposition to the preliminary injunction motion in Quist v. Santa Rita Water District?',
      matterOf([{ id: 'opp', text: opposition }]),
    )
    expect(answer).toContain('Date: March 9, 2022')
  })

  test('a complaint’s own date answers before a grievance or complaint it recounts', () => {
    const answer = answerText(
      'When was the complaint filed in Okafor v. Village of Corrales?',
      matterOf([{ id: 'cmp', text: complaint }]),
    )
    expect(answer).toContain('Date: November 15, 2021')
  })

  test('the clerk’s stamp of another paper does not date the complaint', () => {
    const answer = answerText(
      'When was the original complaint filed in Ventresca v. Oak Lawn Park District?',
      matterOf([{ id: 'mem', text: memorandum }]),
    )
    expect(answer).toBe('not found')
  })

  test('asked of the original complaint, an amended complaint’s own date is a later paper’s', () => {
    const matter = matterOf([{ id: 'fac', text: amended }])
    expect(amendedPapers('When was the original complaint filed?', matter.facts)).toEqual(
      new Set(['fac']),
    )
    expect(amendedPapers('When was the first amended complaint filed?', matter.facts).size).toBe(0)
    const answer = answerText(
      'When was the original complaint filed in Archuleta v. County of Sandoval?',
      matter,
    )
    expect(answer).not.toContain('February 1, 2022')
  })
})
