// Words that are no party's name, read where a caption's marks look for one (issue 27): each is
// doubtful, so that a side whose lead it is stays blank. Invented names, numbers and dates.
import { describe, expect, it } from 'vitest'
import { doubtfulName } from './partyDoubt'

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
