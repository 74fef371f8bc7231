import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { onlySought } from './moneyNamed'
import { appointeeUnnamed, HOLDS } from './passageHolds'

describe('a passage holds a value of the kind asked', () => {
  test("a complaint caption's blank judge fields name no judge", () => {
    const caption =
      'Pell Valley Tenants Union; Ora Quint, ) Plaintiffs, ) Case No. ) v. ) Judge: ) ' +
      'Magistrate Judge: Harlow County Board of Elections; )'
    expect(HOLDS.judge!(caption, [])).toBe(false)
    expect(HOLDS.judge!('Case No. 31-cv-0442 Judge: ___ Magistrate Judge: ___', [])).toBe(false)
  })

  test('a filled judge field, or a judge named in the text, still answers', () => {
    expect(HOLDS.judge!('Case No. 31-cv-0442 ) Judge: Hon. Mara Quill )', [])).toBe(true)
    expect(HOLDS.judge!('Assigned to: Judge Mara Quill', [])).toBe(true)
  })

  test('"the remaining balance" asks for money: a passage with none does not answer', () => {
    const q = 'What was the remaining balance of the settlement fund in Roe v. Lark County?'
    expect(askedOf(q)?.kinds).toEqual(['amount'])
    expect(HOLDS.amount!('¶ 16 of the agreement discusses the remaining balance.', [])).toBe(false)
    expect(HOLDS.amount!('The remaining balance of $41,250.17 shall revert.', [])).toBe(true)
  })
})

describe('a sum a party asked for does not answer what was awarded', () => {
  const motion =
    'The plaintiffs filed the instant motion [doc. #s 412, 418] for attorneys’ fees, costs and expenses in an amount exceeding $2.4 million.'
  test('"the motion … for fees … in an amount exceeding" states no award', () => {
    expect(onlySought('What lodestar amount did the court award in Roe v. Lark?', motion)).toBe(
      true,
    )
    expect(onlySought('How much did the plaintiffs seek in fees in Roe v. Lark?', motion)).toBe(
      false,
    )
  })
  test('a passage that states the award still answers', () => {
    const award = `${motion} The Court awards $1,912,400 in fees.`
    expect(onlySought('What lodestar amount did the court award in Roe v. Lark?', award)).toBe(
      false,
    )
  })
})

describe('who was appointed: a passage that names no one does not answer', () => {
  const q = 'Whom did the court appoint as the children’s next friend in Roe v. Lark?'
  test('the role said, no person named', () => {
    const role =
      'During the hearings the court appointed a “next friend” for the children under Rule 17(c).'
    expect(appointeeUnnamed(q, [role])).toBe(true)
  })
  test('a person named in any of the passages answers', () => {
    expect(appointeeUnnamed(q, ['The court appointed Mara Quill, Esq., as next friend.'])).toBe(
      false,
    )
    expect(appointeeUnnamed(q, ['no one here', 'Dr. Quill shall serve as next friend.'])).toBe(
      false,
    )
  })
  test('"Who is named as …" asks who is sued as one, and is not ruled on here', () => {
    expect(appointeeUnnamed('Who is named as Acting Commissioner in Roe v. Lark?', ['x'])).toBe(
      false,
    )
  })
})
