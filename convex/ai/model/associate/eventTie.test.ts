import { describe, expect, test } from 'vitest'
import { datedPaper, ownDateAnswers, titledPapers } from './dated'
import {
  eventUntied,
  motionEntryOnly,
  partyTerminated,
  preliminaryForFinal,
  otherBrief,
} from './eventTie'
import { answerText, matterOf } from './matter.harness'
import { otherEventDated, otherPaperBefore } from './paperDated'

describe('a "when" answer tied to the event asked', () => {
  test('a date whose sentence shares the verb but not the event is no answer', () => {
    const q = 'On what date did the Supreme Court deny certiorari in Lorne v. Easton?'
    expect(eventUntied(q, 'On March 3, 1994, the panel denied the petition for rehearing.')).toBe(
      true,
    )
    expect(eventUntied(q, 'Certiorari was denied on October 2, 1995.')).toBe(false)
    const dep = 'On what date is the deposition of Mara Quill to take place in Roe v. Lark?'
    expect(eventUntied(dep, 'documents for the fiscal year ending June 30, 1981.')).toBe(true)
    expect(eventUntied(dep, 'Ms. Quill shall be deposed on July 9, 1981.')).toBe(false)
  })

  test('a question naming no event of its own word is not ruled on', () => {
    expect(eventUntied('When was Roe v. Lark decided?', 'Decided May 2, 1990.')).toBe(false)
  })

  test('of several events named, a sentence naming any answers', () => {
    const q = 'When was oral argument heard on the motions to intervene in Roe v. Lark?'
    expect(eventUntied(q, 'Oral argument was heard on May 2, 2016.')).toBe(false)
  })

  test('asked when a motion was ruled on, a row that says no ruling is no answer', () => {
    const q = 'When did Judge Orr rule on the motion for class certification in Roe v. Lark?'
    const notice =
      '07/02/2031 19 NOTICE of Hearing on 15 First MOTION to Certify Class Motion Hearing set for 8/1/2031.'
    expect(eventUntied(q, notice)).toBe(true)
    expect(eventUntied(q, '08/04/2031 22 ORDER granting 15 Motion to Certify Class.')).toBe(false)
  })

  test('a hearing asked in any tense is dated only where one is said', () => {
    const will = 'When will the court hear the Town of Pell motion to dismiss Count Two?'
    expect(eventUntied(will, 'Dated: March 9, 2031')).toBe(true)
    expect(eventUntied(will, 'The motion is set for hearing on April 2, 2031 at 10:00 a.m.')).toBe(
      false,
    )
    const noun = 'When is the hearing on the motion to dismiss in Roe v. Lark?'
    expect(eventUntied(noun, 'MOTION to Dismiss filed by Lark. (Entered: 03/02/2031)')).toBe(true)
    expect(eventUntied(noun, 'Motion Hearing set for 4/2/2031 before Judge Orr.')).toBe(false)
  })

  test("a paper's own date line need not repeat what the paper does", () => {
    const q = 'On what day did Judge Orr sign the dismissal order in Roe v. Lark?'
    expect(eventUntied(q, 'District Court Judge DATE: 12 MAY 2004')).toBe(false)
  })

  test('a docket entry of the motion does not date the ruling on it', () => {
    const q = 'When did the court rule on the motion to quash in Roe v. Lark?'
    const row = '03/14/2018 19 MOTION to Quash Subpoena, filed by Movant Ferro Bank.'
    expect(motionEntryOnly(q, row)).toBe(true)
    expect(motionEntryOnly(q, `(Entered: 03/13/2018) ${row}`)).toBe(true)
    expect(motionEntryOnly(q, '03/20/2018 24 ORDER denying 19 Motion to Quash.')).toBe(false)
    expect(motionEntryOnly('When was the motion to quash filed in Roe v. Lark?', row)).toBe(false)
  })

  test("a party's TERMINATED line does not date the case's end", () => {
    const q = 'On what date was Roe v. Lark terminated?'
    expect(partyTerminated(q, 'Office of Mental Health TERMINATED: 03/23/1999')).toBe(true)
    expect(partyTerminated(q, 'Assigned to: Judge A. Bell Date Terminated: 05/02/2001')).toBe(false)
  })

  test('the preliminary approval does not date the final order', () => {
    const q = 'When was the final order approving the settlement in Roe v. Lark signed?'
    const text = 'By Order of May 9, 2011, the Court preliminarily approved the settlement.'
    expect(preliminaryForFinal(q, text)).toBe(true)
    expect(preliminaryForFinal('When did the court approve the settlement?', text)).toBe(false)
  })

  test('a date given to another paper or to an allegation does not date the paper asked', () => {
    expect(otherPaperBefore('complaint', 'Plaintiffs allege that on ')).toBe(true)
    const q = 'On what date did the Guild file its Rule 60(b) motion in Roe v. Lark?'
    expect(datedPaper(q)).toBe('motion')
    const passage = "its Rule 60(b) motion to amend the court's order entered May 3, 1990"
    expect(otherEventDated(q, passage)).toBe(true)
  })

  test('a paper named with a rule number or an ampersand is the paper dated', () => {
    expect(datedPaper('When was the Opinion & Order dismissing Roe v. Lark entered?')).toBe(
      'opinion',
    )
    expect(datedPaper('When did the Tenth Circuit issue its mandate in Roe v. Lark?')).toBe(
      'mandate',
    )
  })

  test("an untyped paper's own date dates no complaint, case start or mandate", () => {
    expect(ownDateAnswers({ ownDate: true, paper: 'complaint' }, undefined)).toBe(false)
    expect(ownDateAnswers({ ownDate: true, paper: 'mandate' }, undefined)).toBe(false)
    expect(ownDateAnswers({ ownDate: true, caseStart: true }, undefined)).toBe(false)
    expect(ownDateAnswers({ ownDate: true, paper: 'opinion' }, undefined)).toBe(true)
    expect(ownDateAnswers({ ownDate: true }, undefined)).toBe(true)
  })
})

describe('"not found" when no date is tied to the event asked', () => {
  const matter = matterOf([
    {
      id: 'opinion',
      text: [
        'UNITED STATES COURT OF APPEALS FOR THE TENTH CIRCUIT',
        'No. 91-4410',
        'HALVARD ORME, Plaintiff-Appellant, v. TESSA LARK, Defendant-Appellee.',
        'OPINION',
        'Decided June 3, 1992.',
        'Orme filed this suit on March 2, 1990. On May 14, 1991, the district court denied the',
        'petition for rehearing. The judgment is affirmed.',
      ].join('\n'),
    },
  ])

  test('certiorari asked, only a rehearing dated', () => {
    expect(
      answerText('On what date did the Supreme Court deny certiorari in Orme v. Lark?', matter),
    ).toBe('not found')
  })

  test('the mandate asked of an opinion that dates only its decision', () => {
    expect(
      answerText('When did the Tenth Circuit issue its mandate in Orme v. Lark?', matter),
    ).toBe('not found')
  })

  test('the event tied to its date still answers', () => {
    expect(answerText('When did Orme file suit in Orme v. Lark?', matter)).toContain(
      'March 2, 1990',
    )
  })
})

describe('a ruling dated where its sentence ends', () => {
  test('what the order did, told in the next sentence, is not asked of the dated one', () => {
    const q = 'When did the court rule on the summary judgment motion in Roe v. Lark?'
    const text =
      'The defendants appeal from an order of the Supreme Court, Queens County, dated May 4, 2021.'
    expect(eventUntied(q, text)).toBe(false)
    expect(eventUntied(q, 'On May 4, 2021, the court held a status conference.')).toBe(true)
  })
})

describe('a ruling on a motion named by number only', () => {
  test('a docket row that rules on "MOTION (Mot. Seq. 2)" may be the ruling asked', () => {
    const q = 'When did the court rule on the summary judgment motion in Roe v. Lark?'
    expect(
      eventUntied(q, '31 | 03/02/2021 | DECISION AND ORDER ON MOTION (Mot. Seq. 2) - DENIED'),
    ).toBe(false)
    expect(eventUntied(q, '12 | 03/02/2021 | ORDER granting 11 Motion for Leave to File')).toBe(
      true,
    )
  })
})

describe('an untitled case-opening paper is the complaint', () => {
  test('the clerk\'s "Document 1" stamp marks the paper that opens the case', () => {
    const stamp = (id: string, n: number) => ({
      kind: 'filingDate',
      documentId: id,
      page: 1,
      start: 0,
      context: `Case 1:19-cv-00412 Document ${n} Filed 04/02/19 Page 1 of 30`,
    })
    const facts = [stamp('opening', 1), stamp('later', 14)]
    expect([...titledPapers({ paper: 'complaint' }, [], facts)]).toEqual(['opening'])
    expect([...titledPapers({ paper: 'order' }, [], facts)]).toEqual([])
  })
})

describe('"when" leftovers: a hearing opened at its hour, a dismissal of the kind asked', () => {
  test('"On Friday, March 3, 2031, at 9:30 a.m., …" dates the motions heard, whatever the columns cut', () => {
    // A reporter's two columns interleave the caption's number line into the sentence.
    const opinion = [
      'Lund v. County of Marlow, 611 F.Supp.2d 301 (2031)',
      'United States District Court,  Plaintiffs allege that on May 25, 2029, officers',
      'N.D. California.  searched each class member. See Motion for Class Certification at 2.',
      'Ada LUND, et al., Plaintiffs,',
      'v.',
      'COUNTY OF MARLOW, et al., Defendants.',
      '',
      'On Friday, March 3, 2031, at 9:30 a.m., Plaintiffs’',
      'No. C-29-0456 RBK. | Apr. 2, 2031.',
      'Motion for Class Certification and Defendants’ Motion',
      'for Summary Judgment came on for hearing. For the',
      'reasons stated below, the Class Certification Motion is GRANTED.',
      'In the First Amended Complaint, Plaintiffs MOTION FOR CLASS CERTIFICATION AND SUMMARY JUDGMENT allege that on May 25, 2029, Plaintiff Ada Lund was searched.',
    ].join('\n')
    expect(
      answerText(
        'When were the class certification and summary judgment motions heard in Lund v. County of Marlow?',
        matterOf([{ id: 'opinion', text: opinion }]),
      ),
    ).toContain('Date: March 3, 2031')
  })

  test('asked when a case was dismissed with prejudice, a dismissal without prejudice is no answer', () => {
    const docket = [
      'CIVIL DOCKET FOR CASE #: 1:29-cv-00412-KLT',
      'United States of America v. State of Averon',
      'Date Filed: 03/10/2029',
      'Date Terminated: 03/10/2029',
      'Date Filed # Docket Text',
      '03/10/2029 1 COMPLAINT (abc) (Entered: 03/12/2029)',
      '03/10/2029 2 SETTLEMENT AGREEMENT filed by plaintiff USA (abc) (Entered: 03/12/2029)',
      '03/10/2029 4 ORDER granting [3-1] joint motion to Dismiss pursuant to Rule 41(a)(2) and this civil action is dismissed without prejudice (signed by Judge Lena Ortiz) (Entered: 03/12/2029)',
      '05/14/2031 8 JOINT MOTION by State of Averon, USA to Dismiss under the Settlement Agreement (Entered: 05/14/2031)',
      '05/14/2031 9 ORDER granting [8-1] joint motion to Dismiss in accordance with Rule 41(a)(2) with prejudice (signed by Judge Lena Ortiz) (Entered: 05/16/2031)',
    ].join('\n')
    expect(
      answerText(
        'When was United States v. State of Averon finally dismissed with prejudice?',
        matterOf([{ id: 'docket', text: docket }]),
      ),
    ).toContain('Date: May 14, 2031')
  })
})

describe('otherBrief: a brief of another kind dates no brief asked', () => {
  test('the opening brief’s row does not date the reply brief', () => {
    const row = '03/02/2031  14  OPENING BRIEF by Appellant Corvin Mills Cooperative. [31-2207]'
    expect(otherBrief('When was the reply brief filed in Corvin Mills v. Aske?', row)).toBe(true)
    expect(otherBrief('When was the opening brief filed in Corvin Mills v. Aske?', row)).toBe(false)
  })
  test('a row naming no brief kind, or a question naming none, is not ruled on here', () => {
    const row = '04/09/2031  19  RESPONSE BRIEF by Appellee Quentin Aske. [31-2207]'
    expect(otherBrief('When was the brief filed in Corvin Mills v. Aske?', row)).toBe(false)
    expect(otherBrief('When was the reply brief filed?', '04/30/2031 Brief filed.')).toBe(false)
  })
})
