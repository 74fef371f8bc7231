import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { counselOf } from './counsel'
import { findCounsel } from './counselChoice'
import { eventStems, withoutCourtNames } from './dated'
import { eventBeforeDate, eventDated } from './eventDated'
import { deadlineOnly } from './factRank'
import { paperSaid } from './paperDated'
import { moneyNamed } from './moneyNamed'
import { answerText, matterOf, onePage as page } from './matter.harness'
import { caseNameTerms, dottedInitials } from './naming'

// Unanswerable questions must not be answered with a neighbouring fact: a date of another
// event, money of another kind, a lawyer of another party, a passage that states no ruling.
// Every filing here is written for this test, in the styles of real captions and dockets.

describe('what a question asks for', () => {
  test('a question that opens by asking when wants a date, whoever its subject is', () => {
    const asked = askedOf('On what date did the district attorneys file suit in Orme v. Tate?')
    expect(asked?.counsel).toBeUndefined()
    expect(asked?.kinds[0]).toBe('date')
    expect(askedOf('When did counsel for the plaintiffs appear in Orme v. Tate?')?.label).toBe(
      'Date',
    )
  })

  test('"who signed" a party’s paper asks for its signer; a court’s paper for its judge', () => {
    expect(askedOf('Who signed the Statement of Interest in Orme v. Tate?')?.counsel).toBe(true)
    expect(askedOf('Who signed the findings letter to the Governor?')?.counsel).toBe(true)
    expect(askedOf('Who signed the order in Orme v. Tate?')?.kinds).toEqual(['judge'])
  })

  test('"when did the court decide" asks the ruling’s own date, as "when was it decided"', () => {
    expect(askedOf('When did the First Circuit decide the appeal in Orme v. Tate?')?.ownDate).toBe(
      true,
    )
    // A party's act, or anyone else's decision, is recounted by other papers.
    expect(askedOf('When did the plaintiffs file their reply in Orme v. Tate?')?.ownDate).toBe(
      false,
    )
    expect(askedOf('When did the agency decide to end the grants in Orme v. Tate?')?.ownDate).toBe(
      false,
    )
  })
})

describe('a case named by initials', () => {
  test('dotted initials are a party’s name; "U.S." is not', () => {
    expect(dottedInitials('K.R., a minor, v. U.S. Department of Labor')).toEqual(['kr'])
    expect(caseNameTerms('When is the hearing in K.R. v. U.S. Department of Labor?')).toContain(
      'kr',
    )
  })

  test('of two cases against one agency, the initials pick the case', () => {
    const filing = (plaintiff: string, dated: string) =>
      [
        'UNITED STATES DISTRICT COURT',
        'DISTRICT OF OREGON',
        `${plaintiff}, a minor,                 )`,
        '          Plaintiff,                  )   Case No. 3:21-cv-00410',
        '     v.                               )',
        'U.S. DEPARTMENT OF LABOR,             )',
        '          Defendant.                  )',
        `The agency issued its guidance on ${dated}, and the hearing is set for ${dated}.`,
      ].join('\n')
    const matter = matterOf([
      { id: 'kr', text: filing('K.R.', 'March 3, 2021') },
      { id: 'tm', text: filing('T.M.', 'April 9, 2021') },
    ])
    const answer = answerText(
      'When is the hearing set in T.M. v. U.S. Department of Labor?',
      matter,
    )
    expect(answer).toContain('April 9, 2021')
    expect(answer).not.toContain('March 3, 2021')
  })
})

describe('a lawyer of the party asked, or none', () => {
  const DOCKET = [
    'Plaintiff',
    'Harbor Tenants Union          represented by Miriam T. Okafor',
    'OKAFOR LEGAL',
    '12 Pine Street',
    'LEAD ATTORNEY',
    'ATTORNEY TO BE NOTICED',
    '',
    'V.',
    'Defendant',
    'Westfield Housing Authority',
    '',
    'Case 1:22-cv-00310-ABC   Document 12   Filed 04/02/22   Page 3 of 9',
  ].join('\n')

  test('a docket sheet names a party’s lawyer after "represented by"', () => {
    const found = findCounsel('Who is counsel for the Harbor Tenants Union?', [page(DOCKET)])
    expect(found?.name).toBe('Miriam T. Okafor')
    expect(found?.title).toBe('lead attorney')
  })

  test('the other side’s lawyer does not answer, and a page header is no name', () => {
    expect(findCounsel('Who is counsel for the defendants?', [page(DOCKET)])).toBeNull()
  })

  test('a title on the name’s line is no part of the name', () => {
    const found = findCounsel('Who signed the complaint as Secretary?', [
      page('By the Commission.\n\nNadia R. Pell Secretary\n'),
    ])
    expect(found?.name).toBe('Nadia R. Pell')
  })

  test('asked of counsel the papers do not name, "not found"', () => {
    const matter = matterOf([
      {
        id: 'docket',
        text: [
          'U.S. District Court, District of Vermont',
          'CIVIL DOCKET FOR CASE #: 2:23-cv-00077',
          'Lindqvist v. Barre School District',
          'Plaintiff',
          'Ana Lindqvist                 represented by Miriam T. Okafor',
          'ATTORNEY TO BE NOTICED',
          'Defendant',
          'Barre School District',
        ].join('\n'),
      },
    ])
    expect(
      answerText('Who is counsel for the defendant school district in Lindqvist v. Barre?', matter),
    ).toBe('not found')
  })
})

describe('a date of the event asked, not of a neighbouring one', () => {
  test('a deadline answers when a paper is due, not when it was filed', () => {
    expect(
      deadlineOnly('When did the plaintiffs file their opposition?', 'opposition due by '),
    ).toBe(true)
    expect(deadlineOnly('By what date is the opposition due?', 'opposition due by ')).toBe(false)
    expect(deadlineOnly('When did the plaintiffs file their opposition?', 'filed on ')).toBe(false)
  })

  test('a sentence dating another paper does not date the one asked', () => {
    expect(paperSaid('complaint', 'On May 2, 2024, Plaintiffs filed a motion to strike.')).toBe(
      false,
    )
    expect(paperSaid('complaint', 'Plaintiffs filed their complaint on May 2, 2024.')).toBe(true)
    // A filing stamp names no paper; a docket writes the paper in initials.
    expect(paperSaid('request', 'Filed in this office on the 10th day of May')).toBe(true)
    expect(paperSaid('notice of appeal', 'Date NOA filed: 7/7/97')).toBe(true)
  })

  test('in a paper of another type, only a sentence naming the paper asked dates it', () => {
    // A stipulation's recital and an order's signing line name no complaint.
    const recital = 'On March 3, 2021, the parties entered into an Interim Agreement.'
    expect(paperSaid('complaint', recital)).toBe(true)
    expect(paperSaid('complaint', recital, true)).toBe(false)
    expect(paperSaid('complaint', 'Ossining, New York, on JUN 9 1981', true)).toBe(false)
    expect(paperSaid('complaint', 'Plaintiffs filed their complaint on May 2, 2024.', true)).toBe(
      true,
    )
    // A case's start dates its complaint, in whatever words.
    expect(paperSaid('complaint', 'Plaintiffs commenced this action on May 2, 2024.', true)).toBe(
      true,
    )
    expect(paperSaid('motion', 'Plaintiffs commenced this action on May 2, 2024.', true)).toBe(
      false,
    )
  })

  test('a court named in a lower-case question is not taken for the whole question', () => {
    const q = 'When did the state file its petition in the Court of Appeals in Orme v. Tate?'
    expect(withoutCourtNames(q)).toContain('petition')
    expect([...eventStems(withoutCourtNames(q))].length).toBeGreaterThan(0)
  })

  test('a passage that only holds a date does not say when the event asked took place', () => {
    const heading =
      'Dec. 4, 1984.  In March 1984, the voters of Tate County approved a school bond issue'
    expect(eventDated('When is the trial on the merits scheduled in Orme v. Tate?', heading)).toBe(
      false,
    )
    expect(
      eventDated(
        'When is the trial scheduled in Orme v. Tate?',
        'The trial on the merits is scheduled for May 6, 1985.',
      ),
    ).toBe(true)
    // Asked on what day, a year in a statute's name is no date; a parenthesis describing the
    // case ("the County Jail case") names no event.
    expect(
      eventDated(
        'On what date did the United States file its complaint (the Orme County Jail case)?',
        'The United States, having brought this complaint under the Jails Act of 1980 about the Orme County Jail',
      ),
    ).toBe(false)
    // The paper's own name may say what its date is ("Notice of Deposition").
    expect(
      eventDated('When is Ana Reyes being deposed?', 'Date: May 6, 2025', 'Notice of Deposition'),
    ).toBe(true)
  })

  test('a scheduling order’s deadlines do not say when a paper was filed', () => {
    const matter = matterOf([
      {
        id: 'docket',
        text: [
          'U.S. District Court, District of Columbia',
          'CIVIL DOCKET FOR CASE #: 1:12-cv-00410',
          'Varga v. Lindell',
          '05/02/2012  7  MINUTE ORDER setting briefing schedule: Answer due by 6/4/2012;',
          'opposition to such motion due by 6/25/2012.',
        ].join('\n'),
      },
    ])
    expect(
      answerText('When did the plaintiffs file their opposition in Varga v. Lindell?', matter),
    ).toBe('not found')
  })
})

describe('money of the kind asked', () => {
  test('a bond is answered where a bond is said; a penalty where a fine or sanction is', () => {
    expect(moneyNamed('What bond did the court require?', 'the remaining $95 million')).toBe(false)
    expect(moneyNamed('What bond did the court require?', 'security in the amount of $100')).toBe(
      true,
    )
    expect(moneyNamed('What penalty did the court impose?', 'a sanction of $2,500')).toBe(true)
    expect(moneyNamed('How much did the defendant agree to pay?', 'the sum of $9,000')).toBe(true)
  })
})

describe('a ruling asked, or none', () => {
  test('a passage that states no ruling does not say how the court ruled', () => {
    const matter = matterOf([
      {
        id: 'order',
        text: [
          'UNITED STATES DISTRICT COURT',
          'WESTERN DISTRICT OF WASHINGTON',
          'PELL HARDWARE, LLC, Plaintiff, v. CITY OF TACOMA, Defendant.',
          'Case No. 3:21-cv-05512',
          'THIS MATTER comes before the Court on a motion for summary judgment filed by',
          'defendant City of Tacoma. The background of the protests is set out below.',
        ].join('\n'),
      },
    ])
    expect(
      answerText(
        'How did the court rule on the motion for summary judgment in Pell v. Tacoma?',
        matter,
      ),
    ).toBe('not found')
  })
})

describe('the paper asked, not its neighbour', () => {
  test('a magistrate judge’s recommendation is not the order adopting it', () => {
    expect(
      askedOf('When did the magistrate judge issue his Memorandum and Recommendation?')?.paper,
    ).toBe('memorandum and recommendation')
    expect(
      askedOf('When did the plaintiffs file their opposition to the motion to dismiss?')?.paper,
    ).toBe('opposition')
  })

  test('asked which district judge, the magistrate the question also names is not the answer', () => {
    expect(
      askedOf('Which district judge adopted the magistrate judge’s recommendation?')?.roles[0],
    ).toBe('district')
    expect(askedOf('Which magistrate judge wrote the recommendation?')?.roles).toEqual([
      'magistrate',
    ])
  })

  const MOTION = [
    'UNITED STATES DISTRICT COURT',
    'EASTERN DISTRICT OF MICHIGAN',
    'RENATA OSEI, Plaintiff, v. COUNTY OF LAPEER, Defendant.',
    'Case No. 2:20-cv-11802',
    'DEFENDANT’S MOTION TO DISMISS',
    'Defendant moves to dismiss the claims of Renata Osei for want of jurisdiction.',
    'CERTIFICATE OF SERVICE',
    'I hereby certify that on October 2, 2020, I electronically filed the MOTION TO DISMISS THE',
    'COMPLAINT with the Clerk of the Court using the CM/ECF system.',
    'Case 2:20-cv-11802   Document 9   Filed 10/02/20   Page 2 of 2',
  ].join('\n')

  test('a certificate of service dates its own paper, not the complaint', () => {
    const matter = matterOf([{ id: 'motion', text: MOTION }])
    expect(answerText('When did Renata Osei file her complaint in Osei v. Lapeer?', matter)).toBe(
      'not found',
    )
  })

  test('the clerk’s filing stamp does not say when a paper was signed', () => {
    const stamped = [
      'UNITED STATES DISTRICT COURT',
      'EASTERN DISTRICT OF MICHIGAN',
      'RENATA OSEI, Plaintiff, v. COUNTY OF LAPEER, Defendant.',
      'Case No. 2:20-cv-11802',
      'DEFENDANT’S MOTION TO DISMISS',
      'Defendant moves to dismiss the claims of Renata Osei for want of jurisdiction.',
      'Case 2:20-cv-11802   Document 9   Filed 10/02/20   Page 1 of 1',
    ].join('\n')
    const matter = matterOf([{ id: 'motion', text: stamped }])
    expect(
      answerText('On what day was the motion to dismiss signed in Osei v. Lapeer?', matter),
    ).not.toContain('October 2, 2020')
  })
})

describe('the signer, as the signature block prints it', () => {
  const BLOCK = [
    'Hana Okoro',
    'Counsel for Plaintiffs',
    '',
    'Dated: August 6, 2020',
    'Washington, D.C.',
    'Respectfully submitted,',
    '/s/ Tomas J. Ruiz',
    '',
    'ATTORNEYS FOR PLAINTIFFS',
    '1400 W. Peachtree St',
  ].join('\n')

  test('asked who signed, the "/s/" signer outranks a lawyer listed for the side', () => {
    expect(
      findCounsel('Who signed the plaintiffs’ notice of dismissal?', [page(BLOCK)])?.name,
    ).toBe('Tomas J. Ruiz')
  })

  test('an address is no lawyer’s name', () => {
    expect(counselOf(page(BLOCK)).map((c) => c.name)).not.toContain('W. Peachtree St')
  })
})

describe('a dated sentence the case’s name did not draw', () => {
  test('asked again without the case name, the event’s own sentence answers', () => {
    // A web page's text: no-break spaces between the words of paragraph 4.
    const complaint = [
      'UNITED STATES DISTRICT COURT FOR THE WESTERN DISTRICT OF MISSOURI',
      'ADA MARLOW, Plaintiff,',
      'v.',
      'KEENE SCHOOL DISTRICT, Defendant.',
      'COMPLAINT IN INTERVENTION',
      '3. The Keene School District is responsible for the education of all students enrolled in Keene.',
      '4.\u00a0Marlow\u00a0v.\u00a0Keene\u00a0School\u00a0District\u00a0and\u00a0Otto\u00a0Brandt,\u00a0No.\u00a031-0550-CV-W-2,\u00a0was\u00a0filed\u00a0on\u00a0June\u00a04,\u00a02031.\u00a0The\u00a0Plaintiff\u00a0alleges\u00a0that\u00a0the\u00a0District\u00a0violated\u00a0Title\u00a0IX\u00a0of\u00a0the\u00a0Education\u00a0Amendments\u00a0of\u00a01972\u00a0by\u00a0discriminating\u00a0on\u00a0the\u00a0basis\u00a0of\u00a0sex.\u00a0Otto\u00a0Brandt\u00a0was\u00a0dismissed\u00a0as\u00a0a\u00a0defendant\u00a0by\u00a0Order\u00a0of\u00a0the\u00a0Court\u00a0on\u00a0February\u00a011,\u00a02032.',
      '5. The Plaintiff was a student in the Keene School District from 2026 until 2030.',
    ].join('\n')
    // The dismissal's own date answers, not the filing date the case's name drew.
    const answer = answerText(
      'In Marlow v. Keene School District, when was Otto Brandt dismissed as a defendant?',
      matterOf([{ id: 'complaint', text: complaint }]),
    )
    expect(answer).toContain('February 11, 2032')
    expect(answer).not.toMatch(/Date: June 4, 2031/)
  })

  test('the event must be said before the date, in its sentence', () => {
    const q = 'On what date is the site visit to the Keene plant scheduled in Marlow v. Keene?'
    expect(
      eventBeforeDate(
        q,
        'Plaintiffs filed the instant Motion on July 24, 2032, requesting a site visit to the plant.',
      ),
    ).toBe(false)
    expect(eventBeforeDate(q, 'The site visit is scheduled for August 3, 2032.')).toBe(true)
  })
})
