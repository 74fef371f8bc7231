import { describe, expect, test } from 'vitest'
import { extractParties } from './partyField'

const filler = 'The court has considered the record and the arguments of counsel. '.repeat(30)

describe('extractParties', () => {
  test('a caption deep in a later page is the body’s, not the paper’s', () => {
    const pages = [
      { page: 1, text: 'ORDER\n' + filler },
      {
        page: 2,
        text: `${filler}\nJOHN ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\n`,
      },
    ]
    expect(extractParties(pages, 'plaintiffs', false).value).toBeNull()
    const later = [
      pages[0]!,
      { page: 2, text: 'JOHN ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.' },
    ]
    expect(extractParties(later, 'plaintiffs', false).value).toEqual(['John Roe'])
  })

  test('a docket report’s party list runs over its pages', () => {
    const pages = [
      {
        page: 1,
        text: 'CIVIL DOCKET FOR CASE #: 1:20-cv-00001\nPlaintiff\nANN LEE represented by BO ROE\n',
      },
      {
        page: 2,
        text: 'Plaintiff\nCY PARK represented by BO ROE\nV.\nDefendant\nELM COLLEGE represented by DI WU',
      },
    ]
    const plaintiffs = extractParties(pages, 'plaintiffs', false)
    expect(plaintiffs.value).toEqual(['Ann Lee', 'Cy Park'])
    expect(plaintiffs.source?.page).toBe(1)
    const defendants = extractParties(pages, 'defendants', false)
    expect(defendants.value).toEqual(['Elm College'])
    expect(defendants.source?.page).toBe(2)
    expect(pages[1]!.text.slice(defendants.source!.start, defendants.source!.end)).toBe(
      'ELM COLLEGE',
    )
  })
})

describe('extractParties over a page break', () => {
  test('a caption block cut by the page break reads on over the next page', () => {
    const pages = [
      {
        page: 1,
        text: 'No. 11-1\n\nJANE ROE; BO RAY,\nAppellants,\n\nv.\n\nTOWNSHIP OF ELM, a municipal corporation; TOWNSHIP\nCOUNCIL OF ELM, as governing body of the\n1\n',
      },
      {
        page: 2,
        text: 'Township of Elm; ANN LEE, as\nTownship Manager; AL DAY, as Mayor of the Township of Elm.\n_____\n\nOn Appeal from the District Court\n',
      },
    ]
    expect(extractParties(pages, 'defendants', false).value).toEqual([
      'Township of Elm',
      'Township Council of Elm',
      'Ann Lee',
      'Al Day',
    ])
    // A block that ends on its page is not read on.
    const ended = [
      { ...pages[0]!, text: pages[0]!.text.replace('of the\n1\n', 'of Elm.\nORDER\n') },
      pages[1]!,
    ]
    expect(extractParties(ended, 'defendants', false).value).toEqual([
      'Township of Elm',
      'Township Council of Elm',
    ])
  })
})

describe('extractParties: the first page’s caption is the caption', () => {
  test('a side the first page’s caption leaves unread is not taken from a later page', () => {
    const pages = [
      { page: 1, text: 'JOHN ROE,\nPlaintiff,\nv.\nZANDRO.QUELLIN HOLDINGS,\nDefendant.\n' },
      { page: 2, text: 'MARY POE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant.\n' },
    ]
    expect(extractParties(pages, 'plaintiffs', false).value).toEqual(['John Roe'])
    expect(extractParties(pages, 'defendants', false).value).toBeNull()
  })
})
