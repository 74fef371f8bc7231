import { describe, expect, test } from 'vitest'
import { lawDefinition, withoutExcluded } from './lawNamed'
import { answerText, matterOf } from './matter.harness'
import type { AnswerCitation, SourcePage } from './types'

// A complaint written for these tests: the law named once in full with its short name, then by
// the short name alone.
const COMPLAINT = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF WEST ORLAND',
  '',
  'HARBOR ACCESS LEAGUE,',
  'Plaintiff,',
  'v.                                  Case No. 3:31-cv-00417',
  'MARGO TELLWORTH,',
  'Defendant.',
  '',
  'COMPLAINT',
  '',
  '1. Plaintiff, Harbor Access League (“HAL”), is a nonprofit that monitors group homes.',
  '',
  '2. HAL brings this action for declaratory relief for violation of the Residential Care',
  'Oversight Act (“the RCO Act”), 11 U.S.C. §§ 9901 et seq.',
  '',
  '3. Defendant Tellworth is the Commissioner of the West Orland Department of Care.',
  '',
  '4. Defendant refused to produce the incident reports that HAL requested in writing.',
  '',
  '5. HAL is entitled to the incident reports under the authority the RCO Act grants it.',
].join('\n')

const OTHER = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF EAST ORLAND',
  '',
  'PERRY QUILL, Plaintiff, v. TOWN OF MARLOWE, Defendant.',
  '',
  'ORDER',
  '',
  'The Town moved to dismiss the complaint. The motion is denied.',
].join('\n')

describe('"which statute" of a named case', () => {
  test('the passage naming the law answers, the parties’ names and titles aside', () => {
    const matter = matterOf([
      { id: 'complaint', text: COMPLAINT },
      { id: 'order', text: OTHER },
    ])
    const text = answerText(
      'Under which statute does Harbor Access League seek the incident reports from Commissioner Tellworth?',
      matter,
    )
    expect(text).toContain('RCO Act')
    // The short name is answered with the line that defines it, the law in full.
    expect(text).toContain('Residential Care Oversight Act')
  })

  test('a short name that defines a party is no law', () => {
    const page: SourcePage = {
      documentId: 'complaint',
      documentName: 'complaint.pdf',
      page: 1,
      text: COMPLAINT,
    }
    const at = COMPLAINT.indexOf('5. HAL')
    const quote: AnswerCitation = {
      n: 1,
      documentId: 'complaint',
      documentName: 'complaint.pdf',
      page: 1,
      start: at,
      end: at + 40,
      quote: COMPLAINT.slice(at, at + 40),
    }
    const law = (text: string) => /\bAct\b|U\.S\.C\./.test(text)
    expect(lawDefinition(quote, [page], law)).toBeNull()
    const full = { ...quote, end: COMPLAINT.length, quote: COMPLAINT.slice(at) }
    expect(lawDefinition(full, [page], law)?.quote).toContain('Residential Care')
  })

  test('initials bare in their parenthesis define a law, as letters write them', () => {
    const letter = [
      'Re: CHPA Investigation of the Lindell County Home',
      '',
      'Dear Commissioner Arvo:',
      '',
      'On May 3, 2031, we notified you that we were opening an investigation of the Home',
      'pursuant to the Care Home Protection Act (CHPA), 11 U.S.C. § 9950.',
    ].join('\n')
    const page: SourcePage = { documentId: 'letter', documentName: 'l.pdf', page: 1, text: letter }
    const end = letter.indexOf('\n')
    const quote: AnswerCitation = {
      n: 1,
      documentId: 'letter',
      documentName: 'l.pdf',
      page: 1,
      start: 0,
      end,
      quote: letter.slice(0, end),
    }
    const found = lawDefinition(quote, [page], (t) => /\bAct\b/.test(t))
    expect(found?.quote).toContain('Care Home Protection Act (CHPA)')
  })

  test('a law the named case does not name is not found', () => {
    const matter = matterOf([
      { id: 'complaint', text: COMPLAINT },
      { id: 'order', text: OTHER },
    ])
    expect(
      answerText(
        'Under which statute did the Town of Marlowe move to dismiss Quill v. Town of Marlowe?',
        matter,
      ),
    ).toBe('not found')
  })
})

describe('what a question excludes from the answer', () => {
  test('"besides Section 1983" names what the answer is not: its words find no passage', () => {
    expect(
      withoutExcluded('Which statute, besides the Constitution, do they say it violates?'),
    ).toBe('Which statute,   do they say it violates?')
    const complaint = [
      'UNITED STATES DISTRICT COURT',
      'DISTRICT OF VERMONT',
      'JANE ROE, by her next friend, et al.,',
      'Plaintiffs,',
      'v.                                  Civil No. 31-0291',
      'PAUL HARLAN, Commissioner,',
      'Defendant.',
      'CLASS ACTION COMPLAINT',
      '1. Plaintiffs, children who are nondelinquent status offenders, bring this action to enjoin state officials from holding them in secure detention.',
      '2. This action arises under Section 1983 of the Civil Rights Act, 42 U.S.C. Section 1983, and this Court has jurisdiction under 28 U.S.C. Section 1331.',
      '3. Plaintiff Jane Roe is a runaway who was held in secure detention for nine days.',
      "4. Defendant Harlan is responsible for the care of juveniles at the State's detention centers.",
      '5. The secure detention of runaway status offenders violates the Juvenile Justice and Delinquency Prevention Act, 42 U.S.C. Section 5633(a)(11).',
    ].join('\n')
    const text = answerText(
      'Which federal statute, besides Section 1983, do the plaintiffs invoke against secure detention of runaway status offenders in Roe v. Harlan?',
      matterOf([{ id: 'complaint', text: complaint }]),
    )
    expect(text).toContain('Juvenile Justice and Delinquency Prevention Act')
  })
})
