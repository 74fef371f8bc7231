import { describe, expect, test } from 'vitest'
import { depositionOutline, OUTLINE_TOPICS_MAX } from './depositionOutline'
import { witnessName } from './depositionOutline/witness'
import { addFindings, unresolvedPlaceholders } from './findings'
import type { DraftBlock, Finding, MatterFacts, SourcePage, TemplateContext } from './types'

const COMPLAINT = [
  'UNITED STATES DISTRICT COURT',
  'SOUTHERN DISTRICT OF NEW YORK',
  'ANN LEE,',
  'Plaintiff,',
  'v.',
  'ACME LOGISTICS CORP.,',
  'Defendant.',
  'COMPLAINT AND JURY DEMAND',
  'I. NATURE OF THE ACTION',
  '1. Plaintiff Ann Lee brings this action against Acme Logistics Corp. (“Acme”) for',
  'retaliation under the Sarbanes-Oxley Act.',
  'II. FACTUAL ALLEGATIONS',
  '12. On March 3, 2021, Ms. Lee emailed her supervisor, Robert Park, about the',
  'quarterly shipment figures. She then travelled to the Leeds warehouse.',
  '13. Lee’s manager did not respond. The Leeds office closed in May.',
  'A. Ms. Lee’s Termination',
  '14. Acme fired LEE on April 9, 2021, six weeks after her report. She walked to the park.',
  'Case 1:21-cv-01234 Document 1 Filed 05/03/2021 Page 3 of 20',
].join('\n')

const COMPLAINT_PAGE_2 = [
  '15. The termination letter, signed by Mr. Park, gave no reason for Dr. Lee’s dismissal.',
  'III. CLAIMS FOR RELIEF',
  '16. Defendant retaliated against Lee-Smith and others.',
].join('\n')

const EMAIL = [
  'From: Robert Park <rpark@acme.example>',
  'To: Ann Lee <ann.lee@acme.example>',
  'Cc: Legal <legal@acme.example>',
  'Date: Tue, 2 Mar 2021 08:42:17 -0500',
  'Subject: RE: Q1 shipment figures',
  '',
  'Ann,',
  '',
  'Please hold the revised figures until the audit committee meets. Do not forward them.',
  '',
  'Thanks,',
  'Bob',
].join('\n')

const NOTES = [
  '## Prep notes',
  '',
  'Deposition of ann lee set for 10/14/2021 at 9:30 a.m.',
  '',
  'B. Documents requested from the witness',
  '',
  'Calendars for February 2021. The witness should bring them. Nobody named Leeann attended.',
].join('\n')

function page(documentId: string, documentName: string, text: string, n = 1): SourcePage {
  return { documentId, documentName, page: n, text }
}

const DOCUMENTS: SourcePage[][] = [
  [page('c', 'Complaint.pdf', COMPLAINT, 1), page('c', 'Complaint.pdf', COMPLAINT_PAGE_2, 2)],
  [page('e', 'RE Q1 shipment figures.eml', EMAIL)],
  [page('n', 'Prep notes.txt', NOTES)],
]

const MATTER: MatterFacts = {
  name: 'Lee v. Acme Logistics Corp.',
  docketNumber: '1:21-cv-01234',
  court: 'S.D.N.Y.',
  representedParties: [{ name: 'Ann Lee', role: 'Plaintiff' }],
  adverseParties: [{ name: 'Acme Logistics Corp.' }],
}

function context(witness: string | undefined, documentsRead = 3): TemplateContext {
  return {
    matter: MATTER,
    inputs: witness === undefined ? {} : { witness },
    documentsRead,
    today: '2026-01-05',
    author: 'Jordan Reyes',
    firm: 'Hale & Whitmore LLP',
  }
}

/** What a run does: each document read in turn, its findings added to the rest. */
function readAll(documents: SourcePage[][], witness: string) {
  const findings: Finding[] = []
  for (const pages of documents) {
    addFindings(findings, depositionOutline.read(pages, { witness }), depositionOutline.order)
  }
  return findings
}

function expectExactSources(findings: Finding[], documents: SourcePage[][]) {
  const pages = documents.flat()
  for (const finding of findings) {
    for (const source of finding.sources) {
      const p = pages.find((x) => x.documentId === source.documentId && x.page === source.page)
      expect(p?.text.slice(source.start, source.end)).toBe(source.quote)
    }
  }
}

const headings = (blocks: DraftBlock[]) =>
  blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []))

/** The list right under a heading. */
function listUnder(blocks: DraftBlock[], heading: string) {
  const at = blocks.findIndex((b) => b.type === 'heading' && b.text === heading)
  const list = blocks[at + 1]
  if (at < 0 || list?.type !== 'list') throw new Error(`No list under ${heading}`)
  return list.items
}

describe('the witness’s name', () => {
  test('drops titles and suffixes, and reads "Surname, First" as the name', () => {
    const ann = {
      full: 'Ann Lee',
      words: ['Ann', 'Lee'],
      short: 'Lee',
      first: 'Ann',
      company: false,
    }
    expect(witnessName('Dr. Ann Lee, Jr.')).toEqual(ann)
    expect(witnessName('Lee, Ann')).toEqual(ann)
    expect(witnessName('  Ms.  Lee ')).toMatchObject({
      full: 'Lee',
      short: 'Lee',
      first: undefined,
    })
    // An initial, or a first name that is also a word, is not searched for alone.
    expect(witnessName('J. Ortega')?.first).toBeUndefined()
    expect(witnessName('May Chen')?.first).toBeUndefined()
    // A company (a Rule 30(b)(6) witness) is found by its name without its form, or its first word.
    expect(witnessName('Castellan Logistics, LLC')).toEqual({
      full: 'Castellan Logistics LLC',
      words: ['Castellan', 'Logistics'],
      short: 'Castellan',
      company: true,
    })
    expect(witnessName('First National Bank, N.A.')?.short).toBeUndefined()
    expect(witnessName('')).toBeNull()
    expect(witnessName('[WITNESS]')).toBeNull()
  })
})

describe('reading the documents', () => {
  test('finds each form of the name, sentence by sentence, with the exact passage', () => {
    const findings = readAll(DOCUMENTS, 'Ann Lee')
    expect(findings.map((f) => f.text)).toEqual([
      'Plaintiff Ann Lee brings this action against Acme Logistics Corp. (“Acme”) for retaliation under the Sarbanes-Oxley Act.',
      'On March 3, 2021, Ms. Lee emailed her supervisor, Robert Park, about the quarterly shipment figures.',
      'Lee’s manager did not respond.',
      'Acme fired LEE on April 9, 2021, six weeks after her report.',
      'The termination letter, signed by Mr. Park, gave no reason for Dr. Lee’s dismissal.',
      'To: Ann Lee <ann.lee@acme.example>',
      // The greeting carries on into what is said to her.
      'Ann, Please hold the revised figures until the audit committee meets.',
      'Deposition of ann lee set for 10/14/2021 at 9:30 a.m.',
    ])
    expectExactSources(findings, DOCUMENTS)
    // A quote keeps the page's own line breaks: the slice is the page's text, not the one line.
    expect(findings[1]!.sources[0]!.quote).toBe(
      'On March 3, 2021, Ms. Lee emailed her supervisor, Robert Park, about the\nquarterly shipment figures.',
    )
  })

  test('no false hits: other words, a lower-case word, a hyphenated name, a caption, a heading', () => {
    const texts = readAll(DOCUMENTS, 'Ann Lee').map((f) => f.text)
    for (const wrong of ['Leeds', 'Lee-Smith', 'Leeann', 'ANN LEE,', 'Termination', 'park.']) {
      expect(texts.filter((t) => t.includes(wrong))).toEqual([])
    }
    // Surname "Park": the capitalised name is the witness, "the park" is not.
    const park = readAll(DOCUMENTS, 'Robert Park').map((f) => f.text)
    expect(park).toContain(
      'The termination letter, signed by Mr. Park, gave no reason for Dr. Lee’s dismissal.',
    )
    expect(park.some((t) => t.includes('walked to the park'))).toBe(false)
    // "Bob" is not "Robert": a nickname is not searched for.
    expect(park.some((t) => t === 'Bob')).toBe(false)
  })

  test('the first name alone counts only in a document that names the witness in full', () => {
    const alone = depositionOutline.read(
      [page('x', 'Memo.txt', 'Ann, please call me back. Ms. Lee was out.')],
      {
        witness: 'Ann Lee',
      },
    )
    expect(alone.map((f) => f.text)).toEqual(['Ms. Lee was out.'])
  })

  test('labels each passage with the heading above it, carried across pages, else the document', () => {
    const findings = readAll(DOCUMENTS, 'Ann Lee')
    expect(findings.map((f) => f.label)).toEqual([
      'NATURE OF THE ACTION',
      'FACTUAL ALLEGATIONS',
      'FACTUAL ALLEGATIONS',
      'Ms. Lee’s Termination',
      // Page 2 goes on under the last heading of page 1.
      'Ms. Lee’s Termination',
      // An email's subject is its topic.
      'Q1 shipment figures',
      'Q1 shipment figures',
      'Prep notes',
    ])
    const plain = depositionOutline.read(
      [page('m', 'Memo_to_file.docx', 'Ms. Lee called on June 1, 2021.')],
      {
        witness: 'Ann Lee',
      },
    )
    expect(plain[0]?.label).toBe('Memo to file')
  })

  test('keeps a sentence’s date, or else the date of the email it is in', () => {
    const findings = readAll(DOCUMENTS, 'Ann Lee')
    expect(findings.map((f) => f.date)).toEqual([
      undefined,
      '2021-03-03',
      undefined,
      '2021-04-09',
      undefined,
      '2021-03-02',
      '2021-03-02',
      '2021-10-14',
    ])
  })

  test('the same sentence in two documents is one passage citing both', () => {
    const sentence = 'Ms. Lee approved the invoice on June 2, 2021.'
    const documents = [[page('a', 'A.pdf', sentence)], [page('b', 'B.pdf', `Note.\n\n${sentence}`)]]
    const findings = readAll(documents, 'Ann Lee')
    expect(findings).toHaveLength(1)
    expect(findings[0]!.sources.map((s) => [s.documentId, s.start])).toEqual([
      ['a', 0],
      ['b', 7],
    ])
    expectExactSources(findings, documents)
  })

  test('a text in capitals throughout still yields its sentences', () => {
    const text =
      'THE WITNESS, MS. LEE, SIGNED THE RELEASE ON JUNE 2, 2021.\nSHE WAS NOT REPRESENTED.'
    const findings = depositionOutline.read([page('o', 'Old filing.pdf', text)], {
      witness: 'Ann Lee',
    })
    expect(findings.map((f) => f.text)).toEqual([
      'THE WITNESS, MS. LEE, SIGNED THE RELEASE ON JUNE 2, 2021.',
    ])
  })

  test('a sentence starts after the heading or caption line above it, however long', () => {
    const long = `Harbor Freight Lines Co. (“Plaintiff”), by its undersigned attorneys, alleges the
following upon personal knowledge as to itself and upon information and belief as to all other
matters, based on the investigation of counsel, which included a review of public filings, analyst
reports, press releases, regulatory filings and interviews with former employees of Ann Lee.`
    const text = `Case No. 2:26-cv-00218\nHon. Peter Lindqvist\nJURY TRIAL DEMANDED\n${long}\nNATURE OF THE ACTION`
    const [finding] = depositionOutline.read([page('h', 'Complaint.pdf', text)], {
      witness: 'Ann Lee',
    })
    expect(finding?.sources[0]?.quote).toBe(long)
    expect(finding?.label).toBe('JURY TRIAL DEMANDED')
  })

  test('a caption’s party, a lawyer’s name and a short numbered paragraph are no topic or passage', () => {
    const text = [
      'ROWAN L. REID',
      'Trial Attorney',
      '',
      'UNITED STATES OF AMERICA,',
      'Plaintiff,',
      'v.',
      'CEREBRAL, INC., a corporation, and',
      'KYLE ROBERTSON, individually,',
      'Defendants.',
      '',
      'THE PARTIES',
      '',
      '4. Plaintiff is the United States of America.',
      '',
      '5. Defendant Kyle Robertson (“Robertson”) resides in this District.',
      '',
      '6. Robertson was the chief executive',
      '',
      'Robertson signed the audit letter.',
    ].join('\n')
    const findings = depositionOutline.read([page('r', 'Complaint.txt', text)], {
      witness: 'Kyle Robertson',
    })
    expect(findings.map((f) => [f.label, f.text])).toEqual([
      ['THE PARTIES', 'Defendant Kyle Robertson (“Robertson”) resides in this District.'],
      ['THE PARTIES', 'Robertson was the chief executive'],
      ['THE PARTIES', 'Robertson signed the audit letter.'],
    ])
  })

  test('a company is found by its name and its first word, never by "LLC" alone', () => {
    const text = [
      'Defendant Castellan Logistics LLC is a Delaware corporation.',
      'Castellan reported revenue growth of 14 percent.',
      'Brandt Lowell LLC represents the underwriters.',
      'The castellan of the fort was not consulted.',
    ].join(' ')
    const findings = depositionOutline.read([page('k', 'Complaint.pdf', text)], {
      witness: 'Castellan Logistics, LLC',
    })
    expect(findings.map((f) => f.text)).toEqual([
      'Defendant Castellan Logistics LLC is a Delaware corporation.',
      'Castellan reported revenue growth of 14 percent.',
    ])
  })

  test('a spreadsheet’s row is its passage; a line of names alone is none', () => {
    const csv =
      'Volume,Date,Custodian,Pages\nVOL004,2025-09-15,Ann Lee,294\nVOL005,2025-09-18,Priya Raman,180'
    const rows = depositionOutline.read([page('l', 'Production log.csv', csv)], {
      witness: 'Ann Lee',
    })
    expect(rows.map((f) => [f.text, f.date])).toEqual([
      ['VOL004,2025-09-15,Ann Lee,294', '2025-09-15'],
    ])
    const names =
      'Ann Lee, Controller\n\nAcme Corp., Plaintiff, v. Ann Lee and Bo Chen, Defendants.'
    expect(
      depositionOutline.read([page('s', 'Notice.docx', names)], { witness: 'Ann Lee' }),
    ).toEqual([])
  })

  test('a sentence cut short at a page’s end, said again in full, is one passage', () => {
    const full =
      'Ms. Lee attributed the growth to durable demand from the largest distribution partners.'
    const cut = 'Ms. Lee attributed the growth to durable demand from the largest'
    const findings = depositionOutline.read(
      [page('p', 'Complaint.pdf', `Intro.\n\n${full}`, 1), page('p', 'Complaint.pdf', cut, 2)],
      { witness: 'Ann Lee' },
    )
    expect(findings.map((f) => f.text)).toEqual([full])
  })

  test('without a witness nothing is read', () => {
    expect(depositionOutline.read(DOCUMENTS[0]!, {})).toEqual([])
  })
})

describe('writing the outline', () => {
  test('an opening count, background questions, a heading per topic and the documents', () => {
    const draft = depositionOutline.write(readAll(DOCUMENTS, 'Ann Lee'), context('Ann Lee'))
    expect(draft.blocks[0]).toEqual({
      type: 'paragraph',
      text: 'Outline for the deposition of Ann Lee: 8 passages in 3 documents mention the witness.',
      cites: [],
    })
    // Largest topic first; equal ones in the order found.
    expect(headings(draft.blocks)).toEqual([
      'Background',
      'FACTUAL ALLEGATIONS',
      'Ms. Lee’s Termination',
      'Q1 shipment figures',
      'NATURE OF THE ACTION',
      'Prep notes',
      'Documents to show the witness',
    ])
    // The witness is a party: the question names the others, not her.
    expect(listUnder(draft.blocks, 'Background').map((i) => i.text)).toContain(
      'Relationship to the parties (Acme Logistics Corp.) and role in the events at issue.',
    )
    expect(listUnder(draft.blocks, 'FACTUAL ALLEGATIONS')).toEqual([
      {
        text: 'Ask about: “On March 3, 2021, Ms. Lee emailed her supervisor, Robert Park, about the quarterly shipment figures.”',
        cites: [1],
      },
      { text: 'Ask about: “Lee’s manager did not respond.”', cites: [2] },
    ])
    expect(listUnder(draft.blocks, 'Documents to show the witness').map((i) => i.text)).toEqual([
      'Complaint.pdf: 5 passages',
      'RE Q1 shipment figures.eml: 2 passages',
      'Prep notes.txt: 1 passage',
    ])
    // Every passage cited once, numbered in order, each quote exact.
    expect(draft.citations.map((c) => c.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expectExactSources([{ kind: '', key: '', text: '', sources: draft.citations }], DOCUMENTS)
    expect(unresolvedPlaceholders(draft)).toEqual([])
    expect(draft.missingInputs).toEqual([])
  })

  test('within a topic, dated passages come first in date order', () => {
    const text = [
      'CHRONOLOGY',
      'Ms. Lee resigned on May 5, 2022.',
      'Ms. Lee kept no diary.',
      'Ms. Lee was hired on January 4, 2019.',
    ].join('\n\n')
    const findings = depositionOutline.read([page('t', 'Timeline.docx', text)], {
      witness: 'Ann Lee',
    })
    const draft = depositionOutline.write(findings, context('Ann Lee', 1))
    expect(listUnder(draft.blocks, 'CHRONOLOGY').map((i) => i.text)).toEqual([
      'Ask about: “Ms. Lee was hired on January 4, 2019.”',
      'Ask about: “Ms. Lee resigned on May 5, 2022.”',
      'Ask about: “Ms. Lee kept no diary.”',
    ])
  })

  test(`past ${OUTLINE_TOPICS_MAX} topics, the smallest share "Other passages"`, () => {
    const sections = Array.from({ length: 15 }, (_, i) => {
      const n = i < 5 ? 2 : 1
      const lines = Array.from({ length: n }, (_, j) => `Ms. Lee was told fact ${i}-${j}.`)
      return [`SECTION ${String.fromCharCode(65 + i)}`, ...lines].join('\n\n')
    })
    const findings = depositionOutline.read([page('s', 'Long.pdf', sections.join('\n\n'))], {
      witness: 'Ann Lee',
    })
    const draft = depositionOutline.write(findings, context('Ann Lee', 1))
    const topics = headings(draft.blocks).slice(1, -1)
    expect(topics).toHaveLength(OUTLINE_TOPICS_MAX + 1)
    expect(topics.slice(0, 6)).toEqual([
      'SECTION A',
      'SECTION B',
      'SECTION C',
      'SECTION D',
      'SECTION E',
      'SECTION F',
    ])
    expect(topics.at(-1)).toBe('Other passages')
    expect(listUnder(draft.blocks, 'Other passages').map((i) => i.text)).toEqual([
      'Ask about: “Ms. Lee was told fact 12-0.”',
      'Ask about: “Ms. Lee was told fact 13-0.”',
      'Ask about: “Ms. Lee was told fact 14-0.”',
    ])
  })

  test('a form’s blank line is named, never left as a blank', () => {
    const text = [
      'Ms. Lee shall return the signed form to ____________ by Friday.',
      'Ms. Lee shall deliver the [EXHIBIT] by TBD.',
      'By: /s/ Ann Lee, Controller',
    ].join('\n\n')
    const findings = depositionOutline.read([page('f', 'Form.pdf', text)], { witness: 'Ann Lee' })
    expect(findings.map((f) => f.text)).toEqual([
      'Ms. Lee shall return the signed form to (blank) by Friday.',
    ])
    const draft = depositionOutline.write(findings, context('Ann Lee', 1))
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('without a witness: says so and asks for one', () => {
    const draft = depositionOutline.write([], context(undefined))
    expect(draft.blocks).toEqual([
      {
        type: 'paragraph',
        text: 'No witness was named, so there is no one to outline a deposition for.',
        cites: [],
      },
    ])
    expect(draft.missingInputs).toEqual([
      'The witness: name the person to be deposed and run the module again.',
    ])
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('when no passage names the witness: says where it looked, still gives the background', () => {
    const findings = readAll(DOCUMENTS, 'Maria Ortega')
    expect(findings).toEqual([])
    const draft = depositionOutline.write(findings, context('maria ortega', 12))
    const none =
      'No passage names Maria Ortega in the 12 documents read: check the spelling or choose other documents.'
    expect(draft.blocks[0]).toEqual({ type: 'paragraph', text: none, cites: [] })
    expect(headings(draft.blocks)).toEqual(['Background'])
    expect(draft.missingInputs).toEqual([none])
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  // Its time is measured in bench/modules.ts, never asserted here: a busy machine is not a fault.
  test('reads and writes hundreds of pages', () => {
    const pages = Array.from({ length: 300 }, (_, i) =>
      page(
        `d${i % 30}`,
        `Doc ${i % 30}.pdf`,
        `${i % 7 === 0 ? 'DISCUSSION\n' : ''}${COMPLAINT}\n${EMAIL}\n`.repeat(2),
        i,
      ),
    )
    const documents = Array.from({ length: 30 }, (_, d) =>
      pages.filter((p) => p.documentId === `d${d}`),
    )
    const findings = readAll(documents, 'Ann Lee')
    const draft = depositionOutline.write(findings, context('Ann Lee', 30))
    expect(findings.length).toBeGreaterThan(5)
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })
})
