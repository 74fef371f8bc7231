import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// A Notice of Electronic Filing, written for these tests (names and numbers invented).
const notice = (docketText: string) =>
  [
    'U.S. District Court',
    'District of Lanark',
    'Notice of Electronic Filing',
    '',
    'The following transaction was entered on 3/9/2031 at 10:12 AM EST and filed on 3/9/2031',
    'Case Name: Brannigan v. Aske Freight Lines, Inc.',
    'Case Number: 3:31-cv-00219-MQO',
    'Filer: Aske Freight Lines, Inc.',
    'Document Number: 14',
    '',
    'Docket Text:',
    docketText,
  ].join('\n')

describe('a notice’s transaction date', () => {
  const matter = matterOf([
    {
      id: 'nef',
      text: notice('MOTION to Dismiss filed by Aske Freight Lines, Inc.. (Ostrava, Maren)'),
    },
  ])

  test('dates the entry it reports, not the case', () => {
    expect(answerText('When was Brannigan v. Aske Freight Lines filed?', matter)).toBe('not found')
    expect(answerText('What is the filing date of Brannigan v. Aske Freight Lines?', matter)).toBe(
      'not found',
    )
    expect(answerText('When did Brannigan file suit against Aske Freight Lines?', matter)).toBe(
      'not found',
    )
  })

  test('answers when its own entry was filed', () => {
    expect(
      answerText(
        'When was the motion to dismiss filed in Brannigan v. Aske Freight Lines?',
        matter,
      ),
    ).toContain('March 9, 2031')
  })

  test('a notice of the complaint dates the case', () => {
    const opening = matterOf([
      {
        id: 'nef',
        text: notice('COMPLAINT against Aske Freight Lines, Inc. filed by Orla Brannigan.'),
      },
    ])
    expect(answerText('When was Brannigan v. Aske Freight Lines filed?', opening)).toContain(
      'March 9, 2031',
    )
  })
})
