import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// A court of appeals' docket page, written for these tests (names and numbers invented).
const DOCKET = [
  'General Docket',
  'United States Court of Appeals for the Twelfth Circuit',
  'Court of Appeals Docket #: 31-2207          Docketed: 05/04/2031',
  'Corvin Mills Cooperative v. Tessaly Water Board',
  'Appeal From: United States District Court for the District of Lanark',
  'Fee Status: fee paid',
  '',
  'Originating Court Information:',
  '  District: 0646-1 : 1:29-cv-00455',
  '  Trial Judge: Maren Q. Ostrava, U.S. District Judge',
  '  Date Filed: 06/19/2029',
  '  Date Order/Judgment: 03/28/2031',
  '  Date NOA Filed: 04/09/2031',
].join('\n')

describe('a court of appeals’ docket dates', () => {
  const matter = matterOf([{ id: 'ca', text: DOCKET }])

  test('the appeal’s "Docketed:", not the case’s filing below', () => {
    expect(
      answerText(
        'When was the appeal in Corvin Mills Cooperative v. Tessaly Water Board docketed?',
        matter,
      ),
    ).toContain('Date: May 4, 2031')
  })

  test('the judgment below and the filing below from the originating court’s fields', () => {
    expect(
      answerText(
        'When did the district court enter judgment in Corvin Mills Cooperative v. Tessaly Water Board?',
        matter,
      ),
    ).toContain('Date: March 28, 2031')
    expect(
      answerText(
        'When was Corvin Mills Cooperative v. Tessaly Water Board filed in the district court?',
        matter,
      ),
    ).toContain('Date: June 19, 2029')
  })
})
