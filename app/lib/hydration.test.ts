// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { afterHydration, isHydrated, markHydrated } from './hydration'

describe('hydration', () => {
  it('holds work until the page has hydrated, then runs it once, and later work at once', () => {
    const ran: string[] = []
    expect(isHydrated()).toBe(false)
    afterHydration(() => ran.push('first'))
    afterHydration(() => ran.push('second'))
    expect(ran).toEqual([])

    markHydrated()
    expect(isHydrated()).toBe(true)
    expect(ran).toEqual(['first', 'second'])

    markHydrated()
    afterHydration(() => ran.push('later'))
    expect(ran).toEqual(['first', 'second', 'later'])
  })
})
