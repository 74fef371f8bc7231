import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'
import { CASE_START, eventStems } from './dated'
import { onlySpanDates, spanBoundAt, startUnsaid } from './dateClause'
import { motionEntryOnly } from './eventTie'
import { labelScore, rowContext } from './factContext'
import { spanBound } from './factTie'
import type { ScopeFact } from './typed'

describe("the case's start asked in a litigator's words", () => {
  test('"file suit", "file Roe v. Lark", "sue" ask when the case began', () => {
    expect(CASE_START.test('When did the growers file suit in Roe v. Lark?')).toBe(true)
    expect(CASE_START.test('When did the tenants file Roe v. Lark?')).toBe(true)
    expect(CASE_START.test('When did the tenants file this action against the county?')).toBe(true)
    expect(CASE_START.test('When did Ann Roe sue the county?')).toBe(true)
    expect(CASE_START.test('When did the tenants file their complaint in Roe v. Lark?')).toBe(true)
    expect(CASE_START.test('When did the tenants file their amended complaint?')).toBe(false)
    // A paper filed is no case's start; "issue" holds no "sue".
    expect(CASE_START.test('When did the growers file their reply in Roe v. Lark?')).toBe(false)
    expect(CASE_START.test('When did the court issue the injunction in Roe v. Lark?')).toBe(false)
    // Asked when the case began, "filed this action" speaks of it.
    expect(eventStems('When did the growers file suit in Roe v. Lark?').has('fil')).toBe(true)
  })

  test('a date must say the case began: a motion filed is another filing', () => {
    const q = 'When did the growers file suit in Roe v. Lark?'
    expect(startUnsaid(q, 'On March 2, 2021, the growers filed this action.')).toBe(false)
    expect(startUnsaid(q, '03/02/2021 1 COMPLAINT against Tessa Lark filed.')).toBe(false)
    expect(startUnsaid(q, 'This case was originally filed on March 2, 2021.')).toBe(false)
    expect(startUnsaid(q, 'On May 3, 2021, the defendants filed a motion to dismiss.')).toBe(true)
    // A question of another paper is not ruled on here.
    expect(startUnsaid('When was the answer filed?', 'On May 3, 2021, it filed.')).toBe(false)
  })

  const matter = matterOf([
    {
      id: 'opinion',
      text: [
        'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF NEVADA',
        'VALLEY GROWERS ASSOCIATION, Plaintiff, v. TESSA LARK, Defendant.',
        'Case No. 2:21-cv-00417',
        'MEMORANDUM OPINION AND ORDER',
        'On March 2, 2021, Plaintiffs filed this action against Defendant over the water allocation rules she issued.',
        'On May 3, 2021, Defendant filed a motion to dismiss.',
      ].join('\n'),
    },
  ])
  test('"filed this action" answers "When did the plaintiffs file suit?"', () => {
    expect(
      answerText(
        'When did the plaintiffs file suit in Valley Growers Association v. Lark?',
        matter,
      ),
    ).toContain('March 2, 2021')
  })
})

describe("a span's bounds date a period, not an act", () => {
  const text =
    'Plaintiffs brought this suit on behalf of a class of all persons who, from June 4, 2015 through October 9, 2019, were held at the county jail.'
  test('"from … through …" and "between … and …"', () => {
    const from = text.indexOf('June 4, 2015')
    const to = text.indexOf('October 9, 2019')
    expect(spanBoundAt(text, from, from + 'June 4, 2015'.length)).toBe(true)
    expect(spanBoundAt(text, to, to + 'October 9, 2019'.length)).toBe(true)
    const between = 'between May 1, 2016 and May 9, 2017, the jail held'
    expect(spanBoundAt(between, 8, 19)).toBe(true)
    expect(spanBoundAt('On May 1, 2016, the plaintiffs sued.', 3, 14)).toBe(false)
  })
  test('asked when the complaint was filed, the class period is no answer', () => {
    const q = 'On what date did the plaintiffs file their original complaint in Roe v. Lark?'
    expect(onlySpanDates(q, text)).toBe(true)
    // Asked of the period itself, its bounds answer.
    expect(onlySpanDates('What is the class period in Roe v. Lark?', text)).toBe(false)
    const matter = matterOf([{ id: 'opinion', text: `ROE v. LARK\nOPINION AND ORDER\n${text}` }])
    const fact = matter.facts.find((f) => f.kind === 'date' && f.value === '2015-06-04')!
    expect(spanBound(q, fact, matter.pages)).toBe(true)
  })
})

describe("a docket report's entries over several lines", () => {
  const docket = [
    'CIVIL DOCKET FOR CASE #: 2:19-cv-01188',
    'Date Filed # Docket Text',
    '05/14/2019 1  COMPLAINT against Harbor Mills filed by Ann Roe. (Entered:',
    '05/14/2019)',
    '06/20/2019 7  JOINT MOTION to Approve Consent Judgment by Ann Roe. (Attachments: # 1',
    'Proposed Order)(Kell, Sam) (Entered: 06/20/2019)',
    '06/24/2019 8\u00a0 ORDER granting 7 Motion to Approve Consent Judgment as stated within',
    'document. Signed by Judge Mara T. Quill on 6/24/2019. The parties shall file a status report',
    'no later than July 30, 2019. (ab) (Entered: 06/24/2019)',
  ].join('\n')
  const pages = [{ documentId: 'docket', documentName: 'docket.pdf', page: 1, text: docket }]
  const at = (s: string): ScopeFact => {
    const start = docket.indexOf(s)
    return {
      kind: 'date',
      role: '',
      value: '',
      display: '',
      context: 'its sentence',
      page: 1,
      start,
      end: start + s.length,
      confidence: 1,
      documentId: 'docket',
      documentName: 'docket.pdf',
    }
  }
  test("an entry's date, its clerk's marks and its closing (Entered:) date the entry", () => {
    const order = rowContext(at('06/24/2019 8'), pages).context
    expect(order).toMatch(/^06\/24\/2019 8\u00a0 ORDER granting 7 Motion/)
    expect(order).not.toMatch(/JOINT MOTION/)
    expect(rowContext(at('6/24/2019.'), pages).context).toBe(order)
    // The motion's "(Entered: 06/20/2019)" closes the motion's entry, not the order's.
    expect(rowContext(at('06/20/2019)'), pages).context).toMatch(/^06\/20\/2019 7 {2}JOINT MOTION/)
    // A deadline the entry tells later keeps its own sentence.
    expect(rowContext(at('July 30, 2019'), pages).context).toBe('its sentence')
  })
  test("a party's motion does not date what the court did", () => {
    const q = 'When did the court approve the consent judgment in Roe v. Harbor Mills?'
    expect(motionEntryOnly(q, rowContext(at('06/20/2019 7'), pages).context)).toBe(true)
    expect(motionEntryOnly(q, rowContext(at('06/24/2019 8'), pages).context)).toBe(false)
    const matter = matterOf([{ id: 'docket', text: docket }])
    expect(answerText(q, matter)).toContain('June 24, 2019')
  })
  test('asked "by what date", the date a deadline governs gains most', () => {
    const fact = at('July 30, 2019')
    expect(labelScore(fact, pages, new Set(), true, false)).toBe(2)
    expect(labelScore(fact, pages, new Set(), false, false)).toBe(0)
  })
})
