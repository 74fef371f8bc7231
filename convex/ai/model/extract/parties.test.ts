import { describe, expect, test } from 'vitest'
import { findCaptionParties, findDefinedParties, findTitleParties } from './parties'
import { partyNames } from './partyNames'

const sides = (mentions: ReturnType<typeof findCaptionParties>) =>
  Object.fromEntries(mentions.map((m) => [m.role, m.value]))

describe('partyNames', () => {
  test('drops class and capacity descriptions, et al. and fictitious defendants', () => {
    expect(
      partyNames(
        'JOHN SMITH and MARY JONES, individually and on behalf of all others similarly situated,',
      ),
    ).toEqual(['John Smith', 'Mary Jones'])
    expect(partyNames('ACME CORP., a Delaware corporation, ACME HOLDINGS, INC., et al.,')).toEqual([
      'Acme Corp.',
      'Acme Holdings, Inc.',
    ])
    expect(partyNames('WIDGETCO LLC; and DOES 1 through 50, inclusive,')).toEqual(['Widgetco LLC'])
    expect(partyNames('JANE DOE, as Trustee of the Doe Family Trust,')).toEqual(['Jane Doe'])
  })
})

describe('findCaptionParties', () => {
  test('reads a block caption with the sides on their own lines', () => {
    const text = [
      'UNITED STATES DISTRICT COURT',
      'SOUTHERN DISTRICT OF NEW YORK',
      'JOHN SMITH, individually and on behalf of all',
      'others similarly situated,',
      'Plaintiff,',
      'v.',
      'ACME CORP., et al.,',
      'Defendants.',
      'Case No. 1:23-cv-04567',
    ].join('\n')
    const mentions = findCaptionParties(text)
    expect(sides(mentions)).toEqual({ plaintiffs: ['John Smith'], defendants: ['Acme Corp.'] })
    for (const m of mentions)
      expect(text.slice(m.start, m.end)).toMatch(/^(JOHN|ACME)[\s\S]*(Plaintiff,|Defendants\.)$/)
  })

  test('reads a caption on one line', () => {
    const text = 'JOHN SMITH, Plaintiff, v. ACME CORP. and BETA LLC, Defendants.'
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['John Smith'],
      defendants: ['Acme Corp.', 'Beta LLC'],
    })
  })

  test('reads the left column of a caption with a ")" column beside it', () => {
    const text = [
      '------------------------------------x',
      'NORTHSTAR PENSION FUND,              )',
      '                                     )   Civil Action No. 23-1234',
      '                 Plaintiff,          )',
      '        v.                           )   CLASS ACTION COMPLAINT',
      'PINNACLE SYSTEMS, INC. and           )',
      'ROBERT K. LANE,                      )',
      '                 Defendants.         )',
      '------------------------------------x',
    ].join('\n')
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Northstar Pension Fund'],
      defendants: ['Pinnacle Systems, Inc.', 'Robert K. Lane'],
    })
  })

  test('reads "-against-" and petitioners and respondents', () => {
    const text =
      'In the Matter of\nJANE ROE,\nPetitioner,\n-against-\nCITY OF NEW YORK,\nRespondent.'
    expect(sides(findCaptionParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['City of New York'],
    })
  })

  test('finds nothing in text without a caption', () => {
    expect(findCaptionParties('Plaintiff alleges that Defendant breached the contract.')).toEqual(
      [],
    )
  })
})

describe('other statements of the parties', () => {
  test('reads defined terms naming a side', () => {
    const text =
      'This Agreement is entered into by and between Jane Roe (“Plaintiff”) and Acme Corp. (“Acme” or “Defendant”).'
    expect(sides(findDefinedParties(text))).toEqual({
      plaintiffs: ['Jane Roe'],
      defendants: ['Acme Corp.'],
    })
    expect(
      sides(findDefinedParties('John Smith and Mary Jones (together, “Plaintiffs”) allege')),
    ).toEqual({ plaintiffs: ['John Smith', 'Mary Jones'] })
  })

  test('reads a letter’s Re: line', () => {
    expect(
      sides(findTitleParties('Re: Smith v. Acme Corp., et al., No. 23-cv-1234 (S.D.N.Y.)')),
    ).toEqual({
      plaintiffs: ['Smith'],
      defendants: ['Acme Corp.'],
    })
  })
})

describe('captions of appeals and docket reports (issue 27)', () => {
  test('a caption whose sides are named by any role: the side named first is the plaintiffs’', () => {
    const text = [
      '796 P.2d 1150 (1990)',
      'The STATE of Oklahoma, Appellant,',
      'v.',
      'Delbert LYNCH, Appellee.',
      'Nos. 74319, 74259.',
    ].join('\n')
    const [plaintiffs, defendants] = findCaptionParties(text)
    expect(plaintiffs?.value).toEqual(['The STATE of Oklahoma'])
    expect(defendants?.value).toEqual(['Delbert LYNCH'])
    const versus =
      'HENRY C. WALKER Plaintiffs-Respondents\nversus\nTHE STATE OF LOUISIANA Defendants-Applicants\n'
    expect(findCaptionParties(versus).map((m) => m.value)).toEqual([
      ['Henry C. Walker'],
      ['The State of Louisiana'],
    ])
  })

  test('a docket report lists each side’s parties in order, and a minor’s next friend is no party', () => {
    const text = [
      'CIVIL DOCKET FOR CASE #: 1:03-cv-00103-MJK',
      'Plaintiff',
      'WENDY BONNER represented by EUGENE C. COUGHLIN',
      'Plaintiff',
      'KRISTIN PUTNAM represented by EUGENE C. COUGHLIN',
      'V.',
      'Defendant',
      'COLBY COLLEGE represented by JANE ROE',
    ].join('\n')
    expect(findCaptionParties(text).map((m) => m.value)).toEqual([
      ['Wendy Bonner', 'Kristin Putnam'],
      ['Colby College'],
    ])
    expect(
      partyNames(
        'Jessica BRAAM, a minor child, by and through her guardians, Dale and Vickie BRAAM; Tim Olson',
      ),
    ).toEqual(['Jessica BRAAM', 'Tim Olson'])
  })
})
