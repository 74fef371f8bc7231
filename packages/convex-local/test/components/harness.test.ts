/// <reference types="vite/client" />
import { afterEach, describe, expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import { convexTest } from '../../src/test/index'
import appSchema from '../fixtures/components-app/convex/schema'
import counterSchema from '../fixtures/components-app/convex/counter/schema'
import childSchema from '../fixtures/components-app/convex/counter/child/schema'

const appModules = import.meta.glob('../fixtures/components-app/convex/*.*s')
const generated = import.meta.glob('../fixtures/components-app/convex/_generated/*.*s')
const counterModules = import.meta.glob('../fixtures/components-app/convex/counter/*.*s')
const childModules = import.meta.glob('../fixtures/components-app/convex/counter/child/*.*s')
const api = anyApi
const open: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  for (const t of open.splice(0)) await t.close()
})

function make() {
  const t = convexTest(appSchema, { ...appModules, ...generated })
  open.push(t)
  t.registerComponent('counter', counterSchema, counterModules)
  t.registerComponent('counter2', counterSchema, counterModules)
  t.registerComponent('counter/child', childSchema, childModules)
  return t
}

describe('convex-local/test registerComponent (convex-test compatible)', () => {
  test('app functions call registered components; data stays per instance', async () => {
    const t = make()
    expect(await t.mutation(api.app.add, { name: 'x', n: 2 })).toBe(2)
    expect(await t.mutation(api.app.addToSecond, { name: 'x', n: 4 })).toBe(4)
    expect(await t.query(api.app.values, { name: 'x' })).toEqual({ one: 2, two: 4, notes: 1 })
    await expect(t.mutation(api.app.add, { name: 'x', n: 1, fail: true })).rejects.toThrow(
      /failing after the component wrote/,
    )
    expect(await t.query(api.app.values, { name: 'x' })).toEqual({ one: 2, two: 4, notes: 1 })
  })

  test('nested components and callbacks through function handles', async () => {
    const t = make()
    expect(await t.mutation(api.app.nested, {})).toMatchObject({
      items: 1,
      meta: { componentPath: 'counter/child' },
    })
    await t.withIdentity({ subject: 'me' }).mutation(api.app.withCallback, { name: 'h' })
    expect(await t.query(api.app.notes, {})).toContain('callback h=1 identity=none')
  })

  test('a component registered after the first call works too', async () => {
    const t = convexTest(appSchema, { ...appModules, ...generated })
    open.push(t)
    t.registerComponent('counter', counterSchema, counterModules)
    expect(await t.mutation(api.app.add, { name: 'y', n: 1 })).toBe(1)
    t.registerComponent('counter2', counterSchema, counterModules)
    expect(await t.mutation(api.app.addToSecond, { name: 'y', n: 3 })).toBe(3)
  })
})
