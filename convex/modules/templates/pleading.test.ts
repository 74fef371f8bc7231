import { describe, expect, test } from 'vitest'
import { withoutBlanks } from './findings'
import {
  allegationScore,
  claimText,
  factualAllegations,
  isPleading,
  mainPleading,
  mostTelling,
  pleadingFindings,
  pleadingsRead,
  readPleading,
} from './pleading'
import type { FindingSource, SourcePage } from './types'

const pagesOf = (texts: string[], documentId = 'doc1', documentName = 'Complaint.pdf') =>
  texts.map((text, i): SourcePage => ({ documentId, documentName, page: i + 1, text }))

function expectExact(pages: SourcePage[], sources: FindingSource[]) {
  expect(sources.length).toBeGreaterThan(0)
  for (const source of sources) {
    const page = pages.find((p) => p.documentId === source.documentId && p.page === source.page)!
    expect(page.text.slice(source.start, source.end)).toBe(source.quote)
    expect(source.quote).toBe(source.quote.trim())
  }
}

const header = (n: number) =>
  `Case 1:23-cv-04512-JMF   Document 1   Filed 06/02/23   Page ${n} of 3\n\n`

// A federal complaint: caption in a block, "COUNT I" headings, a paragraph across a page break.
const FEDERAL = pagesOf([
  header(1) +
    `UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK

MARIA REYES and DANIEL OKAFOR,

                    Plaintiffs,

          v.                                   Case No. 1:23-cv-04512

BRIGHT HARBOR LOGISTICS, INC.,

                    Defendant.

COMPLAINT AND DEMAND FOR JURY TRIAL

Plaintiffs Maria Reyes and Daniel Okafor, by their attorneys, allege as follows:

NATURE OF THE ACTION

1. This is an action for unpaid wages and breach of contract arising from Defendant's
failure to pay the commissions it promised.

JURISDICTION AND VENUE

2. This Court has jurisdiction over this action under 28 U.S.C. § 1331 and 28 U.S.C.
§ 1367.

3. Venue is proper in this District under 28 U.S.C. § 1391(b) because Defendant does
business here.

THE PARTIES

4. Plaintiff Maria Reyes is an individual residing in Queens County, New York.

5. Defendant Bright Harbor Logistics, Inc. is a Delaware corporation with its principal
place of business in Newark, New Jersey.
`,
  header(2) +
    `FACTUAL ALLEGATIONS

6. On March 3, 2021, Bright Harbor hired Ms. Reyes as a regional sales manager at an
annual salary of $85,000.

7. Bright Harbor's written commission plan promised Ms. Reyes "five percent of gross margin
on every account she brings in."

8. Plaintiffs worked more than forty hours in most weeks.

9. Between June 2021 and January 2022, Mr. Okafor closed eleven accounts for Bright
Harbor, generating gross margin of $1,240,000.

10. On January 14, 2022, Bright Harbor's chief financial officer wrote to Mr. Okafor that the
`,
  header(3) +
    `commissions "will not be paid this year."

11. Bright Harbor has never paid the commissions it owes to either Plaintiff.

COUNT I
(Breach of Contract)
(Against Defendant Bright Harbor Logistics, Inc.)

12. Plaintiffs repeat and reallege paragraphs 1 through 11 as if fully set forth herein.

13. Bright Harbor breached the commission plan by failing to pay $62,000 in earned
commissions.

COUNT II – VIOLATION OF THE FAIR LABOR STANDARDS ACT
(On Behalf of All Plaintiffs)

14. Bright Harbor failed to pay overtime at one and one-half times the regular rate.

COUNT III
UNJUST ENRICHMENT

15. Bright Harbor was enriched at Plaintiffs' expense.

PRAYER FOR RELIEF

WHEREFORE, Plaintiffs respectfully request that the Court:

(a) award Plaintiffs damages of not less than $62,000;

(b) award unpaid overtime and liquidated damages under 29 U.S.C. § 216(b);

(c) award pre- and post-judgment interest; and

(d) grant such other relief as the Court deems just and proper.

DEMAND FOR JURY TRIAL

Plaintiffs demand a trial by jury on all issues so triable.

Dated: June 2, 2023
New York, New York
`,
])

// A state court complaint: the ")" column caption, causes of action, a WHEREFORE prayer.
const STATE = pagesOf(
  [
    `SUPERIOR COURT OF THE STATE OF CALIFORNIA
COUNTY OF ALAMEDA

JANE DOE, an individual,            )  Case No. RG21-123456
                                     )
            Plaintiff,               )  COMPLAINT FOR DAMAGES
                                     )
      vs.                            )
                                     )
OAKVIEW PROPERTIES, LLC, a           )
California limited liability company; )
and DOES 1 through 20, inclusive,    )
                                     )
            Defendants.              )
                                     )

Plaintiff Jane Doe alleges:

GENERAL ALLEGATIONS

1. Plaintiff is, and at all relevant times was, a resident of Alameda County.

2. Defendant Oakview Properties, LLC owns the apartment building at 1400 Lakeshore
Avenue, Oakland, where Plaintiff rents a unit.

3. On November 12, 2020, Plaintiff slipped on a broken stair tread in the building's east
stairwell and fractured her left wrist.

4. Oakview had received written complaints about the stair tread on August 3, 2020 and
September 21, 2020, and did not repair it.
`,
    `FIRST CAUSE OF ACTION
(Negligence – Against All Defendants)

5. Plaintiff incorporates paragraphs 1 through 4 as though set forth in full.

6. Defendants owed Plaintiff a duty to maintain the stairwell in a reasonably safe
condition.

SECOND CAUSE OF ACTION
(Premises Liability – Against Defendant Oakview Properties, LLC)

7. Defendants breached that duty, causing Plaintiff medical expenses of $48,250.

WHEREFORE, Plaintiff prays for judgment against Defendants as follows:

1. For general damages according to proof;
2. For medical expenses of $48,250;
3. For costs of suit; and
4. For such other relief as the Court deems proper.

Dated: January 5, 2022                 LAW OFFICES OF RUTH ALVAREZ
`,
  ],
  'doc2',
  'Doe Complaint.pdf',
)

describe('reading a federal complaint', () => {
  const pleading = readPleading(FEDERAL)

  test('the caption parties, each side with its word, and the paper’s name', () => {
    expect(pleading.parties.map((p) => [p.role, p.name])).toEqual([
      ['Plaintiff', 'Maria Reyes'],
      ['Plaintiff', 'Daniel Okafor'],
      ['Defendant', 'Bright Harbor Logistics, Inc.'],
    ])
    expect(pleading.title?.name).toBe('Complaint')
    expectExact(FEDERAL, [
      ...pleading.parties.flatMap((p) => p.sources),
      ...pleading.title!.sources,
    ])
  })

  test('every numbered paragraph once, in its section, the running header left out', () => {
    expect(pleading.allegations.map((a) => a.number)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    )
    const sections = Object.fromEntries(pleading.allegations.map((a) => [a.number, a.section]))
    expect(sections).toMatchObject({
      1: 'intro',
      2: 'jurisdiction',
      4: 'parties',
      6: 'facts',
      11: 'facts',
      12: 'claims',
      15: 'claims',
    })
    const tenth = pleading.allegations.find((a) => a.number === 10)!
    expect(tenth.text).toBe(
      'On January 14, 2022, Bright Harbor\'s chief financial officer wrote to Mr. Okafor that the commissions "will not be paid this year."',
    )
    // Across the page break: one passage on each page, neither holding the running header.
    expect(tenth.sources.map((s) => s.page)).toEqual([2, 3])
    expect(tenth.sources.some((s) => /Filed|Page \d of/.test(s.quote))).toBe(false)
    expectExact(
      FEDERAL,
      pleading.allegations.flatMap((a) => a.sources),
    )
    // A paragraph ends at the heading after it, not at the next number.
    expect(pleading.allegations.find((a) => a.number === 5)!.text).toMatch(/New Jersey\.$/)
    expect(pleading.allegations.find((a) => a.number === 15)!.text).toBe(
      "Bright Harbor was enriched at Plaintiffs' expense.",
    )
  })

  test('the counts, with their titles and whom they are against', () => {
    expect(pleading.claims.map(claimText)).toEqual([
      'Count I: Breach of Contract (against Defendant Bright Harbor Logistics, Inc.)',
      'Count II: Violation of the Fair Labor Standards Act',
      'Count III: Unjust Enrichment',
    ])
    expectExact(
      FEDERAL,
      pleading.claims.flatMap((c) => c.sources),
    )
    expect(pleading.claims[0]!.sources[0]!.quote).toBe(
      'COUNT I\n(Breach of Contract)\n(Against Defendant Bright Harbor Logistics, Inc.)',
    )
  })

  test('the prayer’s items, up to the jury demand', () => {
    expect(pleading.prayer).toBe(true)
    expect(pleading.relief.map((r) => r.text)).toEqual([
      'award Plaintiffs damages of not less than $62,000',
      'award unpaid overtime and liquidated damages under 29 U.S.C. § 216(b)',
      'award pre- and post-judgment interest',
      'grant such other relief as the Court deems just and proper.',
    ])
    expectExact(
      FEDERAL,
      pleading.relief.flatMap((r) => r.sources),
    )
  })

  test('the factual allegations are the facts section’s, the telling ones first chosen', () => {
    const facts = factualAllegations(pleading)
    expect(facts.map((a) => a.number)).toEqual([6, 7, 8, 9, 10, 11])
    const words = ['Reyes', 'Okafor', 'Bright', 'Harbor', 'Logistics']
    // Dated, in money and naming a party beats a bare statement.
    expect(allegationScore(facts[0]!.text, words)).toBeGreaterThan(
      allegationScore(facts[2]!.text, words),
    )
    expect(mostTelling(facts, words, 3).map((a) => a.number)).toEqual([6, 9, 10])
  })
})

describe('reading a state court complaint', () => {
  const pleading = readPleading(STATE)

  test('the ")" caption: the parties without descriptions or Does', () => {
    expect(pleading.parties.map((p) => [p.role, p.name])).toEqual([
      ['Plaintiff', 'Jane Doe'],
      ['Defendant', 'Oakview Properties, LLC'],
    ])
    expect(pleading.title?.name).toBe('Complaint')
  })

  test('causes of action, against whom; the WHEREFORE list as the relief', () => {
    expect(pleading.claims.map(claimText)).toEqual([
      'First Cause of Action: Negligence (against All Defendants)',
      'Second Cause of Action: Premises Liability (against Defendant Oakview Properties, LLC)',
    ])
    expect(pleading.relief.map((r) => r.text)).toEqual([
      'For general damages according to proof',
      'For medical expenses of $48,250',
      'For costs of suit',
      'For such other relief as the Court deems proper.',
    ])
    expect(pleading.allegations.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    // The last paragraph stops at the WHEREFORE clause.
    expect(pleading.allegations.at(-1)!.text).toBe(
      'Defendants breached that duty, causing Plaintiff medical expenses of $48,250.',
    )
    expectExact(STATE, [
      ...pleading.claims.flatMap((c) => c.sources),
      ...pleading.relief.flatMap((r) => r.sources),
      ...pleading.allegations.flatMap((a) => a.sources),
      ...pleading.parties.flatMap((p) => p.sources),
    ])
  })

  test('"GENERAL ALLEGATIONS" are the facts; where the plaintiff lives is not one', () => {
    expect(factualAllegations(pleading).map((a) => a.number)).toEqual([2, 3, 4])
  })
})

describe('the forms a pleading takes', () => {
  test('"COUNT ONE", "FIRST CLAIM FOR RELIEF" and a table of contents naming the counts first', () => {
    const pages = pagesOf([
      `TABLE OF CONTENTS
COUNT ONE – Fraud .................................... 2
COUNT TWO – Conversion ............................... 2

1. Acme Corp. sold Plaintiff a counterfeit painting on May 5, 2019 for $250,000.

2. Acme Corp. knew the painting was counterfeit when it sold it.

3. Acme Corp. kept the proceeds of the sale.
`,
      `COUNT ONE – FRAUD

4. Acme Corp. misrepresented the painting's provenance.

COUNT TWO – CONVERSION (Against Acme Corp. and John Roe)

5. Count I is brought by Plaintiff alone and does not depend on
Count II of this pleading, which stands on its own.

FIRST CLAIM FOR RELIEF – DECLARATORY JUDGMENT

6. Plaintiff seeks a declaration that the sale is void.
`,
    ])
    const pleading = readPleading(pages)
    expect(pleading.claims.map(claimText)).toEqual([
      'Count One: Fraud',
      'Count Two: Conversion (against Acme Corp. and John Roe)',
      'First Claim for Relief: Declaratory Judgment',
    ])
    // The counts are the headings on page 2, not the table of contents.
    expect(pleading.claims.map((c) => c.sources[0]!.page)).toEqual([2, 2, 2])
    expect(pleading.allegations.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pleading.allegations[4]!.text).toMatch(/^Count I is brought .* stands on its own\.$/)
  })

  test('a title in sentence case on the line under its count is still the title', () => {
    const pages = pagesOf([
      `COUNT I
Section 10(b) and Rule 10b-5
(Against All Defendants)
1. Plaintiff repeats and realleges each and every allegation above.
COUNT II
Section 20(a) control-person liability
(Against the Individual Defendants)
2. Plaintiff repeats and realleges each and every allegation above.
COUNT III
Plaintiff repeats each allegation above as if set forth here.
3. Defendants are liable.
`,
    ])
    expect(readPleading(pages).claims.map(claimText)).toEqual([
      'Count I: Section 10(b) and Rule 10b-5 (against All Defendants)',
      'Count II: Section 20(a) control-person liability (against Individual Defendants)',
      // A sentence under the heading is not its title.
      'Count III',
    ])
  })

  test('a caption listing the causes of action by number: the body’s paragraphs are the run', () => {
    const pages = pagesOf([
      `SUPERIOR COURT OF THE STATE OF CALIFORNIA
FOR THE COUNTY OF LOS ANGELES

DEVON PRICE,
            Plaintiff,
      v.
SUNCOAST MOTORS, INC.,
            Defendant.

COMPLAINT FOR DAMAGES
1. VIOLATION OF THE SONG-BEVERLY CONSUMER WARRANTY ACT;
2. FRAUD

1. Plaintiff bought a new 2022 Suncoast Breeze from Defendant on March 3, 2022.

2. The car's transmission failed four times in its first year.

3. Defendant did not replace the car or refund its price of $41,300.

FIRST CAUSE OF ACTION
(Violation of the Song-Beverly Consumer Warranty Act)

4. Defendant failed to conform the car to its warranty.
`,
    ])
    const pleading = readPleading(pages)
    expect(pleading.allegations.map((a) => [a.number, a.text.slice(0, 20)])).toEqual([
      [1, 'Plaintiff bought a n'],
      [2, "The car's transmissi"],
      [3, 'Defendant did not re'],
      [4, 'Defendant failed to '],
    ])
    expect(pleading.title?.name).toBe('Complaint')
  })

  test('a filing converted to text: the attorneys’ block, title-case subheadings, "> 12." marks', () => {
    const text = `JANE MORROW, SBN 123456
jmorrow@example.gov
100 Main Street, Suite 400
Oakland, CA 94612

[Additional Attorneys for Plaintiff Listed on Signature Page]

UNITED STATES DISTRICT COURT
NORTHERN DISTRICT OF CALIFORNIA

Case No.

COMPLAINT FOR CIVIL PENALTIES AND OTHER RELIEF

Plaintiff, the United States of America, for its Complaint alleges:

1. Plaintiff brings this action against Defendant Lumen Apps, Inc. (“Lumen”) under the FTC Act.

JURISDICTION AND VENUE

2. This Court has jurisdiction under 28 U.S.C. §§ 1331 and 1345.

DEFENDANT

3. Defendant Lumen Apps, Inc. is a Delaware corporation with its principal place of business in San Jose.

THE FTC ACT

4. Section 5(a) of the FTC Act, 15 U.S.C. § 45(a), prohibits unfair or deceptive acts or practices.

Lumen Sells Subscriptions to Its Photo App

5. Since March 2021, Lumen has sold weekly subscriptions to its photo app for $7.99.

> 6. Lumen charged consumers after they cancelled, collecting more than $2,400,000.

> 7. On May 4, 2022, a Lumen engineer wrote that the cancel button “does nothing.”

Lumen Ignored Complaints

8. Lumen received over 9,000 complaints about the charges in 2022.

COUNT I
Deceptive Billing Practices

9. Lumen’s billing practices violate Section 5(a) of the FTC Act.

PRAYER FOR RELIEF

10. Wherefore, Plaintiff requests that the Court:

A. Enter a permanent injunction;

B. Award civil penalties.

Exhibit A follows.
`
    const pages = pagesOf([text])
    const pleading = readPleading(pages)
    expect(pleading.title?.name).toBe('Complaint')
    // No party is "Attorneys for": the plaintiff is the one the opening sentence names, the
    // defendant the name its side's word introduces.
    expect(pleading.parties.map((p) => [p.role, p.name])).toEqual([
      ['Plaintiff', 'United States of America'],
      ['Defendant', 'Lumen Apps, Inc.'],
    ])
    expect(pleading.allegations.map((a) => [a.number, a.section])).toEqual([
      [1, 'none'],
      [2, 'jurisdiction'],
      [3, 'parties'],
      [4, 'law'],
      [5, 'facts'],
      [6, 'facts'],
      [7, 'facts'],
      [8, 'facts'],
      [9, 'claims'],
    ])
    // A subheading ends the paragraph before it.
    expect(pleading.allegations[3]!.text).toMatch(/practices\.$/)
    expect(pleading.allegations[5]!.text).toBe(
      'Lumen charged consumers after they cancelled, collecting more than $2,400,000.',
    )
    expect(factualAllegations(pleading).map((a) => a.number)).toEqual([5, 6, 7, 8])
    // "10. Wherefore…" opens the prayer; the last item ends with its paragraph.
    expect(pleading.relief.map((r) => r.text)).toEqual([
      'Enter a permanent injunction',
      'Award civil penalties.',
    ])
    expectExact(pages, [
      ...pleading.allegations.flatMap((a) => a.sources),
      ...pleading.parties.flatMap((p) => p.sources),
      ...pleading.relief.flatMap((r) => r.sources),
    ])
  })

  test('a table of contents naming the prayer does not end the pleading at its start', () => {
    const pages = pagesOf([
      `TABLE OF CONTENTS\n\nFACTS\nPRAYER FOR RELIEF\n\nFACTS\n\n${Array.from(
        { length: 25 },
        (_, i) =>
          `${i + 1}. Orbit Bank charged Plaintiff fee number ${i + 1} on June ${i + 1}, 2023.`,
      ).join('\n\n')}\n\nWHEREFORE, Plaintiff demands judgment of $875.\n`,
    ])
    const pleading = readPleading(pages)
    expect(pleading.allegations).toHaveLength(25)
    expect(pleading.prayer).toBe(false)
    expect(pleading.relief.map((r) => r.text)).toEqual([
      'WHEREFORE, Plaintiff demands judgment of $875.',
    ])
  })

  test('a running footer on every page does not cut a paragraph or open a section', () => {
    const footer = (n: number) => `\nCLASS ACTION COMPLAINT - ${n}\n`
    const pages = pagesOf([
      `FACTUAL BACKGROUND\n\n1. Northwind Bank charged Plaintiff an overdraft fee of $35 on July 1, 2022.\n\n2. Northwind Bank charged the fee although the account held enough money to cover${footer(1)}`,
      `the transaction when it was authorised.\n\n3. Northwind Bank charged a second fee on July 2, 2022.${footer(2)}`,
      `4. Northwind Bank refused to refund either fee.\n\nCOUNT I\nBREACH OF CONTRACT\n\n5. Northwind Bank breached the account agreement.${footer(3)}`,
    ])
    const pleading = readPleading(pages)
    expect(pleading.allegations.map((a) => [a.number, a.section])).toEqual([
      [1, 'facts'],
      [2, 'facts'],
      [3, 'facts'],
      [4, 'facts'],
      [5, 'claims'],
    ])
    expect(pleading.allegations[1]!.text).toBe(
      'Northwind Bank charged the fee although the account held enough money to cover the transaction when it was authorised.',
    )
    expectExact(
      pages,
      pleading.allegations.flatMap((a) => a.sources),
    )
  })

  test('pleading paper’s line numbers are not paragraphs; the paragraphs’ numbers are', () => {
    // Each page numbers its lines 1 to 28 down the margin; the text puts the number first.
    const paper = (lines: string[]) =>
      Array.from({ length: 28 }, (_, i) => `${i + 1}${lines[i] ? `   ${lines[i]}` : ''}`).join('\n')
    const pages = pagesOf([
      paper([
        'FACTUAL ALLEGATIONS',
        '',
        '1. Plaintiff Lena Park leased a 2019 Ford truck from Valley Motors on',
        'April 2, 2021, for $612 a month.',
        '',
        '2. Valley Motors repossessed the truck on October 9, 2021 without',
        'notice to Plaintiff.',
        '',
        '3. Valley Motors sold the truck at a private sale for $14,000.',
      ]),
      paper([
        '4. Plaintiff was never told of the sale, and learned of it from a',
        'collection letter dated December 1, 2021.',
        '',
        'COUNT I',
        'WRONGFUL REPOSSESSION',
        '',
        '5. Valley Motors had no right to take the truck.',
      ]),
    ])
    const pleading = readPleading(pages)
    expect(pleading.allegations.map((a) => [a.number, a.section])).toEqual([
      [1, 'facts'],
      [2, 'facts'],
      [3, 'facts'],
      [4, 'facts'],
      [5, 'claims'],
    ])
    expect(pleading.allegations[0]!.text).toBe(
      'Plaintiff Lena Park leased a 2019 Ford truck from Valley Motors on April 2, 2021, for $612 a month.',
    )
    expect(pleading.claims.map(claimText)).toEqual(['Count I: Wrongful Repossession'])
    expectExact(
      pages,
      pleading.allegations.flatMap((a) => a.sources),
    )
    // A transcript's line numbers are no paragraphs either.
    const transcript = pagesOf(
      [1, 2, 3].map((n) =>
        Array.from(
          { length: 25 },
          (_, i) => `${i + 1} ${i % 2 ? 'A. Yes, I did.' : `Q. Did you see page ${n}?`}`,
        ).join('\n'),
      ),
    )
    expect(readPleading(transcript).allegations).toEqual([])
  })

  test('a document that is no pleading gives its caption’s parties and nothing else', () => {
    const pages = pagesOf([
      `UNITED STATES DISTRICT COURT
DISTRICT OF OREGON

LENA PARK,
          Plaintiff,
     v.
VALLEY MOTORS, INC.,
          Defendant.

DECLARATION OF LENA PARK

1. I am the plaintiff in this action and make this declaration on personal knowledge.

2. On October 9, 2021 Valley Motors took my truck from my driveway.

3. Nobody from Valley Motors told me the truck would be sold.
`,
    ])
    const pleading = readPleading(pages)
    expect(isPleading(pleading)).toBe(false)
    expect(pleading.title).toBeNull()
    expect(pleadingFindings(pages).map((f) => `${f.kind}:${f.text}`)).toEqual([
      'party:Lena Park',
      'party:Valley Motors, Inc.',
    ])
  })
})

describe('findings across documents', () => {
  test('each document’s findings are its own; the complaint is the one stating claims', () => {
    const letter = pagesOf(
      [
        'Re: Reyes v. Bright Harbor Logistics, Inc., No. 1:23-cv-04512\n\nDear Counsel: we write about the commissions.',
      ],
      'letter',
      'Letter.pdf',
    )
    const findings = [
      ...pleadingFindings(letter),
      ...pleadingFindings(STATE),
      ...pleadingFindings(FEDERAL),
    ]
    const read = pleadingsRead(findings)
    expect(read.map((r) => r.documentName)).toEqual([
      'Letter.pdf',
      'Doe Complaint.pdf',
      'Complaint.pdf',
    ])
    // Three counts beat two causes of action.
    expect(mainPleading(read)?.documentName).toBe('Complaint.pdf')
    expect(mainPleading(read.slice(0, 1))).toBeNull()
    const federal = read.find((r) => r.documentId === 'doc1')!
    expect(federal.allegations.map((a) => a.label)).toEqual(['6', '7', '8', '9', '10', '11'])
    expect(new Set(findings.map((f) => `${f.kind}:${f.key}`)).size).toBe(findings.length)
    for (const finding of findings) {
      expectExact([...letter, ...FEDERAL, ...STATE], finding.sources)
    }
  })

  test('a blank the document left is said as one', () => {
    expect(withoutBlanks('damages of $_______ and [AMOUNT] more')).toBe(
      'damages of $(blank in the original) and (blank in the original) more',
    )
  })
})

describe('speed', () => {
  // Its time is measured in bench/modules.ts, never asserted here: a busy machine is not a fault.
  test('a 300-page complaint is read', () => {
    const texts: string[] = []
    let n = 0
    for (let p = 1; p <= 300; p++) {
      const paragraphs: string[] = [`Case 2:22-cv-00001 Document 1 Filed 01/02/22 Page ${p} of 300`]
      if (p === 2) paragraphs.push('FACTUAL ALLEGATIONS')
      if (p % 50 === 0) paragraphs.push(`COUNT ${p / 50}\n(Breach of Contract)`)
      for (let i = 0; i < 8; i++) {
        n++
        paragraphs.push(
          `${n}. On March ${(n % 28) + 1}, 2021, Acme Corp. paid Beta LLC $${n},000 under the supply agreement, and Beta LLC\nshipped ${n} units to the warehouse in Dayton, Ohio, as purchase order ${n * 7} required.`,
        )
      }
      texts.push(paragraphs.join('\n\n'))
    }
    texts.push('PRAYER FOR RELIEF\n\n(a) damages;\n(b) costs.\n\nDated: May 1, 2022')
    const pages = pagesOf(texts)
    const findings = pleadingFindings(pages)
    expect(findings.filter((f) => f.kind === 'allegation')).toHaveLength(40)
    expect(findings.filter((f) => f.kind === 'claim')).toHaveLength(6)
  })
})
