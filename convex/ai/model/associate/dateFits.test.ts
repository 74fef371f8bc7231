import { describe, expect, test } from 'vitest'
import { asksSpanEnd, prejudiceOpposed, scheduledEventSaid, spanEndSaid } from './dateFits'

// Wordings and docket rows written for this test.
describe('the end of a span', () => {
  test('"until when" and "to when" ask for it; "when" alone does not', () => {
    expect(asksSpanEnd('Until when did Judge Ormond extend the stay in Pell v. Varga?')).toBe(true)
    expect(asksSpanEnd('To when was the status conference in Pell v. Varga continued?')).toBe(true)
    expect(asksSpanEnd('To what date was the hearing postponed?')).toBe(true)
    expect(asksSpanEnd('When was the status conference in Pell v. Varga continued?')).toBe(false)
  })

  test('the date "until", "to" or "set for" governs is its end; a row\'s own date is not', () => {
    expect(spanEndSaid('I extended the stay until midnight ')).toBe(true)
    expect(spanEndSaid('Motion to Continue Status Conference set for ')).toBe(true)
    expect(spanEndSaid('shall remain in place until at least midnight ')).toBe(true)
    expect(spanEndSaid('(Entered: 03/02/2031)\n')).toBe(false)
    expect(spanEndSaid('the order was entered on ')).toBe(false)
  })
})

describe('a scheduled event', () => {
  test('is dated where its own noun is said', () => {
    const q = 'On what date is the jury trial set in United States v. Quill?'
    expect(
      scheduledEventSaid(q, 'Jury Trial set for 4/7/2031 at 9:00 AM before Judge Ormond.'),
    ).toBe(true)
    expect(scheduledEventSaid(q, 'On March 3, 2031, a grand jury returned an indictment.')).toBe(
      false,
    )
    expect(
      scheduledEventSaid(
        'What trial date was set in Pell v. Varga?',
        'Status Conference set for 5/2/2031',
      ),
    ).toBe(false)
  })

  test('a notice named for the event dates it by its particulars table', () => {
    const q = 'When is the deposition of Marlow Freight scheduled?'
    expect(scheduledEventSaid(q, 'Date: Tuesday, March 4, 2031', 'Notice of Deposition.docx')).toBe(
      true,
    )
    expect(scheduledEventSaid(q, 'Date: Tuesday, March 4, 2031', 'Scheduling order.pdf')).toBe(
      false,
    )
  })

  test('a question of no scheduled event is not held to one', () => {
    expect(scheduledEventSaid('When was the complaint filed?', 'Filed 03/02/2031')).toBe(true)
    expect(
      scheduledEventSaid('When was the trial held?', 'The bench trial began May 4, 2031.'),
    ).toBe(true)
  })
})

describe('with or without prejudice', () => {
  const q = 'When was Pell v. Varga dismissed with prejudice?'
  test('a dismissal without prejudice does not answer when the case was dismissed with it', () => {
    expect(
      prejudiceOpposed(q, 'ORDER this action is DISMISSED w/out Prejudice pursuant to Rule 4(m)'),
    ).toBe(true)
    expect(prejudiceOpposed(q, 'this case is hereby DISMISSED with Prejudice.')).toBe(false)
    expect(
      prejudiceOpposed('When was it dismissed without prejudice?', 'DISMISSED with prejudice.'),
    ).toBe(true)
    expect(prejudiceOpposed('When was it dismissed?', 'DISMISSED without prejudice.')).toBe(false)
  })
})
