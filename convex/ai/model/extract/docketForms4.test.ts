// Court records converted by other tools than a plain-text renderer: Markdown from html2text,
// pandoc or markdownify (pipe tables, separator rows, bold labels, links, "<br>" in cells) and a
// text browser's dump (lynx, w3m: "[3]Name" link numbers, a "References" list). Invented examples.
import { describe, expect, test } from 'vitest'
import { findDocketParties } from './docketParties'
import { recordCourt, recordDocket, recordFiled, recordKind, withoutMarkup } from './docketRecord'

const sides = (text: string) =>
  Object.fromEntries(findDocketParties(text).map((m) => [m.role, m.value]))
const page = (text: string) => [{ page: 1, text }]

describe('withoutMarkup keeps every offset', () => {
  test('bold, links and pipes blank to spaces of the same length', () => {
    const text = '**Case Name:** | [Lark v. Vole](https://ecf.example.gov/1)\n---|---\n'
    const plain = withoutMarkup(text)
    expect(plain).toHaveLength(text.length)
    expect(plain.indexOf('Lark v. Vole')).toBe(text.indexOf('Lark v. Vole'))
    expect(plain).not.toMatch(/[*|[\]]/)
  })

  test('a plain page is returned as given', () => {
    const text = 'Plaintiff\nAda Finch | Beta\n'
    expect(withoutMarkup(text)).toBe(text)
  })
})

describe('docket report as Markdown', () => {
  const report = [
    '**U.S. District Court  ',
    'District of Vermont (Burlington)  ',
    'CIVIL DOCKET FOR CASE #: 2:21-cv-00345-XYZ**',
    '',
    'Finch v. Town of Alder  ',
    'Assigned to: Judge Mara T. Quill | Date Filed: 03/04/2021  ',
    '---|---  ',
    '  ',
    '**Plaintiff**  ',
    '---  ',
    '**Ada Finch** |  represented by |  **Noel Vance**  ',
    '_LEAD ATTORNEY_  ',
    '  ',
    'V.  ',
    '  ',
    '**Defendant**  ',
    '**Town of Alder** |  represented by |  **Ira Pell**  ',
    '',
  ].join('\n')

  test('the party blocks read through bars and bold marks', () => {
    expect(sides(report)).toEqual({ plaintiffs: ['Ada Finch'], defendants: ['Town of Alder'] })
  })

  test('a markdownify pipe table with cells joined by <br>', () => {
    const table = [
      '## U.S. District Court',
      '## District of Vermont',
      '## CIVIL DOCKET FOR CASE #: 2:21-cv-00346-XYZ',
      '',
      '| **Plaintiff** | | |',
      '| --- | --- | --- |',
      '| **Ada Finch** | represented by | **Noel Vance**<br>*LEAD ATTORNEY* |',
      '| **Defendant** | | |',
      '| **Town of Alder** | represented by | **Ira Pell** |',
      '',
    ].join('\n')
    expect(sides(table)).toEqual({ plaintiffs: ['Ada Finch'], defendants: ['Town of Alder'] })
  })
})

describe('notice of electronic filing as Markdown', () => {
  const notice = [
    '**U.S. District Court**',
    '',
    '**District of Vermont**',
    '',
    '**Notice of Electronic Filing**',
    '',
    'The following transaction was entered on 5/6/2022 at 9:00 AM EDT and filed on 5/6/2022',
    '',
    '| | |',
    '|---|---|',
    '| **Case Name:** | [Finch v. Town of Alder](https://ecf.example.gov/cgi-bin/DktRpt.pl?1) |',
    '| **Case Number:** | [2:21-cv-00345-XYZ](https://ecf.example.gov/cgi-bin/DktRpt.pl?1) |',
    '',
  ].join('\n')

  test('the heading, the court, the date and the title read as on a plain notice', () => {
    expect(recordKind(notice)).toBe('notice')
    expect(recordCourt(page(notice))?.value).toBe(
      'United States District Court for the District of Vermont',
    )
    expect(recordFiled(page(notice))?.value).toBe('2022-05-06')
    expect(sides(notice)).toEqual({ plaintiffs: ['Finch'], defendants: ['Town of Alder'] })
  })
})

describe('Texas case page as html2text Markdown', () => {
  test('the bold labels and bars around the number and the style', () => {
    const text = [
      '**Case:** | 03-20-00456-CV  ',
      '---|---  ',
      '**Date Filed:** | 07/08/2020  ',
      '**Style:** | Wren, Tomas  ',
      '**v.:** | Birch Supply, Inc.  ',
      '',
    ].join('\n')
    expect(recordDocket(page(text))?.value).toBe('03-20-00456-CV')
    expect(sides(text)).toEqual({ plaintiffs: ['Wren, Tomas'], defendants: ['Birch Supply, Inc.'] })
  })
})

describe("a text browser's dump", () => {
  test('a link number before the case name is no part of it', () => {
    const text = [
      '                               U.S. District Court',
      '                              District of Vermont',
      '                           Notice of Electronic Filing',
      '   The following transaction was entered on 5/6/2022 at 9:00 AM EDT and filed on 5/6/2022',
      '   Case Name:          [1]Finch v. Town of Alder',
      '   Case Number:        [2]2:21-cv-00345-XYZ',
      '',
      'References',
      '',
      '   1. https://ecf.example.gov/cgi-bin/DktRpt.pl?1',
      '',
    ].join('\n')
    expect(sides(text)).toEqual({ plaintiffs: ['Finch'], defendants: ['Town of Alder'] })
  })
})

describe('a page rendered a cell to a line, blank lines between', () => {
  const cells = (lines: string[]) => lines.join('\n\n') + '\n'

  test("a notice's case name after a blank line under its label", () => {
    const text = cells([
      'U.S. District Court',
      'District of Vermont',
      'Notice of Electronic Filing',
      'The following transaction was entered on 5/6/2022 at 9:00 AM EDT and filed on 5/6/2022',
      'Case Name:',
      'Finch v. Town of Alder',
      'Case Number:',
      '2:21-cv-00345-XYZ',
      'Filer:',
      'Document Number:',
      '12',
    ])
    expect(sides(text)).toEqual({ plaintiffs: ['Finch'], defendants: ['Town of Alder'] })
  })

  test('an empty case name leaves the next label unread', () => {
    const text = cells([
      'U.S. District Court',
      'District of Vermont',
      'Notice of Electronic Filing',
      'Case Name:',
      'Case Number:',
      '2:21-cv-00345-XYZ',
      'Docket Text:',
      'ORDER granting motion in Finch v. Town of Alder.',
    ])
    expect(sides(text)).toEqual({})
  })

  test("a Supreme Court title keeps its lead's office and reads across its blank rows", () => {
    const text = cells([
      'No. 23-4567',
      'Title:',
      'Marta L. Quill, Commissioner of the Elm State Department of Revenue, et al., Petitioners',
      'v.',
      'Birch Valley Growers Association, et al.',
      'Docketed:',
      'March 3, 2023',
      'Lower Ct:',
      'United States Court of Appeals for the Tenth Circuit',
    ])
    expect(sides(text)).toEqual({
      plaintiffs: ['Marta L. Quill, Commissioner of the Elm State Department of Revenue'],
      defendants: ['Birch Valley Growers Association'],
    })
  })

  test('a title without a versus ends at its blank row', () => {
    const text = cells([
      'No. 23-4567',
      'Title:',
      'In re Birch Valley Growers Association, Petitioner',
      'Petition for a writ of mandamus v. the District Court',
      'Docketed:',
      'March 3, 2023',
    ])
    expect(sides(text)).toEqual({})
  })
})
