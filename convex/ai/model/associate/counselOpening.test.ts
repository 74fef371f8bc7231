import { describe, expect, test } from 'vitest'
import { counselAnswer } from './matter.harness'

// A pleading's opening sentence naming its counsel in prose. Invented names, in the layout of
// complaints that open "Plaintiff …, by its attorneys, …, alleges".
const answer = counselAnswer

describe("a complaint's opening names its counsel", () => {
  test('firms after "by its attorneys", for the party before "by"', () => {
    const text = [
      'COMPLAINT',
      'Plaintiff Elm Valley Tenants Union, by its attorneys, Poe & Moe, LLP and Legal Aid of ',
      'Birch County, Inc., alleges the following for its Complaint against Oak Row Homes LLC:',
      '1. Defendant operates apartment buildings.',
    ].join('\n')
    const got = answer('Which firms are counsel for the plaintiff?', text)
    expect(got?.name).toBe('Poe & Moe, LLP and Legal Aid of Birch County, Inc.')
    expect(got?.forWhom).toBe('plaintiff elm valley tenants union')
    expect(got?.quote).toContain('by its attorneys, Poe & Moe')
  })

  test('a lawyer and the law office "by and through counsel"', () => {
    const text = [
      'Introduction',
      'Ann Lark and Ben Wren (the “Named Plaintiffs”), on behalf of themselves and the class, by',
      'and through counsel Carla Finch, and the law office of Finch & Dove, LLC, bring this action',
      'against the City of Elmstead.',
    ].join('\n')
    const got = answer('Which counsel filed the complaint for the plaintiffs?', text)
    expect(got?.name).toContain('Carla Finch')
    expect(got?.name).toContain('Finch & Dove, LLC')
  })

  test('a clause that names no lawyer or firm is not counsel', () => {
    const text = [
      'Plaintiffs Ann Lark and Ben Wren, by and through their undersigned counsel, and for their',
      'First Amended Complaint in the above-captioned action, state as follows:',
    ].join('\n')
    expect(answer('Who are the attorneys representing Ann Lark?', text)).toBeNull()
  })

  test('asked for the other side, the opening names no answer', () => {
    const text =
      'Plaintiff Elm Valley Tenants Union, by its attorneys, Poe & Moe, LLP, alleges as follows:'
    expect(answer('Which firm represents the defendants?', text)).toBeNull()
  })
})
