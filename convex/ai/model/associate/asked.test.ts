import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'

// Wordings written for this test, the many ways a litigator asks.
describe('what a question asks for, from its head noun', () => {
  test('a noun no fact holds asks for no fact, whatever else the question names', () => {
    expect(askedOf('Which statute did the plaintiffs challenge in Ruelas v. DMV?')).toBeNull()
    expect(askedOf('Which motion did the defendants file first in Ruelas v. DMV?')).toBeNull()
    expect(askedOf('What relief did the petitioner seek from the court?')).toBeNull()
    expect(askedOf('Which claims did the district judge dismiss?')).toBeNull()
  })

  test('judges, however named', () => {
    expect(askedOf('Which judicial officer is assigned to Ruelas v. DMV?')?.kinds).toEqual([
      'judge',
    ])
    expect(askedOf('Who delivered the opinion of the court in Ruelas?')?.kinds).toEqual(['judge'])
    expect(askedOf('Who signed the administrative stay in Ruelas?')?.kinds).toEqual(['judge'])
    expect(askedOf("Which trial judge's order was appealed in Ruelas?")?.roles[0]).toBe('trial')
    expect(askedOf('Which district judge entered the judgment under review?')?.roles[0]).toBe(
      'trial',
    )
  })

  test('who dissented or concurred asks for the judges of that separate opinion', () => {
    const roles = (q: string) => askedOf(q)?.roles
    expect(roles('Who dissented in Ruelas v. DMV?')).toEqual(['dissenting'])
    expect(roles('Which justice dissented?')).toEqual(['dissenting'])
    expect(roles('Which justices joined the dissent in Ruelas?')).toEqual(['dissenting'])
    expect(roles('Which judge concurred?')).toEqual(['concurring'])
    expect(roles('Who concurred in the judgment in Ruelas?')).toEqual(['concurring'])
    expect(roles('Who wrote separately in Ruelas v. DMV?')).toEqual(['concurring', 'dissenting'])
    expect(roles('Which judge filed a separate opinion?')).toEqual(['concurring', 'dissenting'])
    // A split vote is stored as a dissent, and only a line saying "in part" answers it.
    expect(askedOf('Who concurred in part and dissented in part?')).toMatchObject({
      roles: ['dissenting'],
      inPart: true,
      separate: true,
    })
    // What the dissent said is no judge.
    expect(askedOf('What did the dissent argue in Ruelas?')?.kinds ?? []).not.toContain('judge')
    expect(askedOf('Which issue did the dissent raise?')).toBeNull()
  })

  test('places and courts', () => {
    expect(askedOf('In which county was Ruelas v. DMV filed?')).toMatchObject({
      kinds: ['court'],
      courtMust: expect.any(RegExp),
    })
    expect(askedOf('Which tribunal heard the appeal?')?.kinds).toEqual(['court'])
  })

  test('numbers, dates and amounts', () => {
    expect(askedOf('What is the adversary proceeding number of Lund v. Carrow?')?.kinds).toEqual([
      'docket',
    ])
    expect(askedOf('What is the number of class members in Lund v. Carrow?')).toBeNull()
    expect(askedOf('On what exact day was the decree entered?')?.label).toBe('Date')
    expect(askedOf('What civil penalty amount does the FTC seek?')?.kinds).toEqual(['amount'])
    expect(askedOf('How much in attorneys’ fees did the court award?')?.kinds).toEqual(['amount'])
  })

  test('sides', () => {
    expect(askedOf('Which agency brought the enforcement action?')?.roles).toEqual([
      'plaintiff',
      'inRe',
    ])
    expect(askedOf('Which company was sued in Lund v. Carrow?')?.roles).toEqual(['defendant'])
    expect(askedOf('Which petitioner is a minor?')?.roles).toEqual(['plaintiff', 'inRe'])
  })

  test('counsel', () => {
    for (const q of [
      'Which Assistant U.S. Attorney signed the complaint?',
      'Who argued for the appellants in Lund v. Carrow?',
      'Who represented the county?',
      'Who is counsel for the defendant?',
      'Which lawyer appears for the intervenors?',
    ]) {
      expect(askedOf(q)?.counsel, q).toBe(true)
    }
    // A name in a case's caption asks for no counsel; nor does a date of argument.
    expect(askedOf('When was Lund v. Carrow argued?')?.counsel).toBeUndefined()
  })

  test('how the court ruled, however asked', () => {
    expect(askedOf('How was Lund v. Carrow (No. 20-0401) disposed of?')?.decision).toBe(true)
    expect(askedOf('What was the outcome of the appeal?')?.decision).toBe(true)
    // The relief a court ordered is its ruling; the relief a party asks for is not.
    expect(
      askedOf('What relief did the court order on the permit rule in Ames v. EPA?')?.decision,
    ).toBe(true)
    expect(askedOf('What remedy was granted to the tenants in Ross v. Kell?')?.decision).toBe(true)
    expect(
      askedOf('What relief did the plaintiffs ask the court to order?')?.decision,
    ).toBeUndefined()
  })
})
