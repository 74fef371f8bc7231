import { describe, expect, test } from 'vitest'
import { documentFacts } from '../facts'
import { askedOf } from './asked'
import { nameTerms } from './naming'
import { HOLDS } from './passageHolds'
import { answerOffline, withoutBlankNumbers } from './typed'
import { type Matter, matterOf } from './matter.harness'

// Two unrelated filings written for this test, in the styles of real captions.
const OPINION = [
  '81 P.3d 900 (2004)',
  'Marta ALVAREZ-KING, Appellant,',
  'v.',
  'LAKESHORE TRANSIT AUTHORITY, Appellee.',
  'No. 73104-2.',
  'Supreme Court of Washington, En Banc.',
  'Decided March 4, 2004.',
  '900 *900 OKAFOR, J.',
  'The trial court dismissed the claim, and we reverse the judgment for the reasons below.',
].join('\n')
const ORDER = [
  'UNITED STATES DISTRICT COURT',
  'DISTRICT OF MAINE',
  '',
  'CALVERTON CHAPEL OF BRIDGTON,        )',
  '          Plaintiff,                  )   Civil No. 1:20-cv-00156-NT',
  '     v.                               )',
  'JANET T. MILLS,                       )',
  '          Defendant.                  )',
  '',
  'ORDER ON MOTION FOR A TEMPORARY RESTRAINING ORDER',
  'The parties filed their statements by June 2, 2020, and the hearing was held on June 4, 2020.',
  'For these reasons, the motion for a temporary restraining order is DENIED.',
].join('\n')

function matter(): Matter {
  const docs = [
    { id: 'opinion', text: OPINION },
    { id: 'order', text: ORDER },
  ]
  return matterOf(docs)
}

describe('questions of fact, answered from the facts layer', () => {
  test('the kind of answer a question asks for', () => {
    expect(askedOf('Who is the district judge in Zepeda Rivas v. Jennings?')).toMatchObject({
      kinds: ['judge'],
      roles: ['district', 'trial', 'presiding'],
    })
    expect(askedOf('Which district court heard Calvary Chapel of Bangor’s case?')).toMatchObject({
      kinds: ['court'],
      courtWords: /\bdistrict\b/i,
    })
    expect(askedOf('What is the docket number in Doe v. Roe?')?.kinds).toEqual(['docket'])
    expect(askedOf('When was the opinion in Doe v. Roe filed?')).toMatchObject({ ownDate: true })
    expect(askedOf('How much did the court award in Doe v. Roe?')?.kinds).toEqual(['amount'])
    expect(askedOf('Who are the defendants in Doe v. Roe?')?.roles).toEqual(['defendant'])
    // Counsel are read from signature blocks and appearance lines (counsel.ts).
    expect(askedOf('Who represented the appellee in Doe v. Roe?')?.counsel).toBe(true)
    expect(askedOf('Why did the court reverse in Doe v. Roe?')).toBeNull()
  })

  test('a case is named by its capitalised words, not by the asking words', () => {
    expect(nameTerms('Who is the district judge in Zepeda Rivas v. Jennings?')).toEqual([
      'zepeda',
      'rivas',
      'jennings',
    ])
  })

  test('the fact comes first, cited on the line that states it, in the document the question names', () => {
    const { pages, facts } = matter()
    const author = answerOffline(
      'Which justice wrote the opinion in Alvarez-King v. Lakeshore Transit?',
      pages,
      facts,
    )
    expect(author.found).toBe(true)
    if (!author.found) return
    expect(author.parts[1]).toBe('Judge (author): Okafor [1]\n')
    expect(author.citations[0]).toMatchObject({ documentId: 'opinion', page: 1 })
    expect(author.citations[0]!.quote).toContain('OKAFOR, J.')
    for (const c of author.citations) expect(OPINION.slice(c.start, c.end)).toBe(c.quote)

    const court = answerOffline(
      'Which court heard Calverton Chapel of Bridgton v. Mills?',
      pages,
      facts,
    )
    expect(court.found && court.parts[1]).toBe(
      'Court: United States District Court for the District of Maine [1]\n',
    )
    const docket = answerOffline(
      'What is the civil number in Calverton Chapel v. Mills?',
      pages,
      facts,
    )
    expect(docket.found && docket.parts[1]).toBe('Docket number: 1:20-cv-00156-NT [1]\n')
  })

  test('how the court ruled is read from the paper’s disposition, cited where it stands', () => {
    const { pages, facts } = matter()
    const ruled = answerOffline(
      'How did the court rule on the TRO motion in Calverton Chapel v. Mills?',
      pages,
      facts,
    )
    expect(ruled.found && ruled.parts[1]).toBe('Decision: Denied [1]\n')
    expect(ruled.found && ruled.citations[0]!.quote).toContain('is DENIED')
    expect(askedOf('What did the Second Circuit decide in Doe v. Roe?')).toMatchObject({
      decision: true,
    })
  })

  test('a question naming the matter’s own case, which most of its papers name, still gets the fact', () => {
    const papers = [
      ORDER,
      'Letter about Calverton Chapel of Bridgton v. Mills: the deposition is on May 4, 2020.',
      'Notes on Calverton Chapel of Bridgton v. Mills and the parish hall.',
      'Calverton Chapel of Bridgton v. Mills: the exhibit list follows.',
    ]
    const pages = papers.map((text, i) => ({
      documentId: `d${i}`,
      documentName: `d${i}.pdf`,
      page: 1,
      text,
    }))
    const facts = papers.flatMap((text, i) =>
      documentFacts([{ page: 1, text }]).map((f) => ({
        ...f,
        documentId: `d${i}`,
        documentName: `d${i}.pdf`,
      })),
    )
    const court = answerOffline(
      'Which court heard Calverton Chapel of Bridgton v. Mills?',
      pages,
      facts,
    )
    expect(court.found && court.parts[1]).toBe(
      'Court: United States District Court for the District of Maine [1]\n',
    )
  })

  test('a dated event answers only what its sentence speaks of', () => {
    const { pages, facts } = matter()
    const due = answerOffline(
      'By what date were the statements due in Calverton Chapel v. Mills?',
      pages,
      facts,
    )
    expect(due.found && due.parts[1]).toBe('Date: June 2, 2020 [1]\n')
  })

  test('a question of fact the facts do not answer gets an honest "not found", not the caption', () => {
    const { pages, facts } = matter()
    expect(
      answerOffline(
        'Which magistrate judge signed the order in Calverton Chapel v. Mills?',
        pages,
        facts,
      ),
    ).toEqual({
      found: false,
    })
    expect(
      answerOffline('Who is the judge in Henderson v. Quarry Holdings?', pages, facts),
    ).toEqual({ found: false })
  })
})

describe('answers the issue-27 rules shape', () => {
  const MANDAMUS = [
    'SUPREME COURT OF MISSOURI',
    'STATE ex rel. HOLLIS COUNTY PUBLIC DEFENDER,   )',
    '          Relator,                              )',
    'vs.                                             )   No. SC90417',
    'THE HONORABLE MARGARET T. OYELARAN,             )',
    '          Respondent.                           )',
    'Opinion issued May 2, 2012',
  ].join('\n')
  const COMPLAINT = [
    'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF NEVADA',
    'UNITED STATES OF AMERICA, Plaintiff, v. BRIGHTLOOM, INC., Defendant.',
    'Case No. 2:23-cv-00871',
    'COMPLAINT FOR CIVIL PENALTIES',
    'See In re Brightloom, Inc., 160 F.T.C. 210 (Apr. 2, 2015) (Decision and Order).',
    'The United States seeks a filing fee of $402.00 and a civil penalty of $1,250,000.',
    'Dated: [Date]',
    '/s/ Odile M. Ferrante',
    'ODILE M. FERRANTE',
    'Trial Attorney',
  ].join('\n')

  const scope = (texts: Record<string, string>) =>
    matterOf(Object.entries(texts).map(([id, text]) => ({ id, text })))

  test('a judge the caption names as a party did not write the opinion', () => {
    const { pages, facts } = scope({ mandamus: MANDAMUS, order: ORDER })
    const q =
      'Which judge authored the opinion in State ex rel. Hollis County Public Defender v. Oyelaran?'
    expect(answerOffline(q, pages, facts)).toEqual({ found: false })
    const sued = answerOffline(
      'Who is the respondent judge in State ex rel. Hollis County Public Defender v. Oyelaran?',
      pages,
      facts,
    )
    expect(sued.found && sued.parts[1]).toContain('Margaret T. Oyelaran')
  })

  test('a date inside a legal citation does not say when this complaint was filed', () => {
    const { pages, facts } = scope({ complaint: COMPLAINT, order: ORDER })
    const q = 'On what date was the complaint in United States v. Brightloom, Inc. filed?'
    expect(answerOffline(q, pages, facts)).toEqual({ found: false })
  })

  test('an amount is the one its label names', () => {
    const { pages, facts } = scope({ complaint: COMPLAINT, order: ORDER })
    const q = 'What civil penalty amount does the United States seek from Brightloom?'
    const answer = answerOffline(q, pages, facts)
    expect(answer.found && answer.parts[1]).toContain('1,250,000')
  })

  test('counsel: the lawyer first, cited on the line that names it', () => {
    const { pages, facts } = scope({ complaint: COMPLAINT, order: ORDER })
    const answer = answerOffline('Who signed the complaint in the Brightloom case?', pages, facts)
    expect(answer.found && answer.parts[1]).toBe(
      'Counsel: Odile M. Ferrante (trial attorney) [1]\n',
    )
    expect(answer.found && answer.citations[0]!.quote).toContain('/s/ Odile M. Ferrante')
  })

  test('a question naming its case is answered from that case’s papers only', () => {
    const { pages, facts } = scope({ complaint: COMPLAINT, order: ORDER })
    const answer = answerOffline(
      'What does the Calverton Chapel order say about statements?',
      pages,
      facts,
    )
    expect(answer.found).toBe(true)
    if (answer.found) for (const c of answer.citations) expect(c.documentId).toBe('order')
  })
  test('who dissented or concurred: every judge of that separate opinion', () => {
    const APPEAL = [
      'SUPREME COURT OF WYOMING',
      'HARLAN PIERCE QUILLEN, Appellant,',
      'v.',
      'THE STATE OF WYOMING, Appellee.',
      'No. S-21-0114',
      'Before FOX, C.J., and KAUTZ, BOOMGAARDEN, GRAY, and FENN, JJ.',
      'GRAY, Justice.',
      'We affirm the judgment of the district court.',
      'Affirmed.',
      'Kautz and Fenn, JJ., dissent.',
      'BOOMGAARDEN, Justice, concurring in part and dissenting in part.',
    ].join('\n')
    const { pages, facts } = scope({ appeal: APPEAL, order: ORDER })
    const line = (q: string) => {
      const answer = answerOffline(q, pages, facts)
      return answer.found ? answer.parts[1] : 'not found'
    }
    expect(line('Which justices dissented in Quillen v. State?')).toBe(
      'Judges (dissenting): Kautz; Fenn; Boomgaarden [1]\n',
    )
    expect(line('Who concurred in part and dissented in part in Quillen v. State?')).toBe(
      'Judge (dissenting): Boomgaarden [1]\n',
    )
    // No one concurred alone: no judge of another part answers.
    expect(line('Which justice concurred in Quillen v. State?')).not.toMatch(/^Judge/)
  })
})

describe('a number the paper leaves blank answers no number question', () => {
  test('a stay application’s "No. 24A" before the clerk numbers it holds no number', () => {
    const quote =
      'No. 24A\nIn the Supreme Court of the United States\nLENA ROSS, ET AL., APPLICANTS'
    expect(HOLDS.docket!(withoutBlankNumbers(quote), [])).toBe(false)
    expect(HOLDS.docket!(withoutBlankNumbers('No. 24A1187 In the Supreme Court'), [])).toBe(true)
    expect(HOLDS.docket!(withoutBlankNumbers('Case No. ____ COMPLAINT'), [])).toBe(false)
  })
})
