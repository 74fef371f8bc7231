import { describe, expect, test } from 'vitest'
import { filingFeeOnly, onlyFilingFees } from './moneyNamed'

// Invented docket rows.
const ROW =
  '03/02/2031 1 COMPLAINT against AGENCY OF RECORDS ( Filing fee $ 405 receipt number 0101-7788) filed by PELL.'

describe("the court's filing fee", () => {
  test("does not answer what attorneys' fees a party agreed to pay", () => {
    const q = 'How much in attorney fees did the agency agree to pay in Pell v. Agency?'
    expect(filingFeeOnly(q, '( Filing fee $ ')).toBe(true)
    expect(onlyFilingFees(q, ROW)).toBe(true)
    expect(onlyFilingFees(q, 'The agency shall pay $12,500 in attorney fees and costs.')).toBe(
      false,
    )
  })

  test('answers a question of the filing fee', () => {
    expect(onlyFilingFees('What filing fee did Pell pay?', ROW)).toBe(false)
  })
})
