// A docket report's party names wrapped onto the next line, as printed reports and pages rendered a
// cell to a line set them. Invented names and numbers throughout.
import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import { nameColumnWidth, printedWidth, wrappedNameRows } from './docketNameWraps'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))

const HEAD = [
  'U.S. District Court',
  'District of Nevada (Reno)',
  'CIVIL DOCKET FOR CASE #: 3:21-cv-00456-MMD-CLB',
  '',
  'Marlow v. Great Basin Water Authority et al',
  'Assigned to: Judge Ann Vale',
  'Date Filed: 03/04/2021',
  '',
]
const report = (...lines: string[]) => [...HEAD, ...lines, ''].join('\n')

describe('a printed report: the name wrapped beside the counsel column', () => {
  test('the wrapped word beside "(See above for address)" ends the name', () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow represented by Quentin Abernathy',
      'Abernathy Law Group',
      'LEAD ATTORNEY',
      'V.',
      'Defendant',
      'Department of Housing and Urban represented by Lena Ortiz',
      'Development (See above for address)',
      'LEAD ATTORNEY',
    )
    expect(sides(text).defendants).toEqual(['Department of Housing and Urban Development'])
  })

  test('a name wrapped over three lines, the last beside the counsel\'s "TERMINATED:"', () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow   represented by Quentin Abernathy  ',
      'V.',
      'Defendant',
      'U.S. Department of   represented by Lena Ortiz  ',
      'Veterans Affairs and  (See above for address)  ',
      'Benefits  TERMINATED: 01/19/2019 ',
    )
    expect(sides(text).defendants).toEqual(['U.S. Department of Veterans Affairs and Benefits'])
  })

  test("a person's name wrapped in capitals: the width is weighed, capitals wider", () => {
    const text = report(
      'Plaintiff',
      'NORTHERN SIERRA  represented by  Ivo Brandt',
      'GRAZING GUILD, L.L.C.  (See above for address)',
      'Plaintiff',
      'ROSALIND PEMBERTON  represented by  Ivo Brandt',
      'ALVAREZ  (See above for address)',
      'V.',
      'Defendant',
      'COUNTY OF WASHOE  represented by  Lena Ortiz',
    )
    expect(sides(text).plaintiffs).toEqual([
      'Northern Sierra Grazing Guild, L.L.C.',
      'Rosalind Pemberton Alvarez',
    ])
  })

  test("the party's office or description under the name is no part of it", () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow represented by Quentin Abernathy',
      'Class Member (See above for address)',
      'V.',
      'Defendant',
      'Harold Finch represented by Lena Ortiz',
      'Warden (See above for address)',
      'Defendant',
      'Odile Brisbane represented by Lena Ortiz',
      'individually and in her official capacity as (See above for address)',
      'Defendant',
      'Pinecrest Holdings, Inc. represented by Lena Ortiz',
      'A Nevada Corporation (See above for address)',
    )
    expect(sides(text)).toEqual({
      plaintiffs: ['Tessa Marlow'],
      defendants: ['Harold Finch', 'Odile Brisbane', 'Pinecrest Holdings, Inc.'],
    })
  })

  test('a line the next word would have fitted on was no wrap: the column is wider', () => {
    const text = report(
      'Plaintiff',
      'Friends of the Truckee Meadows Watershed represented by Quentin Abernathy',
      'V.',
      'Defendant',
      'Harold Finch represented by Lena Ortiz',
      'Sparks Police (See above for address)',
    )
    expect(sides(text).defendants).toEqual(['Harold Finch'])
  })

  test('a name wrapped at the foot of a printed page runs on at the head of the next', () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow represented by Quentin Abernathy',
      'V.',
      'Defendant',
      'Great Basin Regional Water and Sewer represented by Lena Ortiz',
      '3 of 9 4/2/2021 10:00 AM',
      'CM/ECF - nvd - Docket Report https://ecf.nvd.example.gov/cgi-bin/DktRpt.pl?123',
      'Conservancy (See above for address)',
    )
    expect(sides(text).defendants).toEqual(['Great Basin Regional Water and Sewer Conservancy'])
  })
})

describe("a page rendered a cell to a line: the name's last words alone on their line", () => {
  test('before "represented by"', () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow',
      'represented by',
      'Quentin Abernathy',
      'V.',
      'Defendant',
      'Department of Housing and Urban',
      'Development',
      'represented by',
      'Lena Ortiz',
    )
    expect(sides(text).defendants).toEqual(['Department of Housing and Urban Development'])
  })

  test("before the next block's role", () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow',
      'represented by',
      'Quentin Abernathy',
      'V.',
      'Defendant',
      'Washoe County Regional Transportation',
      'Commission',
      'Defendant',
      'Sierra Mining Co.',
    )
    expect(sides(text).defendants).toEqual([
      'Washoe County Regional Transportation Commission',
      'Sierra Mining Co.',
    ])
  })

  test("a person's office, a short name's next line or a counsel's mark is no continuation", () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow',
      'represented by',
      'Quentin Abernathy',
      'V.',
      'Defendant',
      'Harold Finch',
      'Warden',
      'represented by',
      'Lena Ortiz',
      'Defendant',
      'Washoe County Sheriff Office',
      'Jo Lin',
      'Defendant',
      'Sierra Valley Grazing Association',
      'PRO SE',
      'V.',
    )
    expect(sides(text).defendants).toEqual([
      'Harold Finch',
      'Washoe County Sheriff Office',
      'Sierra Valley Grazing Association',
    ])
  })

  test("a company's suffix alone under the name", () => {
    const text = report(
      'Plaintiff',
      'Tessa Marlow',
      'represented by',
      'Quentin Abernathy',
      'V.',
      'Defendant',
      'Pinecrest Mineral Holdings',
      'LLC',
      'represented by',
      'Lena Ortiz',
    )
    expect(sides(text).defendants).toEqual(['Pinecrest Mineral Holdings LLC'])
  })
})

describe('a text browser\'s columns, "represented by" a line under the name\'s first', () => {
  // The report's "represented by" cell opens with a line break: lynx and w3m set it on the row's
  // second line, its column the name column's edge.
  const row = (name: string, by = '', counsel = '') =>
    `   ${name}`.padEnd(24) + by.padEnd(16) + counsel
  const text = [
    'U.S. District Court',
    'District of Nevada (Reno)',
    'CIVIL DOCKET FOR CASE #: 3:21-cv-00456-MMD-CLB',
    '',
    row('Plaintiff'),
    row('Tessa Marlow', '', 'Quentin Abernathy'),
    row('', 'represented by', 'Abernathy Law Group'),
    row('V.'),
    row('Defendant'),
    row('United States', '', 'Lena Ortiz'),
    row('Department of', 'represented by', "U.S. Attorney's Office"),
    row('Housing and Urban', '', '400 S. Virginia St.'),
    row('Development', '', 'Reno, NV 89501'),
    row('Defendant'),
    row('Harold Finch', '', 'Lena Ortiz'),
    row('Warden', 'represented by', '(See above for address)'),
    row('Defendant'),
    row('Sierra Valley Grazing', '', 'Jo Lin'),
    row('Association', 'represented by', 'Lin LLP'),
    row('Defendant'),
    row('Odile Brisbane', '', 'Jo Lin'),
    row('Reno Field Office', 'represented by', 'Lin LLP'),
    '',
  ]
    .map((line) => line.trimEnd())
    .join('\n')

  test('each wrapped line continues the name; an office under a name does not', () => {
    expect(sides(text).defendants).toEqual([
      'United States Department of Housing and Urban Development',
      'Harold Finch',
      'Sierra Valley Grazing Association',
      'Odile Brisbane',
    ])
  })
})

describe("the wrap's parts", () => {
  test('a capital weighs more than a small letter, a space less', () => {
    expect(printedWidth('AB')).toBeGreaterThan(printedWidth('ab'))
    expect(printedWidth('a b')).toBeLessThan(printedWidth('abc'))
  })

  test("the name column's width is its widest line beside the counsel", () => {
    const text = 'Ann Lee represented by Jo Lin\nAnn Leeson represented by Jo Lin\n'
    expect(nameColumnWidth(text)).toBe(printedWidth('Ann Leeson'))
  })

  test('a complete company name takes nothing', () => {
    expect(
      wrappedNameRows('Acme Co.', 'Acme Co.', ['Builders (See above for address)'], 9),
    ).toEqual([])
  })
})
