import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// A Board of Veterans' Appeals decision's head, written for these tests (names invented).
const DECISION = [
  "BOARD OF VETERANS' APPEALS",
  'DEPARTMENT OF VETERANS AFFAIRS',
  '',
  'IN THE APPEAL OF',
  'ORLA J. BRANNIGAN',
  'Docket No. 310211-55120',
  'Represented by',
  'Paralyzed Veterans of America, Inc.',
  'Date: March 3, 2031',
  '',
  'On appeal from the',
  'Department of Veterans Affairs Regional Office in Winston-Salem, North Carolina',
  '',
  'THE ISSUE',
  'Entitlement to service connection for tinnitus.',
].join('\n')

const OLDER = [
  "BOARD OF VETERANS' APPEALS",
  'IN THE APPEAL OF QUENTIN ASKE',
  'APPELLANT REPRESENTED BY: Maren Ostrava, Attorney',
  'INTRODUCTION',
  'This matter comes before the Board on appeal from a May 2030 rating decision of the Department of Veterans Affairs (VA) Regional Office (RO) in St. Petersburg, Florida.',
].join('\n')

const ORDER =
  'UNITED STATES DISTRICT COURT\nRoe v. Doe\nRepresented by\nJane Poe\nORDER\nThe motion is denied.'

describe('a Board of Veterans’ Appeals decision', () => {
  const matter = matterOf([
    { id: 'bva', text: DECISION },
    { id: 'old', text: OLDER },
    { id: 'o', text: ORDER },
  ])

  test('the regional office the appeal came from', () => {
    expect(
      answerText('Which regional office did Orla Brannigan’s appeal come from?', matter),
    ).toContain(
      'Regional office: Department of Veterans Affairs Regional Office in Winston-Salem, North Carolina',
    )
    expect(answerText('Which RO decided Quentin Aske’s claim?', matter)).toContain(
      'Regional Office (RO) in St. Petersburg, Florida',
    )
  })

  test('the veteran’s representative, an organisation or a lawyer', () => {
    expect(answerText('Who represented Orla Brannigan before the Board?', matter)).toContain(
      'Represented by: Paralyzed Veterans of America, Inc.',
    )
    expect(answerText('Who represented Quentin Aske?', matter)).toContain(
      'Represented by: Maren Ostrava, Attorney',
    )
  })

  test('a court’s paper is no Board decision: its lines are not read so', () => {
    expect(answerText('Which regional office handled Roe v. Doe?', matter)).not.toContain(
      'Regional office:',
    )
    expect(answerText('Who represented Roe in Roe v. Doe?', matter)).not.toContain(
      'Represented by:',
    )
  })
})
