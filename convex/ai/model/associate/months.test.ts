import { describe, expect, test } from 'vitest'
import { joinedDays } from './dated'
import { monthFacts } from './months'
import { contentStemSet } from './terms'
import { answerText, type Matter, matterOf } from './matter.harness'

// Unrelated filings written for this test, in the styles of real captions.
const COMPLAINT = [
  'UNITED STATES DISTRICT COURT',
  'SOUTHERN DISTRICT OF ELM',
  'FEDERAL TRADE COMMISSION, Plaintiff,',
  'v.',
  'QUILLFIELD HEALTH, INC. and DANA VOSS, Defendants.',
  'COMPLAINT FOR PERMANENT INJUNCTION',
  '6. Defendant Dana Voss served as President of Quillfield from at least March 2019 to June 2023.',
  '7. Quillfield sold memberships to consumers nationwide.',
  'Dated: August 1, 2024',
].join('\n')

const ORDER = [
  'IN THE CIRCUIT COURT OF ASHFORD COUNTY',
  'MARISOL ORTEGA-BLAINE, Petitioner,',
  'v.',
  'ASHFORD COUNTY JAIL, Respondent.',
  'ORDER ON PETITION',
  'A hearing was first scheduled for May 3, 2022, and was continued at the parties’ request.',
  'The Court held a hearing (by video) on July 11 and 12, 2022. Closing briefs followed on July 29, 2022.',
  'The petition is denied.',
].join('\n')

// A clerk's certified copy: no title says what paper it is.
const CERTIFIED = [
  'FILED MAR 15 2021',
  'IN THE SUPREME COURT OF ELMWOOD',
  'Governor Ana Ruiz,            )',
  '     Movant                   )',
  'v.                            )',
  'Hon. Carl Berg, Judge         )   No. 21CH9',
  '     Respondent               )',
  '',
  'Filed in this office on the 12th day of March, 2021.',
  'IT IS ORDERED that the request is allowed.',
  'March 15, 2021',
].join('\n')

function matter(): Matter {
  const docs = [
    { id: 'complaint', text: COMPLAINT },
    { id: 'order', text: ORDER },
    { id: 'certified', text: CERTIFIED },
  ]
  return matterOf(docs)
}

const ask = (question: string) => answerText(question, matter())

describe('a month named without its day', () => {
  test('is read from the named papers as a fact of the associate’s own', () => {
    const { pages } = matter()
    expect(monthFacts(pages, ['complaint']).map((f) => f.display)).toEqual([
      'March 2019',
      'June 2023',
    ])
    expect(monthFacts(pages, ['order'])).toEqual([])
  })

  test('answers "until when", the end of the span, when no day does', () => {
    expect(
      ask('Until when did Dana Voss serve as President in FTC v. Quillfield Health?'),
    ).toContain('Date: June 2023')
  })

  test('does not answer a question asking for the day', () => {
    expect(ask('On what date did Dana Voss serve as President in FTC v. Quillfield Health?')).toBe(
      'not found',
    )
  })
})

describe('a hearing held over several days', () => {
  test('"held" meets "hold", and the days written together answer together', () => {
    expect(contentStemSet('The Court held a hearing').has('hold')).toBe(true)
    expect(
      ask('On what dates did the court hold the hearing in Ortega-Blaine v. Ashford County Jail?'),
    ).toContain('Date: July 11, 2022; July 12, 2022')
  })

  test('joinedDays keeps only the days joined by "and", a comma or a dash', () => {
    const text = 'on July 11 and 12, 2022. Closing briefs followed on July 29, 2022.'
    const at = (s: string) => ({ page: 1, start: text.indexOf(s), end: text.indexOf(s) + s.length })
    const days = [at('July 11'), at('12, 2022'), at('July 29, 2022')]
    expect(joinedDays(days[0]!, days, text)).toEqual([days[0], days[1]])
    expect(joinedDays(days[2]!, days, text)).toEqual([days[2]])
  })
})

test('a clerk’s copy: the sentence dating the filing asked about answers, not the copy’s stamp', () => {
  expect(ask("When was Governor Ruiz's request filed in Ruiz v. Berg?")).toContain(
    'Date: March 12, 2021',
  )
})
