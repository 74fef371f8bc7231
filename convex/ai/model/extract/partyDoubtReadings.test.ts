// Readings the pool of unlabelled court papers showed recurring where a caption's lead name stood
// (issue 27, session 30): the court's heading as a scan or a stamp printed it, the end of the
// paper's title set beside the caption, a clerk's stamp. Each is doubtful, so that the side stays
// blank rather than wrong. Invented names, places and numbers.
import { describe, expect, it } from 'vitest'
import { doubtfulName } from './partyDoubt'
import { readPartyNames } from './partyNames'

describe('doubtfulName: recurring wrong readings', () => {
  it.each([
    ['a district with its state abbreviated', 'W. District of Okla.'],
    ['a district misread by a scan', 'Disïrict of Nevada'],
    ['a division’s line, misread, run onto a name', 'Western Dmsion Elmwood Homes, LLC'],
    ['a division’s line run onto a name', 'Northern Division Jane Roe'],
    ['a state court’s circuit line', 'For the Ninth Judicial Circuit Elm County'],
    ['a title’s last word beside the caption', 'Costs'],
    ['a title’s last word, another', 'Reconsideration'],
    ['a title’s last words', 'Initial Disclosures'],
    ['a title’s last words run onto a name', 'Add Parties Jane Roe'],
    ['a motion’s words run onto a name', 'Granting-In-Part 7 Motions to Compel Third John Poe'],
    ['a law report’s running head', 'Federal Supplement'],
    ['a law report’s running head with its volume', 'Okla. 912 Pacific Reporter'],
    ['a filing stamp spaced letter by letter', 'F I L Ed Elmwood Bank'],
    ['a filing stamp spaced, recased', 'F I Led Dale'],
    ['a clerk’s docketing stamp', 'Entered on Docket'],
    ['an approval stamp', 'Vice Chair Approved'],
  ])('refuses %s: %s', (_what, name) => {
    expect(doubtfulName(name)).toBe(true)
  })

  it.each([
    ['the District of Columbia', 'District of Columbia'],
    ['a body named for a division', 'Division of Parole'],
    ['a company whose name opens on Cost', 'Costco Wholesale Corp.'],
    ['a farm whose name opens on Fee', 'Feeser Farms'],
    ['a company whose name opens on Approved', 'Approved Mortgage Co.'],
    ['an association named for motion pictures', 'Motion Picture Association of Elmwood'],
    ['a reporter sued by name', 'Jane Reporter'],
  ])('keeps %s: %s', (_what, name) => {
    expect(doubtfulName(name)).toBe(false)
  })
})

describe('readPartyNames: a spaced filing stamp above the first name', () => {
  it('reads the name under the stamp and its place', () => {
    const block = 'F I L E D\nDALE,  N.  C.\nJANE ROE, Individually\nand JOHN POE,\n'
    expect(readPartyNames(block).names[0]).toBe('Jane Roe')
  })

  it('reads the name under the stamp alone', () => {
    expect(readPartyNames('F I L ED\nELMWOOD BANK,\n').names).toEqual(['Elmwood Bank'])
  })
})
