import { describe, expect, test } from 'vitest'
import { amountFacts, datedEvents } from './events'
import { entryRanges, fieldStart, statementAround } from './sentences'

// A district court docket report and an appeals docket header, written for this test.
const DOCKET = [
  'Date Filed # Docket Text',
  '03/02/2019 1  COMPLAINT against Harbor Mills Inc. filed by Ana Ruiz; Service',
  'deadline 4/1/19 for Harbor Mills Inc. (abc) (Entered: 03/04/2019)',
  '03/09/2019 2  SUMMONS issued for Harbor Mills Inc. (abc) (Entered: 03/09/2019)',
  '04/15/2019 3  MOTION to Dismiss by Harbor Mills Inc. Response due',
  '5/6/19 for Ana Ruiz (def) (Entered: 04/16/2019)',
].join('\n')

const APPEAL_HEADER = [
  'Court of Appeals Docket #: 19-3301              Filed: 9/12/19',
  'Lower court information:',
  '     Ordering Judge: Marguerite T. Osei, Judge',
  '     Date order/judgment: 8/20/19',
  '     Date NOA filed: 9/5/19',
].join('\n')

describe('where a dated statement begins and ends', () => {
  test('a docket report is read entry by entry: a date that runs on an entry’s text starts none', () => {
    const entries = entryRanges(DOCKET)
    expect(entries.map((e) => DOCKET.slice(e.start, e.start + 10))).toEqual([
      '03/02/2019',
      '03/09/2019',
      '04/15/2019',
    ])
    // "deadline 4/1/19 for …" and "5/6/19 for Ana Ruiz" continue the entries above them.
    expect(DOCKET.slice(entries[2]!.start, entries[2]!.end)).toContain('5/6/19 for Ana Ruiz')
  })

  test('rows of a register start with their numbers, then the date', () => {
    const text =
      'DOCUMENT DESCRIPTION\n1 3 2021-06-02 NOTICE OF PETITION - -\n2 1 2021-06-01 PETITION - -'
    expect(entryRanges(text).map((e) => text.slice(e.start, e.end))).toEqual([
      '1 3 2021-06-02 NOTICE OF PETITION - -',
      '2 1 2021-06-01 PETITION - -',
    ])
  })

  test('an entry’s date states that entry, not the one before or after it', () => {
    const events = datedEvents(DOCKET)
    const motion = events.find((e) => e.date === '2019-04-15')!
    expect(motion.text).toMatch(/^04\/15\/2019 3 MOTION to Dismiss/)
    expect(motion.text).not.toContain('SUMMONS')
    // A date inside an entry keeps to that entry.
    const due = events.find((e) => e.date === '2019-05-06')!
    expect(due.text).toContain('MOTION to Dismiss')
    expect(due.text).not.toContain('SUMMONS')
  })

  test('a form’s field is its label and its value', () => {
    const at = APPEAL_HEADER.indexOf('9/5/19')
    expect(APPEAL_HEADER.slice(fieldStart(APPEAL_HEADER, at), at)).toBe('Date NOA filed: ')
    const events = datedEvents(APPEAL_HEADER)
    expect(events.map((e) => e.text)).toEqual([
      'Filed: 9/12/19',
      'Date order/judgment: 8/20/19',
      'Date NOA filed: 9/5/19',
    ])
    // A parenthesised "(Entered: …)" inside an entry is no field: the entry states it.
    const entered = DOCKET.indexOf('03/09/2019)')
    expect(fieldStart(DOCKET, entered)).toBe(-1)
  })

  test('prose is cut at its sentences, as before', () => {
    const text = 'The hearing was held on May 4, 2020. The order followed on May 9, 2020.'
    const at = text.indexOf('May 9')
    const span = statementAround(text, at, at + 11, entryRanges(text))
    expect(text.slice(span.start, span.end)).toBe('The order followed on May 9, 2020.')
  })
})

describe('an amount’s context', () => {
  test('a register without full stops keeps the words nearest each amount', () => {
    const rows = [
      'RECEIVABLES Name Assessed Paid Balance',
      'PTF 1 RIVERBEND TENANTS UNION FILING FEE $150.00 $150.00 $0.00',
      'JURY DEMAND FEE $85.00 $85.00 $0.00',
      'TOTAL $235.00 $235.00 $0.00',
      'INVD 2 COUNTY OF ASHFORD MOTION FEE $20.00 $20.00 $0.00',
      'TOTAL $20.00 $20.00 $0.00',
      'INVD 3 ASHFORD HOUSING AUTHORITY APPEARANCE FEE $30.00 $30.00 $0.00',
      'TOTAL $30.00 $30.00 $0.00',
    ].join('\n')
    const facts = amountFacts([{ page: 1, text: rows }])
    const last = facts.filter((f) => f.value === 'USD 30.00').pop()!
    expect(last.context).toContain('APPEARANCE FEE')
    expect(last.context).not.toContain('RIVERBEND')
  })
})
