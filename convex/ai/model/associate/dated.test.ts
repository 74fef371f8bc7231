import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import {
  dateWithin,
  datedPaper,
  initialsShared,
  isPaper,
  ownDateAnswers,
  withoutCourtFormula,
  withoutCourtNames,
} from './dated'

describe('what a date question dates', () => {
  test('the paper it names, however the question is worded', () => {
    expect(datedPaper('When was the notice of appeal filed in Ruiz v. Harbor Mills?')).toBe(
      'notice of appeal',
    )
    expect(datedPaper('When did the Secretary file her answer in Ruiz v. Harbor Mills?')).toBe(
      'answer',
    )
    expect(datedPaper("When was the Governor's emergency request lodged in Ruiz v. Ohlsen?")).toBe(
      'request',
    )
    expect(datedPaper('What date appears on the amended complaint in Ruiz v. Harbor Mills?')).toBe(
      'complaint',
    )
    expect(datedPaper('When was the order denying the stay in Ruiz v. Harbor Mills entered?')).toBe(
      'order',
    )
    expect(datedPaper('When was the consent judgment in Ruiz v. Harbor Mills signed?')).toBe(
      'consent decree',
    )
    // The complaint is what the court dismissed, not the paper dated.
    expect(datedPaper('On what date did the court dismiss the complaint in Ruiz v. Ohlsen?')).toBe(
      undefined,
    )
    expect(datedPaper('When is the hearing on the motion to stay in Ruiz v. Ohlsen?')).toBe(
      undefined,
    )
    // A plural possessive names whose paper it is; of two paper words, the last is the paper.
    expect(
      datedPaper("When was the tenants' motion to stay the order filed in Ruiz v. Ohlsen?"),
    ).toBe('motion')
    expect(
      datedPaper(
        "When was the growers' TRO and preliminary injunction motion filed in Ruiz v. Ohlsen?",
      ),
    ).toBe('motion')
  })

  test('a paper’s own date answers only when the document is that paper', () => {
    const complaint = askedOf('When was the complaint filed in Ruiz v. Harbor Mills?')!
    expect(ownDateAnswers(complaint, 'complaint')).toBe(true)
    expect(ownDateAnswers(complaint, 'consent decree')).toBe(false)
    expect(ownDateAnswers(complaint, 'docket')).toBe(false)
    // A memorandum and order, an opinion and order: the court's own ruling either way.
    expect(isPaper('order', 'memorandum')).toBe(true)
    expect(isPaper('notice of appeal', 'notice')).toBe(true)
    // The case's start is the complaint's date, not a later ruling's.
    const started = askedOf('When was Ruiz v. Harbor Mills originally filed?')!
    expect(started.caseStart).toBe(true)
    expect(ownDateAnswers(started, 'opinion')).toBe(false)
    expect(ownDateAnswers(started, 'petition')).toBe(true)
  })

  test('initials stand for the words the question writes out', () => {
    expect(initialsShared('Date NOA filed: 9/5/19', 'When was the notice of appeal filed?')).toBe(3)
    expect(initialsShared('TRO entered 6/1/20', 'When was the temporary restraining order?')).toBe(
      3,
    )
    expect(
      initialsShared('MSJ due 6/1/20', 'When was the motion for summary judgment heard?'),
    ).toBe(3)
    expect(initialsShared('USA v. Ruiz', 'When was the notice of appeal filed?')).toBe(0)
  })

  test('the month or year the question puts the date in', () => {
    expect(dateWithin('On exactly what day in June 2002 was the order signed?')).toBe('2002-06')
    expect(dateWithin('On what date in 2019 did the agency issue the rule?')).toBe('2019')
    // A year that names a paper does not bound the date asked.
    expect(dateWithin('When did the court first rule, as the 2010 memorandum recounts?')).toBe(
      undefined,
    )
  })

  test('"on exactly what day" asks for a date', () => {
    expect(askedOf('On exactly what day was the order in Ruiz v. Ohlsen signed?')?.kinds).toEqual([
      'filingDate',
      'date',
    ])
  })
})

describe('court names and formulas in date questions', () => {
  test('a court the question names is not the event asked', () => {
    expect(withoutCourtNames('When did the Court of Appeals grant leave?')).not.toMatch(/appeals/i)
    expect(withoutCourtNames('When did the District Court enter judgment?')).not.toMatch(/court/i)
  })
  test('"held in and for the County" is a court formula, not an event', () => {
    expect(
      withoutCourtFormula('At a term held in and for the County of Erie, on May 2, 2019'),
    ).not.toMatch(/held/)
    expect(withoutCourtFormula('The hearing was held on May 2, 2019')).toMatch(/held/)
  })
})
