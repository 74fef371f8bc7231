import { describe, expect, test } from 'vitest'
import { documentRequests } from './documentRequests'
import { addFindings } from './findings'
import { expectSound, pagesOf } from './test.drafts'
import type { DraftBlock, Finding, MatterFacts, SourcePage, TemplateDraft } from './types'

const FEDERAL_COURT = 'United States District Court for the District of New Jersey'

function matterOf(facts: Partial<MatterFacts>): MatterFacts {
  return { name: 'Osei v. Lakeland', representedParties: [], adverseParties: [], ...facts }
}

/** A run: each document read in turn, its findings added, the requests written from them all. */
function run(documents: SourcePage[][], matter: MatterFacts): TemplateDraft {
  const findings: Finding[] = []
  for (const pages of documents) {
    addFindings(findings, documentRequests.read(pages, {}), documentRequests.order)
  }
  return documentRequests.write(findings, {
    matter,
    inputs: {},
    documentsRead: documents.length,
    today: '2026-11-28',
    author: 'Ana Ruiz',
    firm: 'Ruiz & Cole LLP',
  })
}

/** The list under a heading. */
function listUnder(blocks: DraftBlock[], heading: string) {
  const at = blocks.findIndex((b) => b.type === 'heading' && b.text === heading)
  expect(at).toBeGreaterThan(-1)
  const next = blocks[at + 1]
  if (next?.type !== 'list') throw new Error(`No list under ${heading}`)
  return next
}

const COMPLAINT = pagesOf('complaint', 'Osei First Amended Complaint.pdf', [
  `UNITED STATES DISTRICT COURT
DISTRICT OF NEW JERSEY

KWAME OSEI and
ABENA OSEI,
                         Plaintiffs,
        v.                                  Civil Action No. 2:24-cv-08812

LAKELAND HOME WARRANTY COMPANY,
                         Defendant.

FIRST AMENDED COMPLAINT

THE PARTIES

1. Plaintiffs Kwame Osei and Abena Osei reside in Montclair, New Jersey.

2. Defendant Lakeland Home Warranty Company is a New Jersey corporation with its principal
place of business in Trenton, New Jersey.

JURISDICTION AND VENUE

3. This Court has jurisdiction under 28 U.S.C. § 1332(d).

FACTUAL ALLEGATIONS

4. On January 9, 2023, Plaintiffs bought a Lakeland "Platinum Home Shield" warranty for
$1,150 covering their home's heating system.

5. On February 2, 2023, the furnace failed, and Plaintiffs filed claim number LK-44871
with Lakeland.

6. Upon information and belief, Lakeland instructs its adjusters to deny heating claims
filed in the first ninety days of coverage.
`,
  `7. Lakeland denied the claim on February 20, 2023, citing a "pre-existing condition"
without inspecting the furnace.

8. Plaintiffs paid $9,400 to replace the furnace.

9. Lakeland's website promised "no-hassle approval for covered repairs."

COUNT I
(Breach of Contract)

10. Plaintiffs incorporate the allegations above.

11. Lakeland breached the warranty by denying a covered claim.

COUNT II
(New Jersey Consumer Fraud Act, N.J.S.A. 56:8-1 et seq.)

12. Lakeland's promise of "no-hassle approval" was a misrepresentation.

PRAYER FOR RELIEF

(a) Compensatory damages of $9,400;
(b) Treble damages under N.J.S.A. 56:8-19; and
(c) Attorneys' fees and costs.

Dated: March 4, 2024
`,
])

const NOTICE = pagesOf('notice', 'Deposition Notice.pdf', [
  `Please take notice that the deposition of Kwame Osei will be taken on May 1, 2024.`,
])

describe('the requests for production', () => {
  test('from the plaintiffs to the defendant the caption names, one request per telling fact', () => {
    const draft = run(
      [COMPLAINT],
      matterOf({
        court: FEDERAL_COURT,
        representedParties: [
          { name: 'Kwame Osei', role: 'Plaintiff' },
          { name: 'Abena Osei', role: 'Plaintiff' },
        ],
      }),
    )
    expectSound(draft, [COMPLAINT])
    expect(draft.missingInputs).toEqual([])
    expect(draft.blocks[0]).toMatchObject({
      type: 'paragraph',
      text: 'Plaintiffs Kwame Osei and Abena Osei request under Rule 34 of the Federal Rules of Civil Procedure that Defendant Lakeland Home Warranty Company produce the documents and communications described below, in its possession, custody or control, within thirty days of service of these requests.',
    })
    // The intro cites the caption that names the responding party.
    const intro = draft.blocks[0] as Extract<DraftBlock, { type: 'paragraph' }>
    expect(draft.citations[intro.cites[0]! - 1]!.quote).toMatch(/^LAKELAND HOME WARRANTY/)
    const definitions = listUnder(draft.blocks, 'Definitions')
    expect(definitions.items.map((item) => item.text.split('”')[0])).toEqual([
      '“Document',
      '“Communication',
      '“Concerning',
      '“You',
    ])
    expect(definitions.items[3]!.text).toBe(
      '“You” and “Your” mean Defendant Lakeland Home Warranty Company, and every officer, director, employee, agent and attorney acting on its behalf.',
    )
    const requests = listUnder(draft.blocks, 'Requests')
    expect(requests.ordered).toBe(true)
    const texts = requests.items.map((item) => item.text)
    expect(texts.slice(0, 3)).toEqual([
      'All documents identified, described or referred to in Your initial disclosures under Rule 26(a)(1) of the Federal Rules of Civil Procedure.',
      'All communications between You and Kwame Osei and Abena Osei concerning the matters alleged in the First Amended Complaint.',
      'All documents You relied on, or intend to rely on, to deny any allegation of the First Amended Complaint or to support any defense.',
    ])
    // One per factual allegation (4 to 9), none for the parties, jurisdiction or the counts.
    expect(texts.slice(3).map((text) => /paragraph (\d+)/.exec(text)?.[1])).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ])
    expect(texts[3]).toBe(
      'All documents and communications concerning the allegation in paragraph 4 of the First Amended Complaint that on January 9, 2023, Plaintiffs bought a Lakeland "Platinum Home Shield" warranty for $1,150 covering their home\'s heating system.',
    )
    // "Upon information and belief" is the pleader's hedge, not the fact asked about.
    expect(texts[5]).toContain('Complaint that Lakeland instructs its adjusters')
    // Each allegation's request cites its passage; the standard ones cite none.
    expect(requests.items.slice(0, 3).every((item) => item.cites.length === 0)).toBe(true)
    for (const item of requests.items.slice(3)) {
      const n = /paragraph (\d+)/.exec(item.text)![1]
      const quotes = item.cites.map((c) => draft.citations[c - 1]!.quote)
      expect(quotes.length).toBeGreaterThan(0)
      expect(quotes[0]).toMatch(new RegExp(`^${n}\\. `))
    }
  })

  test('from the defendant to the plaintiffs, in a state court, with the matter’s adverse parties', () => {
    const draft = run(
      [NOTICE, COMPLAINT],
      matterOf({
        court: 'Superior Court of New Jersey, Essex County',
        representedParties: [{ name: 'Lakeland Home Warranty Company', role: 'Defendant' }],
        adverseParties: [{ name: 'Kwame Osei' }, { name: '' }, { name: 'Abena Osei' }],
      }),
    )
    expectSound(draft, [NOTICE, COMPLAINT])
    expect(draft.missingInputs).toEqual([])
    expect((draft.blocks[0] as { text: string }).text).toBe(
      'Defendant Lakeland Home Warranty Company requests under the rules of civil procedure that govern this action that Plaintiffs Kwame Osei and Abena Osei produce the documents and communications described below, in their possession, custody or control, within thirty days of service of these requests.',
    )
    const texts = listUnder(draft.blocks, 'Requests').items.map((item) => item.text)
    expect(texts[0]).toBe(
      'All documents identified, described or referred to in Your initial disclosures.',
    )
    expect(texts[2]).toBe(
      'All documents You relied on in preparing the First Amended Complaint, and all documents concerning the damages You claim.',
    )
    expect(texts).toHaveLength(9)
  })

  test('without the responding party or the allegations: said plainly, listed as missing', () => {
    const draft = run(
      [NOTICE],
      matterOf({ representedParties: [{ name: 'Kwame Osei', role: 'Plaintiff' }] }),
    )
    expectSound(draft, [NOTICE])
    expect((draft.blocks[0] as { text: string }).text).toContain(
      'that the responding party produce the documents',
    )
    expect(listUnder(draft.blocks, 'Definitions').items[3]!.text).toContain(
      '“You” and “Your” mean the responding party,',
    )
    expect(listUnder(draft.blocks, 'Requests').items).toHaveLength(2)
    expect(draft.missingInputs).toEqual([
      'The responding party is not known: add the adverse party on the matter’s page, or choose the complaint so its caption names them.',
      'No numbered allegations were found in the documents read: choose the complaint, so that each request rests on an allegation.',
    ])
  })

  test('a client whose side is unknown: the requests go to no one rather than to a guess', () => {
    const draft = run(
      [COMPLAINT],
      matterOf({ representedParties: [{ name: 'Harbor Mutual Insurance', role: 'Third-Party' }] }),
    )
    expectSound(draft, [COMPLAINT])
    expect((draft.blocks[0] as { text: string }).text).toMatch(
      /^Harbor Mutual Insurance requests .* that the responding party produce/,
    )
    expect(draft.missingInputs).toEqual([
      'Which side you represent is not clear: give your client its role (plaintiff or defendant) on the matter’s page, so the requests go to the other side.',
    ])
  })

  test('each allegation reads on after "that": its opening cut, a common word lowered, a name kept', () => {
    const pages = pagesOf('short', 'Complaint.pdf', [
      `KWAME OSEI,\n      Plaintiff,\n  v.\nLAKELAND HOME WARRANTY COMPANY,\n      Defendant.\n\nCOMPLAINT\n\nFACTS\n\n1. Lakeland sells warranties at www.lakeland.com to homeowners in New Jersey.\n\n2. Second, Customers who call Lakeland wait more than two hours on February 2, 2023.\n\n3. Upon information and belief, Lakeland's adjusters deny claims that customers file on weekends.\n\nCOUNT I\nBREACH OF CONTRACT\n\n4. Lakeland breached the warranty.\n\nPRAYER FOR RELIEF\n\n(a) Damages.`,
    ])
    const draft = run(
      [pages],
      matterOf({ representedParties: [{ name: 'Kwame Osei', role: 'Plaintiff' }] }),
    )
    expectSound(draft, [pages])
    const texts = listUnder(draft.blocks, 'Requests').items.map((item) => item.text)
    expect(texts.slice(3).map((text) => text.split(' of the Complaint that ')[1])).toEqual([
      'Lakeland sells warranties at www.lakeland.com to homeowners in New Jersey.',
      'customers who call Lakeland wait more than two hours on February 2, 2023.',
      "Lakeland's adjusters deny claims that customers file on weekends.",
    ])
  })

  test('at most 25 requests from the allegations, the telling ones, each clipped', () => {
    const facts = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0
        ? `${i + 5}. On March ${(i % 28) + 1}, 2023, Lakeland denied claim LK-${1000 + i} for $${(i + 1) * 250}, ${'stating reasons that were never explained to the homeowner, '.repeat(4)}and closed the file.`
        : `${i + 5}. Lakeland acted unreasonably.`,
    )
    const pages = pagesOf('many', 'Complaint.pdf', [
      `${COMPLAINT[0]!.text.split('FACTUAL ALLEGATIONS')[0]}FACTUAL ALLEGATIONS\n\n${facts.join('\n\n')}\n\nCOUNT I\nBREACH OF CONTRACT\n\n65. Lakeland breached the warranty.\n\nPRAYER FOR RELIEF\n\n(a) Damages.`,
    ])
    const draft = run(
      [pages],
      matterOf({ representedParties: [{ name: 'Kwame Osei', role: 'Plaintiff' }] }),
    )
    expectSound(draft, [pages])
    const texts = listUnder(draft.blocks, 'Requests').items.map((item) => item.text)
    expect(texts).toHaveLength(3 + 25)
    expect(
      texts.slice(3).every((text) => /that on March \d+, 2023, Lakeland denied/.test(text)),
    ).toBe(true)
    expect(texts.slice(3).every((text) => text.length < 400 && text.endsWith('…'))).toBe(true)
  })

  // Its time is measured in bench/modules.ts, never asserted here: a busy machine is not a fault.
  test('a 300-page complaint is read and written', () => {
    const texts = [COMPLAINT[0]!.text]
    let n = 6
    for (let p = 2; p <= 300; p++) {
      const lines: string[] = []
      for (let i = 0; i < 9; i++) {
        n++
        lines.push(
          `${n}. On ${['May', 'June', 'July'][n % 3]} ${(n % 27) + 1}, 2023, Lakeland adjuster ${n % 17} denied\nclaim LK-${n} for $${n * 11}, citing a "pre-existing condition".`,
        )
      }
      texts.push(lines.join('\n\n'))
    }
    texts.push(
      'COUNT I\n(Breach of Contract)\n\n9999. Lakeland breached.\n\nPRAYER FOR RELIEF\n\n(a) Damages.',
    )
    const pages = pagesOf('big', 'Big.pdf', texts)
    const matter = matterOf({ representedParties: [{ name: 'Kwame Osei', role: 'Plaintiff' }] })
    const draft = run([pages], matter)
    expectSound(draft, [pages])
    expect(listUnder(draft.blocks, 'Requests').items).toHaveLength(3 + 25)
  })
})
