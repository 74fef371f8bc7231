/// <reference types="vite/client" />
/**
 * convex-local/test calling component functions directly (`t.query(components.x.f)`), as
 * convex-test allows: the call runs in the component, with the accessor's identity, and
 * function metadata names it as Convex does.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { anyApi, componentsGeneric, createFunctionHandle } from 'convex/server'
import { convexTest } from '../../src/test/index'
import appSchema from '../fixtures/components-app/convex/schema'
import counterSchema from '../fixtures/components-app/convex/counter/schema'
import compatSchema from '../fixtures/compat-app/convex/schema'

const appModules = import.meta.glob('../fixtures/components-app/convex/*.*s')
const generated = import.meta.glob('../fixtures/components-app/convex/_generated/*.*s')
const counterModules = import.meta.glob('../fixtures/components-app/convex/counter/*.*s')
const compatModules = import.meta.glob('../fixtures/compat-app/convex/*.*s')
const components = componentsGeneric() as any
const api = anyApi as any

const open: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  for (const t of open.splice(0)) await t.close()
})

function withTwoCounters() {
  const t = convexTest({ schema: appSchema, modules: { ...appModules, ...generated } })
  open.push(t)
  t.registerComponent('counter', counterSchema, counterModules)
  t.registerComponent('counter2', counterSchema, counterModules)
  return t
}

describe('component functions called from the test', () => {
  test('query and mutation by `components.<name>` reference, data per component', async () => {
    const t = withTwoCounters()
    expect(await t.mutation(components.counter.counter.add, { name: 'a', n: 2 })).toBe(2)
    expect(await t.mutation(components.counter2.counter.add, { name: 'a', n: 5 })).toBe(5)
    expect(await t.query(components.counter.counter.get, { name: 'a' })).toBe(2)
    expect(await t.query(components.counter2.counter.get, { name: 'a' })).toBe(5)
    // The app sees the same data through its own calls into the component.
    expect(await t.query(api.app.values, { name: 'a' })).toMatchObject({ one: 2, two: 5 })
  })

  test('parallel mutations and queries on different components', async () => {
    const t = withTwoCounters()
    await Promise.all([
      t.mutation(components.counter.counter.add, { name: 'p', n: 1 }),
      t.mutation(components.counter2.counter.add, { name: 'p', n: 10 }),
      t.mutation(components.counter.counter.add, { name: 'p', n: 1 }),
      t.mutation(components.counter2.counter.add, { name: 'p', n: 10 }),
    ])
    const [one, two] = await Promise.all([
      t.query(components.counter.counter.get, { name: 'p' }),
      t.query(components.counter2.counter.get, { name: 'p' }),
    ])
    expect([one, two]).toEqual([2, 20])
  })

  test("the accessor's identity applies to a directly called component function", async () => {
    const t = withTwoCounters()
    expect(await t.query(components.counter.counter.whoami, {})).toBeNull()
    const asAda = t.withIdentity({ subject: 'ada' })
    expect(await asAda.query(components.counter.counter.whoami, {})).toBe('ada')
  })

  test('function metadata of a component function, and calls through a function handle', async () => {
    const t = withTwoCounters()
    expect(await t.query(components.counter.counter.metadata, {})).toEqual({
      name: 'counter:metadata',
      componentPath: 'counter',
      type: 'query',
      visibility: 'public',
    })
    const handle = await t.run(() => createFunctionHandle(components.counter2.counter.add))
    expect(await t.mutation(handle as any, { name: 'h', n: 3 })).toBe(3)
    expect(await t.query(components.counter2.counter.get, { name: 'h' })).toBe(3)
  })
})

describe('function and deployment metadata in the harness', () => {
  test('a default export is named by its module; HTTP actions are `http`', async () => {
    const t = convexTest({ schema: compatSchema, modules: compatModules })
    open.push(t)
    expect(await t.query(api.meta.default, {})).toMatchObject({ name: 'meta', componentPath: '' })
    expect(await t.query(api.meta.named, {})).toMatchObject({ name: 'meta:named' })
    const response = await t.fetch('/metadata', { method: 'GET' })
    expect(await response.json()).toEqual({
      name: 'http',
      componentPath: '',
      type: 'action',
      visibility: 'public',
    })
    // A test deployment, named as convex-test names it.
    expect(await t.action(api.meta.deployment, {})).toEqual({
      name: 'test',
      region: null,
      class: 's16',
    })
  })
})
