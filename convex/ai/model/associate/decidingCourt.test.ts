import { describe, expect, test } from 'vitest'
import { decidingCourtFits } from './decidingCourt'

// Wordings written for this test.
const DISTRICT = 'United States District Court for the District of Vermont'
const SECOND = 'United States Court of Appeals for the Second Circuit'
const DC = 'United States Court of Appeals for the District of Columbia Circuit'

describe('the court whose ruling a question asks', () => {
  test('a named circuit is answered by its own papers, not the district court below', () => {
    const q = "How did the Second Circuit decide the plaintiffs' appeal in Pell v. Varga?"
    expect(decidingCourtFits(q, DISTRICT)).toBe(false)
    expect(decidingCourtFits(q, SECOND)).toBe(true)
    expect(
      decidingCourtFits("What was the Second Circuit's disposition in Pell v. Varga?", DC),
    ).toBe(false)
    expect(decidingCourtFits('What did the D.C. Circuit do with the judgment in Pell?', DC)).toBe(
      true,
    )
  })

  test('a state high court, and a question that names no deciding court', () => {
    const q = 'How did the Vermont Supreme Court rule on the challenge in Pell v. Varga?'
    expect(decidingCourtFits(q, 'Vermont Labor Appeals Board')).toBe(false)
    expect(decidingCourtFits(q, 'Supreme Court of Vermont')).toBe(true)
    expect(
      decidingCourtFits('How did the court rule on the motion in Pell v. Varga?', DISTRICT),
    ).toBe(true)
  })
})
