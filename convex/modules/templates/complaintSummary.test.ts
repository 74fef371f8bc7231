import { describe, expect, test } from 'vitest'
import { complaintSummary } from './complaintSummary'
import { addFindings } from './findings'
import { expectSound as expectA4, pagesOf } from './test.drafts'
import type { DraftBlock, Finding, SourcePage, TemplateContext, TemplateDraft } from './types'

const context = (documentsRead: number): TemplateContext => ({
  matter: {
    name: 'Whitfield v. Cardinal Freight',
    representedParties: [{ name: 'Tanya Whitfield', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Cardinal Freight Lines, Inc.' }],
  },
  inputs: {},
  documentsRead,
  today: '2026-11-28',
  author: 'Ana Ruiz',
  firm: 'Ruiz & Cole LLP',
})

/** A run: each document read in turn, its findings added, the draft written from them all. */
function run(documents: SourcePage[][]): { draft: TemplateDraft; findings: Finding[] } {
  const findings: Finding[] = []
  for (const pages of documents) {
    addFindings(findings, complaintSummary.read(pages, {}), complaintSummary.order)
  }
  return { draft: complaintSummary.write(findings, context(documents.length)), findings }
}

/** The draft's A4 checks, and every number cited one of its citations. */
function expectSound(draft: TemplateDraft, documents: SourcePage[][]) {
  expectA4(draft, documents)
  const cited = draft.blocks.flatMap((block) =>
    block.type === 'list'
      ? block.items.flatMap((item) => item.cites)
      : block.type === 'paragraph'
        ? block.cites
        : [],
  )
  for (const n of cited) expect(draft.citations.some((c) => c.n === n)).toBe(true)
}

/** The list under a heading, as its items' texts. */
function listUnder(blocks: DraftBlock[], heading: string) {
  const at = blocks.findIndex((b) => b.type === 'heading' && b.text === heading)
  expect(at).toBeGreaterThan(-1)
  const next = blocks[at + 1]
  return next?.type === 'list' ? next.items.map((item) => item.text) : []
}

const FEDERAL = pagesOf('fed', 'Whitfield Complaint.pdf', [
  `IN THE UNITED STATES DISTRICT COURT
FOR THE NORTHERN DISTRICT OF ILLINOIS
EASTERN DIVISION

TANYA WHITFIELD,
                              Plaintiff,
          v.                                    Civil Action No. 1:24-cv-02231

CARDINAL FREIGHT LINES, INC. and
MARCUS DELANEY,
                              Defendants.

COMPLAINT

Plaintiff Tanya Whitfield, by her undersigned counsel, states as follows:

I. JURISDICTION AND VENUE

1. This Court has subject matter jurisdiction under 28 U.S.C. § 1331 because this action
arises under Title VII of the Civil Rights Act of 1964.

2. Venue lies in this District under 28 U.S.C. § 1391(b).

II. PARTIES

3. Plaintiff Tanya Whitfield resides in Cook County, Illinois.

4. Defendant Cardinal Freight Lines, Inc. is an Indiana corporation that operates a
distribution terminal in Joliet, Illinois.

III. FACTS

5. Cardinal Freight hired Ms. Whitfield as a dispatcher on February 8, 2019.

6. Ms. Whitfield received "exceeds expectations" ratings in her 2020 and 2021 reviews.

7. In March 2022, Marcus Delaney became the terminal manager and Ms. Whitfield's
supervisor.
`,
  `8. Mr. Delaney told Ms. Whitfield on April 19, 2022 that "dispatch is no job for a woman."

9. Ms. Whitfield complained in writing to Cardinal Freight's human resources department on
April 21, 2022.

10. Cardinal Freight did not investigate the complaint.

11. On May 16, 2022, Cardinal Freight fired Ms. Whitfield, stating that her position had
been eliminated.

12. Cardinal Freight hired a man to fill the dispatcher position on June 1, 2022, at a
salary $6,000 higher than Ms. Whitfield's.

13. Ms. Whitfield filed a charge of discrimination with the EEOC, which issued a notice of
right to sue on January 10, 2024.

COUNT I
Sex Discrimination in Violation of Title VII
(Against Cardinal Freight Lines, Inc.)

14. Plaintiff incorporates paragraphs 1 through 13 by reference.

15. Cardinal Freight fired Ms. Whitfield because of her sex.

COUNT II
Retaliation in Violation of Title VII
(Against Cardinal Freight Lines, Inc.)

16. Cardinal Freight fired Ms. Whitfield because she complained of discrimination.

PRAYER FOR RELIEF

WHEREFORE, Plaintiff asks the Court to enter judgment in her favor and:

A. Award back pay and front pay;

B. Award compensatory and punitive damages;

C. Award reasonable attorneys' fees and costs under 42 U.S.C. § 2000e-5(k).

JURY DEMAND

Plaintiff demands a trial by jury.
`,
])

// A state court complaint whose causes of action are "FIRST CAUSE OF ACTION" and so on.
const STATE = pagesOf('state', 'Marsh v Kettle Complaint.pdf', [
  `SUPREME COURT OF THE STATE OF NEW YORK
COUNTY OF KINGS
---------------------------------------------------------------X
HAROLD MARSH,
                                   Plaintiff,              Index No. 512233/2023
            -against-
KETTLE & BRANCH CONTRACTORS, LLC,
                                   Defendant.
---------------------------------------------------------------X

VERIFIED COMPLAINT

STATEMENT OF FACTS

1. On June 6, 2022, Plaintiff and Defendant signed a written contract under which
Defendant agreed to renovate Plaintiff's kitchen for $72,500.

2. Plaintiff paid Defendant a deposit of $36,250 on June 10, 2022.

3. Defendant abandoned the work in September 2022, leaving the kitchen without cabinets,
counters or working plumbing.

4. Plaintiff paid another contractor $41,800 to finish the work.

FIRST CAUSE OF ACTION
(Breach of Contract)

5. Defendant breached the contract by abandoning the work.

SECOND CAUSE OF ACTION
(Violation of General Business Law § 771)

6. The contract did not state the approximate dates when the work would begin and end.

WHEREFORE, Plaintiff demands judgment against Defendant in the sum of $_______, with
interest, costs and disbursements.
`,
])

const LETTER = pagesOf('letter', 'Letter to Counsel.pdf', [
  `Ruiz & Cole LLP

Re: Whitfield v. Cardinal Freight Lines, Inc., No. 1:24-cv-02231

Dear Counsel:

We write about the documents your client has not yet produced. Please call me.
`,
])

describe('the complaint summary', () => {
  test('a federal complaint: parties, counts, relief and the telling facts, each cited', () => {
    const { draft } = run([FEDERAL])
    expectSound(draft, [FEDERAL])
    expect(draft.missingInputs).toEqual([])
    expect(draft.blocks[0]).toMatchObject({
      type: 'paragraph',
      text: 'Summary of Whitfield Complaint.pdf: 1 plaintiff, 2 defendants, 2 claims.',
    })
    expect(listUnder(draft.blocks, 'Parties')).toEqual([
      'Plaintiff: Tanya Whitfield',
      'Defendant: Cardinal Freight Lines, Inc.',
      'Defendant: Marcus Delaney',
    ])
    expect(listUnder(draft.blocks, 'Claims')).toEqual([
      'Count I: Sex Discrimination in Violation of Title VII (against Cardinal Freight Lines, Inc.)',
      'Count II: Retaliation in Violation of Title VII (against Cardinal Freight Lines, Inc.)',
    ])
    expect(listUnder(draft.blocks, 'Relief sought')).toEqual([
      'Award back pay and front pay',
      'Award compensatory and punitive damages',
      "Award reasonable attorneys' fees and costs under 42 U.S.C. § 2000e-5(k).",
    ])
    const allegations = listUnder(draft.blocks, 'Key allegations')
    // The facts section's, in the complaint's order; never jurisdiction, venue or residence.
    expect(allegations.map((text) => text.split(':')[0])).toEqual([
      '¶ 5',
      '¶ 6',
      '¶ 7',
      '¶ 8',
      '¶ 9',
      '¶ 10',
      '¶ 11',
      '¶ 12',
      '¶ 13',
    ])
    expect(allegations[3]).toBe(
      '¶ 8: Mr. Delaney told Ms. Whitfield on April 19, 2022 that "dispatch is no job for a woman."',
    )
    const claims = draft.blocks.find((b) => b.type === 'list' && b.ordered)
    expect(claims).toBeDefined()
  })

  test('of several documents, the one stating claims is summarised, and said to be', () => {
    const { draft } = run([LETTER, STATE])
    expectSound(draft, [LETTER, STATE])
    expect(draft.blocks[0]).toMatchObject({
      text: 'Summary of Marsh v Kettle Complaint.pdf: 1 plaintiff, 1 defendant, 2 claims. Of 2 documents read, it is the one that states claims.',
    })
    expect(listUnder(draft.blocks, 'Claims')).toEqual([
      'First Cause of Action: Breach of Contract',
      'Second Cause of Action: Violation of General Business Law § 771',
    ])
    // The complaint's own blank is said as one, not copied as a placeholder.
    expect(listUnder(draft.blocks, 'Relief sought')).toEqual([
      'WHEREFORE, Plaintiff demands judgment against Defendant in the sum of $(blank in the original), with interest, costs and disbursements.',
    ])
    expect(listUnder(draft.blocks, 'Key allegations')[0]).toMatch(/^¶ 1: On June 6, 2022/)
  })

  test('a pleading without claims: what it has, and the claims listed as missing', () => {
    const petition = pagesOf('petition', 'Petition.pdf', [
      `IN THE DISTRICT COURT OF TRAVIS COUNTY, TEXAS

ROSA ALVARADO,
          Petitioner,
v.
LONE STAR AUTO SALES, LLC,
          Respondent.

PLAINTIFF'S ORIGINAL PETITION

1. On August 14, 2023, Petitioner bought a used 2017 Honda Accord from Respondent for $16,900.

2. Respondent told Petitioner the car had never been in an accident.

3. A Carfax report obtained on September 2, 2023 shows the car was in a collision in 2021.

Respectfully submitted,
`,
    ])
    const { draft } = run([petition])
    expectSound(draft, [petition])
    expect(draft.blocks[0]).toMatchObject({
      text: 'Summary of Petition.pdf: 1 petitioner, 1 respondent, 0 claims.',
    })
    expect(listUnder(draft.blocks, 'Parties')).toEqual([
      'Petitioner: Rosa Alvarado',
      'Respondent: Lone Star Auto Sales, LLC',
    ])
    expect(listUnder(draft.blocks, 'Key allegations')).toHaveLength(3)
    expect(draft.missingInputs).toEqual([
      'No count or cause of action was found in the documents read: choose the complaint.',
      'No prayer for relief was found in Petition.pdf: check that its last pages were read, or choose the complaint.',
    ])
  })

  test('a complaint without its caption: the parties asked for', () => {
    const pages = pagesOf('nocaption', 'Complaint p2-3.pdf', [
      `FACTS\n\n1. On May 2, 2023, Cardinal Freight cut Ms. Whitfield's pay by $4,000.\n\n2. Cardinal Freight gave no reason for the cut.\n\n3. Ms. Whitfield objected in writing on May 9, 2023.\n\nCOUNT I\nBREACH OF CONTRACT\n\n4. Cardinal Freight breached the employment agreement.\n\nPRAYER FOR RELIEF\n\n(a) Damages of $4,000.`,
    ])
    const { draft } = run([pages])
    expectSound(draft, [pages])
    expect(draft.blocks[0]).toMatchObject({ text: 'Summary of Complaint p2-3.pdf: 1 claim.' })
    expect(draft.missingInputs).toEqual([
      'The plaintiffs and defendants were not found in Complaint p2-3.pdf: check that its first page (the caption) was read, or choose the complaint.',
    ])
    expect(listUnder(draft.blocks, 'Key allegations')).toHaveLength(3)
  })

  test('no pleading at all: said so, and the complaint asked for', () => {
    const { draft } = run([LETTER])
    expectSound(draft, [LETTER])
    expect(draft.blocks).toEqual([
      {
        type: 'paragraph',
        text: 'No complaint or petition found in 1 document read so far.',
        cites: [],
      },
    ])
    expect(draft.missingInputs).toEqual([
      'No complaint or petition was found in the documents read: choose the complaint.',
    ])
  })

  test('at most ten key allegations, the dated and the costly first', () => {
    const facts = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? `${i + 1}. On May ${i + 1}, 2023, Cardinal Freight paid Delaney a bonus of $${(i + 1) * 100}.`
        : `${i + 1}. Plaintiff continued to perform her duties in a satisfactory manner at all times.`,
    )
    const pages = pagesOf('long', 'Long Complaint.pdf', [
      `TANYA WHITFIELD,\n        Plaintiff,\n    v.\nCARDINAL FREIGHT LINES, INC.,\n        Defendant.\n\nCOMPLAINT\n\nFACTS\n\n${facts.join('\n\n')}\n\nCOUNT I\nBREACH OF CONTRACT\n\n31. Cardinal Freight breached the contract.\n\nPRAYER FOR RELIEF\n\n(a) damages.`,
    ])
    const { draft } = run([pages])
    expectSound(draft, [pages])
    const allegations = listUnder(draft.blocks, 'Key allegations')
    expect(allegations).toHaveLength(10)
    expect(allegations.every((text) => /May \d+, 2023/.test(text))).toBe(true)
  })

  // Its time is measured in bench/modules.ts, never asserted here: a busy machine is not a fault.
  test('a 300-page complaint is read and written', () => {
    const texts = [FEDERAL[0]!.text]
    let n = 13
    for (let p = 2; p <= 300; p++) {
      const lines = [`Case 1:24-cv-02231 Document 1 Filed 03/01/24 Page ${p} of 300`]
      for (let i = 0; i < 9; i++) {
        n++
        lines.push(
          `${n}. On ${['January', 'April', 'July'][n % 3]} ${(n % 27) + 1}, 2022, dispatcher log ${n} shows Ms. Whitfield routed\n${n % 40} loads through the Joliet terminal, for freight charges of $${n * 13}.`,
        )
      }
      if (p % 60 === 0) lines.push(`COUNT ${p / 60}\nRETALIATION`)
      texts.push(lines.join('\n\n'))
    }
    texts.push('PRAYER FOR RELIEF\n\nA. Back pay.\n\nJURY DEMAND')
    const pages = pagesOf('big', 'Big Complaint.pdf', texts)
    const draft = run([pages]).draft
    expectSound(draft, [pages])
    expect(listUnder(draft.blocks, 'Claims')).toHaveLength(5)
    expect(listUnder(draft.blocks, 'Key allegations')).toHaveLength(10)
  })
})
