// The block of names after a heading (captionBlocks.ts namesAfter). Invented names.
import { describe, expect, test } from 'vitest'
import { namesAfter } from './captionBlocks'

describe('namesAfter', () => {
  test('reads on over a list of names broken inside a name', () => {
    const text = `CAPTION
In re: the Petition of the Elmwood Tenants Union, Ann Rowan, Peter Ash, Carla Stone, Miguel
Ortega, and Dana Fox, on behalf of all similarly situated individuals, Petitioners
CASE INFORMATION`
    const from = text.indexOf('the Petition')
    expect(namesAfter(text, from)?.names).toContain('Ortega, and Dana Fox')
  })

  test('still ends at a sentence under a name closed by its role', () => {
    const text = `In re:
Jane Rowan, Petitioner
Thereafter, the court considered the motion of the petitioner for relief from the order.`
    const from = text.indexOf('Jane')
    expect(namesAfter(text, from)?.names).not.toContain('Thereafter')
  })
})
