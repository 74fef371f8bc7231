// Words that are no party's name, read where a caption's marks look for one (issue 27): each is
// doubtful, so that a side whose lead it is stays blank. The readings the pool of unlabelled court
// papers showed recurring (session 30: a court's heading as a scan or a stamp printed it, the end of
// a paper's title set beside the caption, a clerk's stamp) are checked below the first table.
// Invented names, numbers and dates.
import { describe, expect, it } from 'vitest'
import { doubtfulName } from './partyDoubt'
import { readPartyNames } from './partyNames'

describe('doubtfulName', () => {
  it.each([
    ['a ruling’s heading', 'FINAL JUDGMENT'],
    ['a ruling’s heading with its subject', 'Order Granting Motion to Dismiss'],
    ['an opinion’s heading', 'Memorandum Opinion and Order'],
    ['a certificate', 'Certificate of Service'],
    ['a page’s number', 'Page 2'],
    ['a page’s count', 'Page 1 of 12'],
    ['a filing stamp', 'Filed 03/04/31'],
    ['an ECF line', 'Document 42'],
    ['a date', 'March 4, 2031'],
    ['a date with its weekday', 'Thursday, March 5, 2031'],
    ['a judge in the bench’s style', 'Magistrate Judge John Doe'],
    ['a federal judge in the bench’s style', 'U.S. District Judge Anne Carter'],
    ['a table’s total', 'Total'],
    ['a table’s heading', 'Description'],
    ['a register’s headings run together', 'Party Information Lead Attorneys'],
    ['a counsel column’s status run into a name', 'Jane Retained'],
    [
      'a federal court’s heading run onto a name',
      'United States District Court Southern District of Elmwood Jane Roe',
    ],
    [
      'a court of appeals’ heading run onto a name',
      'United States Court of Appeals for the Twelfth Circuit Jane Roe',
    ],
  ])('refuses %s: %s', (_what, name) => {
    expect(doubtfulName(name)).toBe(true)
  })

  it.each([
    ['a person', 'Jane Roe'],
    ['a company', 'Acme Widget Corporation'],
    ['an In re application', 'Application of the Elmwood Bureau for an Order Requiring Records'],
    ['a court sued by name', 'United States District Court for the District of Elmwood'],
    [
      'a court sued, its district two words',
      'United States District Court for the District of New York',
    ],
    ['a judge sued as the Honorable', 'The Honorable Anne B. Carter'],
    ['a body named for an order', 'Fraternal Order of Police'],
    ['a person named Judge', 'Jane Judge'],
    ['a month’s name in a company', 'March Development Company'],
  ])('keeps %s: %s', (_what, name) => {
    expect(doubtfulName(name)).toBe(false)
  })
})

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
