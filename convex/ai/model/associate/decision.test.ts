import { describe, expect, test } from 'vitest'
import { findDisposition } from './decision'
import type { SourcePage } from './types'
import { answerText, matterOf } from './matter.harness'

const page = (text: string, n = 1): SourcePage => ({
  documentId: 'd',
  documentName: 'd.pdf',
  page: n,
  text,
})
const ruled = (question: string, ...texts: string[]) =>
  findDisposition(
    question,
    texts.map((t, i) => page(t, i + 1)),
  )

// Opinions and orders written for this test.
describe('how the court ruled', () => {
  test('a gerund or a permission is no ruling', () => {
    const found = ruled(
      'What was the outcome of the appeal?',
      'The officer told him, "You are staying here." He was later allowed to leave.\nWe affirm in part and reverse in part.',
    )
    expect(found?.outcome).toBe('Affirm in part, reverse in part')
  })

  test('a party’s argument ("should be dismissed") is no ruling; the conclusion is', () => {
    const found = ruled(
      'How did the court rule on the motion to dismiss?',
      'The County contends that the claims should be dismissed because the motion to dismiss is timely.\n' +
        'Accordingly, the motion to dismiss is DENIED as to Count I.\n' +
        'For the foregoing reasons, the motion to dismiss is GRANTED IN PART and\nDENIED IN PART.',
    )
    expect(found?.outcome).toBe('Granted in part, denied in part')
  })

  test('a docket cite ("(Dkt. 22)") inside the ruling does not end its sentence', () => {
    const found = ruled(
      'What was the outcome of the motion to dismiss (Dkt. 22)?',
      'It is therefore ORDERED that\n(1) Plaintiff’s Objections (Dkt. 31) are OVERRULED;\n' +
        '(2) the Memorandum and Recommendation is ADOPTED in its entirety as the holding of the Court; and\n' +
        '(3) Defendants’ Motion to Dismiss (Dkt. 22) is GRANTED in part and DENIED in\npart. ' +
        'The Motion to Dismiss is DENIED in all other respects.',
    )
    expect(found?.outcome).toBe('Granted in part, denied in part')
  })

  test('the deciding court speaking now outranks a recital of the court below', () => {
    const found = ruled(
      'What did the court of appeals decide?',
      'The court granted the defendants’ motion for a directed verdict. For the reasons below, we AFFIRM.',
    )
    expect(found?.outcome).toBe('Affirm')
    // The quote is the whole sentence.
    const text =
      'The court granted the defendants’ motion for a directed verdict. For the reasons below, we AFFIRM.'
    expect(text.slice(found!.start, found!.end)).toBe('For the reasons below, we AFFIRM')
  })

  test('a judgment line after the judge’s name, and a docket entry without a verb', () => {
    expect(
      ruled(
        'What was the disposition?',
        'APPEAL from an order of MARA J. OSEI, Judge. Reversed and cause remanded.',
      )?.outcome,
    ).toBe('Reversed, remanded')
    expect(
      ruled('How was the case disposed of?', 'In Mandamus. Respondents’ motion to dismiss granted.')
        ?.outcome,
    ).toBe('Granted')
  })
})

describe('a ruling only supposed, and a stay asked how a case ended', () => {
  test('"if the Court allowed …", "if a stay is denied" rule nothing', () => {
    const text = [
      'Thus, if the Court allowed the class action to go forward, the trial would be unmanageable.',
      'The movants would suffer irreparable injury if a stay is denied.',
    ].join('\n')
    expect(ruled('How did the court rule on the motion for class certification?', text)).toBeNull()
    expect(
      ruled('How did the court rule?', `${text}\nThe motion for class certification is DENIED.`)
        ?.outcome,
    ).toBe('Denied')
  })

  test('asked how the case was resolved, a stay of discovery is no answer', () => {
    const docket =
      '04/02/1996 31 ORDER: Discovery in this case is stayed as to defts pending ruling.'
    expect(ruled('How was the case resolved?', docket)).toBeNull()
    expect(ruled('Was discovery stayed?', docket)?.outcome).toBe('Stayed')
  })
})

// Docket sheets and orders written for this test, in the forms courts use.
describe('a docket entry’s ruling, and the motion it rules on', () => {
  const docket = [
    'Mar  3  12  Order  granting  leave  to  file  in  forma  pauperis.  DD  3/4/81  Vance,  J.',
    'Jun  9  25  Order  of  Partial  Dismissal; Dismissed without prejudice  as  to  the defts  in  their',
    'individual  capacities.  DD  6/10/81',
    'Oct  23  33  Order  denying  without  prejudice  pltfs  motion  for  class',
    'certification.  dd  10/24/81  Vance,  J',
  ].join('\n')
  test('"Order denying … motion for class certification", wrapped onto the next line, answers', () => {
    const found = ruled(
      'How did the court rule on plaintiffs’ motion for class certification in Hale v. Mott?',
      docket,
    )
    expect(found?.outcome).toBe('Denied')
    expect(docket.slice(found!.start, found!.end)).toContain('class\ncertification')
  })
  test('a ruling on another motion, or a bare dismissal, does not answer the motion asked', () => {
    expect(
      ruled(
        'How did the court rule on defendants’ motion for summary judgment in Hale v. Mott?',
        docket,
      ),
    ).toBeNull()
  })
  test('a mandate’s "Affirming the judgment" is the appeal’s outcome', () => {
    const found = ruled(
      'What did the Second Circuit do on the appeal?',
      '10/18/2007 31 MANDATE of USCA dated 10/18/07 Affirming the judgment of the District Court',
    )
    expect(found?.outcome).toBe('Affirmed')
  })
  test('a motion’s title ("… of Order Denying Motion …") is no docket entry', () => {
    const found = ruled(
      'How did the court rule on the ex parte motion for leave in Orr v. City?',
      'Plaintiff moves for leave to file a Motion for Reconsideration of Order Denying Motion for Summary Judgment.\n' +
        'The Court hereby DENIES Plaintiff’s ex parte motion.',
    )
    expect(found?.outcome).toBe('Denies')
  })
})

describe('the court’s ruling in its own words', () => {
  test('an aside ("in its discretion") and a modal ("shall", "will") still rule', () => {
    expect(
      ruled(
        'How did the court rule on the motion for class certification?',
        'The Court, in its discretion, denies Plaintiffs’ Motion for Class Certification [26].',
      )?.outcome,
    ).toBe('Denies')
    expect(
      ruled(
        'How did the court rule on the motions to suppress and to exclude?',
        'As explained in greater detail below, the Court shall DENY both motions.',
      )?.outcome,
    ).toBe('Deny')
  })
  test('the ruling that names the motion asked outranks a conclusion that names none', () => {
    const found = ruled(
      'How did the court rule on the defendants’ motion to dismiss?',
      'Because venue is proper in this district, it will deny Defendants’ Motion to Dismiss.\n' +
        'For these reasons and others set forth below, the Court will grant in part and deny in part.',
    )
    expect(found?.outcome).toBe('Deny')
  })
})

describe('asked how the case ended, a step along the way is no answer', () => {
  test('a ruling on a motion to compel, or on some claims, does not end the case', () => {
    const docket = [
      '10/16/1996 22 ORDER granting defts motion to compel reply (signed by Judge Ada Roe)',
      "12/18/1996 35 ORDER granting motion for partial dismissal. Lusk's claims based on the Tort Claims Act are DISMISSED.",
    ].join('\n')
    expect(ruled('How was Lusk v. Hart resolved?', docket)).toBeNull()
    expect(
      ruled(
        'How was Lusk v. Hart resolved?',
        `${docket}\n05/05/1998 60 JUDGMENT: this action is DISMISSED with prejudice.`,
      )?.outcome,
    ).toBe('Dismissed')
  })
})

// Decretal forms written for this test (invented parties and numbers).
describe('the cited ruling says what was granted', () => {
  const quoted = (question: string, text: string) => {
    const found = ruled(question, text)
    return found && { quote: text.slice(found.start, found.end), outcome: found.outcome }
  }

  test('a granted motion goes on to what it does to the case: "This action is DISMISSED"', () => {
    const text =
      'This matter comes before the Court on Defendants’ Joint Motion to Dismiss (Doc. 14).  For the reasons set forth herein, Defendants’ Motion is\n' +
      'GRANTED.  This action is DISMISSED in its entirety.\nII. BACKGROUND\n'
    const found = quoted('How did the court rule on the joint motion to dismiss?', text)
    expect(found?.quote).toBe(
      'For the reasons set forth herein, Defendants’ Motion is\nGRANTED.  This action is DISMISSED in its entirety',
    )
    expect(found?.outcome).toBe('Granted, dismissed')
  })

  test('a next ruling on another motion, or on none, is not drawn in', () => {
    const text =
      'For the foregoing reasons, the motion to dismiss is GRANTED.  The motion to strike is DENIED as moot.'
    expect(quoted('How did the court rule on the motion to dismiss?', text)?.quote).toBe(
      'For the foregoing reasons, the motion to dismiss is GRANTED',
    )
  })

  test('the court, after a long aside, "hereby DENIES … and GRANTS …"', () => {
    const text =
      'Having carefully considered the papers submitted, the arguments of counsel presented at the hearing, and for the reasons set forth below, the Court\n' +
      '14  hereby DENIES the motion to dismiss, and GRANTS plaintiffs’ motion for class certification.'
    const found = quoted(
      'How did the court rule on the motion to dismiss and the motion for class certification?',
      text,
    )
    expect(found?.outcome).toBe('Denies, grants')
    expect(found?.quote).toContain('hereby DENIES the motion to dismiss, and GRANTS plaintiffs’')
  })

  test('asked of two motions, "DENY both motions" outranks "deny this motion"', () => {
    const text =
      'Defendants filed two motions in limine. As explained below, the Court shall DENY both motions.\n' +
      'The first motion lacks merit. Accordingly, the Court shall deny this motion.'
    expect(
      quoted('How did the court rule on the motions to suppress and to exclude the agent?', text)
        ?.quote,
    ).toBe('As explained below, the Court shall DENY both motions')
  })

  test('a decretal paragraph holding "case No. 7 CH 3" or a numbered list concludes', () => {
    const stay =
      'The movant asks for a stay.  All proceedings in Pike County case No. 7 CH 3 are stayed pending the ruling.\n' +
      'IT IS ORDERED that the request to stay the hearing set for May 2, 2021, in Pike County case No. 7 CH 3, is allowed.'
    expect(quoted('What did the court order in Lane v. Holt?', stay)?.outcome).toBe('Allowed')
    const listed =
      'The parties have complied with the Agreement, and the case shall be dismissed.\nIt is HEREBY ORDERED that:\n1.  The Agreement is terminated;\nand,\n2.  This case is dismissed with prejudice.\n'
    expect(quoted('How was the case finally disposed of?', listed)?.quote).toBe(
      'This case is dismissed with prejudice',
    )
  })

  test('asked what relief was ordered, what is done answers before the grant of the motion', () => {
    const text =
      'IV. CONCLUSION\n' +
      '16  For the reasons set forth above, the Court GRANTS Plaintiffs’ motion for summary\n' +
      '17  judgment and orders that, pursuant to 5 U.S.C. § 706, the Permit Rule, 88 Fed. Reg. 1,234, be\n' +
      '18  VACATED, and the matter is REMANDED to the Agency for further action.\n' +
      '19  IT IS SO ORDERED.'
    const found = quoted('What relief did the court order on the Permit Rule in Ames v. EPA?', text)
    expect(found?.quote).toContain('VACATED, and the matter is REMANDED to the Agency')
    // Asked how the motion was decided, the grant still answers.
    expect(
      quoted('How did the court rule on the motion for summary judgment in Ames v. EPA?', text)
        ?.quote,
    ).toContain('GRANTS Plaintiffs’ motion')
  })

  test('"remanded to the district court" is a ruling, not a permission "to" do something', () => {
    const text =
      'ORDERED, ADJUDGED, AND DECREED that the case be and hereby is REMANDED to the district court.'
    expect(quoted('What did the Fourth Circuit do with Ruiz v. Lamb?', text)?.outcome).toBe(
      'Remanded',
    )
  })
})

describe('a Texas appellate page’s case events', () => {
  // Written for this test (names and numbers invented).
  const PAGE = [
    'Case: 19-31-00877-CV',
    'Date Filed: 02/11/2031',
    'Style: Orcutt Haulage, LLC',
    'v.: Pellow Ranch Holdings, LLC',
    'CASE EVENTS',
    'Date Event Type Disposition Document',
    '09/04/2031 Memorandum opinion issued Reversed and remanded',
    '09/04/2031 Judgment issued Reversed and remanded',
    '02/11/2031 Notice of appeal filed',
  ].join('\n')

  test('"How was X decided?" is answered by the opinion’s row', () => {
    expect(
      answerText(
        'How was Orcutt Haulage v. Pellow Ranch Holdings decided?',
        matterOf([{ id: 'tx', text: PAGE }]),
      ),
    ).toContain('Decision: Reversed, remanded')
  })
})

// An opinion written for this test: an earlier appeal recited, then this appeal's ruling.
describe('an earlier appeal recited, a mixed ruling glued by the scan', () => {
  test('"On appeal, we affirmed" recites an earlier ruling: this paper dismisses', () => {
    const found = ruled(
      'What did the Fifth Circuit do with the appeal in Ott v. Vale Parish School Board?',
      'Because counsel was never enrolled for the class, we dismiss this appeal.\nIn 1979 the district court approved a plan. On appeal, we affirmed but held that the board could revisit it.',
    )
    expect(found?.outcome).toBe('Dismiss')
  })

  test('"we REVERSEthe" (a scan’s glued words) is the court’s ruling on the claim asked', () => {
    const found = ruled(
      'What did the Sixth Circuit decide on the free speech claim in Ott v. City of Vale?',
      'The district court granted summary judgment to the city.\nOn the free speech claim, we REVERSEthe district court’s grant of summary\njudgment to the city.',
    )
    expect(found?.outcome).toMatch(/^Reverse/)
  })
})
