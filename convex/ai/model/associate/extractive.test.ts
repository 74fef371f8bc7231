import { describe, expect, test } from 'vitest'
import {
  answerExtractive,
  NOT_FOUND_TEXT,
  OFFLINE_PREFACE,
  type OfflineAnswer,
  type SourcePage,
} from './'

const LONG_SENTENCE =
  'By reason of the conduct alleged above, and as the Court will see from the record, the ' +
  'defendants, acting through their officers, directors, agents and employees, over a period of ' +
  'several years and across several jurisdictions, caused the company to recognise revenue on ' +
  'shipments that customers had not ordered, that distribution partners were free to return ' +
  'without penalty, and that the company knew would come back within thirty days of the close ' +
  'of each quarter; the auditors were not told of the side letters; and the restatement that ' +
  'followed erased hundreds of millions of dollars of market value from the shares of investors.'

const PAGES: SourcePage[] = [
  {
    documentId: 'engagement',
    documentName: 'Engagement letter.txt',
    page: 1,
    text: [
      'HALE & WHITMORE LLP',
      'Re: Engagement - Northwind litigation',
      '1. Scope. We will prosecute the securities class action in the Southern District of New York.',
      '2. Payment. Our fees are contingent on recovery and subject to approval by the Court.',
      '3. Staffing. Eleanor Hale will lead the engagement, assisted by Marcus Webb.',
    ].join('\n\n'),
  },
  {
    documentId: 'letter',
    documentName: 'Meet and confer letter.docx',
    page: 1,
    text: [
      'Dear Jonathan:',
      'Your fees objection is noted; the fees of the special master are not at issue here.',
      'Please confirm by October 13 that Northwind will produce the documents responsive to Requests 4, 7 and 15.',
    ].join('\n\n'),
  },
  {
    documentId: 'complaint',
    documentName: 'Class Action Complaint.pdf',
    page: 3,
    text: [
      'SUBSTANTIVE ALLEGATIONS',
      '16. In the first quarter of the Class Period, Northwind reported revenue growth of 14',
      'percent. Daniel Ortega attributed the growth to durable demand from distribution partners.',
      `17. ${LONG_SENTENCE}`,
      'Class Action Complaint, Case No. 1:25-cv-04417 – page 3 of 6',
    ].join('\n'),
  },
  {
    documentId: 'log',
    documentName: 'Production log.csv',
    page: 1,
    text: 'Production,Bates start,Bates end,Custodian\r\nVOL001,NO-000001,NO-000308,Priya Raman\r\nVOL002,NO-000309,NO-000878,Tom Eckert\r\n',
  },
]

/** Every citation quotes its page exactly, is numbered in order and marked in the parts. */
function expectWellFormed(answer: OfflineAnswer, pages: SourcePage[]) {
  if (!answer.found) return
  expect(answer.citations.length).toBeGreaterThanOrEqual(1)
  expect(answer.parts[0]).toBe(`${OFFLINE_PREFACE}\n\n`)
  expect(answer.parts).toHaveLength(answer.citations.length + 1)
  answer.citations.forEach((c, index) => {
    expect(c.n).toBe(index + 1)
    const page = pages.find((p) => p.documentId === c.documentId && p.page === c.page)
    expect(page, `citation ${c.n}`).toBeDefined()
    expect(page!.text.slice(c.start, c.end)).toBe(c.quote)
    expect(c.documentName).toBe(page!.documentName)
    expect(c.quote.length).toBeLessThanOrEqual(400)
    // Never mid-word: the characters either side of the quote are not letters or digits.
    expect(/[\p{L}\p{N}]/u.test(page!.text[c.start - 1] ?? ' ')).toBe(false)
    expect(/[\p{L}\p{N}]/u.test(page!.text[c.end] ?? ' ')).toBe(false)
    expect(answer.parts[index + 1]).toMatch(new RegExp(`^- “[^\\n]+” \\[${c.n}\\]\\n$`))
  })
}

describe('answerExtractive', () => {
  test('quotes the passage that answers, with a numbered citation', () => {
    const answer = answerExtractive('Who leads the engagement?', PAGES)
    expect(answer.found).toBe(true)
    if (!answer.found) return
    expect(answer.citations[0]).toMatchObject({ n: 1, documentId: 'engagement', page: 1 })
    expect(answer.citations[0]!.quote).toContain('Eleanor Hale will lead the engagement')
    expect(answer.parts.join('')).toContain('“3. Staffing. Eleanor Hale will lead the engagement')
    expectWellFormed(answer, PAGES)
  })

  test('the quote is always the page text at [start, end), for any question', () => {
    const words = PAGES.flatMap((p) => p.text.match(/[A-Za-z]{4,}/g) ?? [])
    const questions = [
      'What does the engagement letter say about fees?',
      'When must Northwind confirm production?',
      'How much revenue growth did Northwind report in the first quarter?',
      'Which custodian is on VOL002?',
      'What did the auditors know about the side letters and the restatement?',
      ...Array.from({ length: 60 }, (_, i) =>
        [words[(i * 7) % words.length], words[(i * 13 + 5) % words.length]].join(' '),
      ),
    ]
    let found = 0
    for (const question of questions) {
      const answer = answerExtractive(question, PAGES)
      if (answer.found) found += 1
      expectWellFormed(answer, PAGES)
    }
    expect(found).toBeGreaterThan(10)
  })

  test('a sentence longer than 400 characters is quoted by its best window of clauses', () => {
    const answer = answerExtractive('Were the auditors told of the side letters?', PAGES)
    expect(answer.found).toBe(true)
    if (!answer.found) return
    const quote = answer.citations[0]!.quote
    expect(LONG_SENTENCE.length).toBeGreaterThan(400)
    expect(quote).toContain('the auditors were not told of the side letters')
    expect(quote.length).toBeLessThan(LONG_SENTENCE.length)
    expectWellFormed(answer, PAGES)
  })

  test('a document the question names comes first ("the engagement letter")', () => {
    const answer = answerExtractive('What does the engagement letter say about fees?', PAGES)
    expect(answer.found && answer.citations[0]!.documentId).toBe('engagement')
    // Without the name, the letter that says "fees" twice ranks first.
    const plain = answerExtractive('What about the fees?', PAGES)
    expect(plain.found && plain.citations[0]!.documentId).toBe('letter')
  })

  test('says "not found" when no passage answers', () => {
    for (const question of [
      'Who is the mediator?', // no page speaks of a mediator
      'What was the settlement amount?',
      'When is the trial?', // a want (a date) no passage about a trial meets
      'What is the value of the production log?', // the focus, "value", is nowhere
      'What does it say?', // nothing but stop words
      '',
    ]) {
      expect(answerExtractive(question, PAGES), question).toEqual({ found: false })
    }
    expect(answerExtractive('Who leads the engagement?', [])).toEqual({ found: false })
    expect(NOT_FOUND_TEXT).toMatch(/do not say/)
  })

  test('maxCitations bounds the citations; the default is 5', () => {
    const one = answerExtractive('fees', PAGES, { maxCitations: 1 })
    expect(one.found && one.citations.length).toBe(1)
    const many = answerExtractive('fees', PAGES)
    expect(many.found && many.citations.length).toBeLessThanOrEqual(5)
  })

  // Its speed is measured in bench/associate.ts (64 pages x 3,000 characters), never asserted here.
  test('answers over 200 pages of 3,000 characters, citing at most five of them', () => {
    const source = PAGES.map((p) => p.text).join('\n\n')
    const pages: SourcePage[] = Array.from({ length: 200 }, (_, i) => {
      let text = ''
      for (let k = i; text.length < 3_000; k += 1) {
        text += `${source.slice((k * 97) % source.length)}\n\n${source}\n\n`
      }
      return {
        documentId: `d${i % 40}`,
        documentName: `Document ${i % 40}.pdf`,
        page: i + 1,
        text: text.slice(0, 3_000),
      }
    })
    const question = 'When must Northwind confirm it will produce the documents?'
    const answer = answerExtractive(question, pages)
    expect(answer.found).toBe(true)
    if (!answer.found) return
    expect(answer.citations.length).toBeGreaterThan(0)
    expect(answer.citations.length).toBeLessThanOrEqual(5)
    for (const citation of answer.citations) {
      const page = pages.find((p) => p.page === citation.page)!
      expect(page.text.slice(citation.start, citation.end)).toBe(citation.quote)
    }
  })
})

describe('a table’s header row is its rows’ own heading, not a caption', () => {
  test('a capitalised column name in the header answers for the row below it', () => {
    const log = [
      'Production,Date served,Bates start,Bates end,Custodian,Pages',
      'VOL001,2031-02-03,QX-000001,QX-000120,Ida Marsh,120',
      'VOL002,2031-02-17,QX-000121,QX-000410,Records Office,290',
    ].join('\n')
    const other =
      'The parties met and conferred about custodians and search terms on March 1, 2031.'
    const pages: SourcePage[] = [
      { documentId: 'log', documentName: 'Production log.csv', page: 1, text: log },
      { documentId: 'm', documentName: 'Meet and confer letter.pdf', page: 1, text: other },
    ]
    const answer = answerExtractive(
      'What Bates range does the first production volume cover?',
      pages,
    )
    expect(answer.found && answer.citations[0]!.quote).toContain('QX-000001')
  })
})
