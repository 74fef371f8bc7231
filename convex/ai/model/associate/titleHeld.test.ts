import { describe, expect, test } from 'vitest'
import { findTitleHolder, officeQualifiers, titleAsked, titleOf } from './titleHeld'
import { onePage } from './matter.harness'

// Running text written for this test, in the forms opinions, letters and releases use.
const page = (text: string) => onePage(text, 'd1')

const OPINION = page(`MEMORANDUM OPINION AND ORDER
The Receiver's report shows that the LRC's funds were spent on travel for the
LRC's then-President, Marla Quist, id. at 4, and on a retreat for its board.`)

const LETTER = page(`Re: Investigation of Harlow Training Center
The Department has learned that the Harlow facility director, Dana Pruitt, may have
discouraged staff from reporting injuries to the Harlow Center's review committee.`)

const RELEASE = page(`Attorney General Press Release
FOR IMMEDIATE RELEASE
Attorney General Nora T. Belcourt announced today an agreement with Pine Hollow Manor.
Belcourt stated: "The agreement protects residents."`)

const CAPTION = page(`MARK EVANS, Warden; LYLE D. OSTRO, Consulting Psychologist for
the Department of Health and Hospitals; and ERIN HALE, Director of Nursing,
Defendants.`)

const LETTERS_FROM_CLERK = page(`Supreme Court of the United States
Office of the Clerk
Sincerely,
Tobias R. Wren, Clerk`)

describe('a person asked by title is the one running text names with that title', () => {
  test('the office asked, its title and its qualifiers', () => {
    expect(
      titleAsked(
        'In Roe v. LRC, who was the LRC’s then-President whose spending the court criticized?',
      ),
    ).toBe('LRC’s then-President')
    expect(titleAsked('Who is named as the Director of Eastfield State Hospital?')).toBe(
      'Director of Eastfield State Hospital',
    )
    expect(titleAsked('Which Attorney General announced the agreement?')).toBe('Attorney General')
    expect(titleAsked('Who is the district judge assigned to the case?')).toBeNull()
    expect(titleOf('Director of Eastfield State Hospital')).toBe('director')
    expect(officeQualifiers('LRC’s then-President', 'president')).toEqual(['lrc'])
  })

  test('an apposition after the title: "the LRC’s then-President, Marla Quist,"', () => {
    const found = findTitleHolder(
      'Who was the LRC’s then-President whose expenses were criticized?',
      [OPINION],
    )
    expect(found?.name).toBe('Marla Quist')
  })

  test('an apposition after an agency’s title: "the Harlow facility director, Dana Pruitt,"', () => {
    const q = 'Who is identified as the Harlow Center facility director in the letter?'
    expect(findTitleHolder(q, [LETTER])?.name).toBe('Dana Pruitt')
  })

  test('a title printed before the name: "Attorney General Nora T. Belcourt announced"', () => {
    const q = 'Which Attorney General announced the agreement with Pine Hollow Manor?'
    expect(findTitleHolder(q, [RELEASE])?.name).toBe('Nora T. Belcourt')
  })

  test('a name before its title: a caption’s "LYLE D. OSTRO, Consulting Psychologist for …"', () => {
    const q =
      'Who is the Consulting Psychologist for the Department of Health and Hospitals named as a defendant?'
    expect(findTitleHolder(q, [CAPTION])?.name).toBe('LYLE D. OSTRO')
    expect(
      findTitleHolder('Who is the Clerk of the Supreme Court?', [LETTERS_FROM_CLERK])?.name,
    ).toBe('Tobias R. Wren')
  })

  test('a qualifier not said near the name, or two holders, is no answer', () => {
    expect(findTitleHolder('Who was the NAACP’s then-President?', [OPINION])).toBeNull()
    const two = page(`Director, Ann Voss, left in May. Director, Carl Dane, replaced her.`)
    expect(findTitleHolder('Who is the Director?', [two])).toBeNull()
  })

  test('a list of counsel: an office qualified by other words is not the one asked', () => {
    const appearances =
      page(`Ruth Vance, County Attorney, Glen Cove (Paul Ode of counsel), for Bexley
County and another. Mark Ilse, County Attorney, Mineola, for Dunmore County.`)
    expect(findTitleHolder('Who was the Bexley County Attorney?', [appearances])).toBeNull()
    expect(findTitleHolder('Who was the Dunmore County Attorney?', [appearances])?.name).toBe(
      'Mark Ilse',
    )
  })

  test('a title that runs into another person is not the name before it', () => {
    const footnote = page(
      `4 Ana Leroux, Secretary of the BEQ Tomas Reyna Vidal, at Hearing 3/2/2019, at 5:34.`,
    )
    expect(
      findTitleHolder('Who was the BEQ Secretary addressed in the letter?', [footnote]),
    ).toBeNull()
  })

  test('a rank below the title is another office: "Deputy Director Lena Roth"', () => {
    const memo = page(`The plan was approved by Deputy Director Lena Roth of the Harlow Center.`)
    expect(findTitleHolder('Who is the Harlow Center director?', [memo])).toBeNull()
  })
})
