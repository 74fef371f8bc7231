import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest, Identity } from '../../src/engine/types'

const convexDir = path.resolve(__dirname, '../fixtures/components-app/convex')
const none: Identity = { kind: 'none' }
const admin: Identity = { kind: 'admin' }
const user: Identity = {
  kind: 'user',
  identity: { tokenIdentifier: 'iss|u1', subject: 'u1', issuer: 'iss' },
  token: 'x',
}

let engine: LocalEngine

beforeAll(async () => {
  engine = await createEngine({ convexDir, crons: false })
})
afterAll(async () => {
  await engine?.close()
})

function call(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  extra: Partial<CallRequest> = {},
) {
  return engine.call({ udfType, udfPath, args, identity: none, ...extra })
}
async function ok(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  extra: Partial<CallRequest> = {},
) {
  const r = await call(udfType, udfPath, args, extra)
  if (!r.success) throw new Error(`expected success, got: ${r.errorMessage}`)
  return r.value
}
async function fail(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  extra: Partial<CallRequest> = {},
) {
  const r = await call(udfType, udfPath, args, extra)
  if (r.success) throw new Error(`expected failure, got ${JSON.stringify(r.value)}`)
  return r.errorMessage
}

describe('convex.config.ts', () => {
  test('childComponents per definition path, with several instances of one definition', () => {
    expect(engine.childComponents('')).toEqual([
      { name: 'counter', path: 'counter', args: [], env: [] },
      { name: 'counter2', path: 'counter', args: [], env: [] },
    ])
    expect(engine.childComponents('counter')).toEqual([
      { name: 'child', path: 'counter/child', args: [], env: [] },
    ])
    expect(engine.childComponents('counter/child')).toEqual([])
    expect(engine.componentPaths()).toEqual([
      '',
      'counter',
      'counter/child',
      'counter2',
      'counter2/child',
    ])
  })

  test('each instance has its own tables; the app does not list component modules', async () => {
    expect(engine.store.tables('counter').map((t) => t.name)).toContain('counters')
    expect(engine.store.tables('counter/child').map((t) => t.name)).toContain('items')
    expect(engine.store.tables('').map((t) => t.name)).not.toContain('counters')
    expect((await engine.functions()).map((f) => f.udfPath)).not.toContain('counter/counter:add')
    expect(await engine.udfTypeOf('counter:add', 'counter')).toBe('mutation')
    expect(await engine.udfTypeOf('counter:add')).toBe(null)
  })
})

describe('calls across components', () => {
  test('components.x.fn reaches the named instance; instances do not share data', async () => {
    expect(await ok('mutation', 'app:add', { name: 'a', n: 2 })).toBe(2)
    expect(await ok('mutation', 'app:add', { name: 'a', n: 3 })).toBe(5)
    expect(await ok('mutation', 'app:addToSecond', { name: 'a', n: 7 })).toBe(7)
    expect(await ok('query', 'app:values', { name: 'a' })).toMatchObject({ one: 5, two: 7 })
  })

  test('one transaction spans the app and the component: a throw rolls back both', async () => {
    const before = (await ok('query', 'app:values', { name: 'b' })) as { notes: number }
    const msg = await fail('mutation', 'app:add', { name: 'b', n: 1, fail: true })
    expect(msg).toContain('failing after the component wrote')
    expect(await ok('query', 'app:values', { name: 'b' })).toEqual({
      one: 0,
      two: 0,
      notes: before.notes,
    })
  })

  test('actions call component functions, each call its own transaction', async () => {
    expect(await ok('action', 'app:fromAction', { name: 'c' })).toBe(5)
  })

  test('internal functions of a component are unreachable through components.x', async () => {
    expect(await fail('query', 'app:callInternal')).toContain(
      "Could not find public function for 'counter:secret' in component 'counter'",
    )
  })

  test('user identity passes root to root only', async () => {
    expect(await ok('query', 'app:whoami', {}, { identity: user })).toBe('u1')
    expect(await ok('query', 'app:whoamiRoot', {}, { identity: user })).toBe('u1')
    expect(await ok('query', 'app:whoamiComponent', {}, { identity: user })).toBe(null)
  })

  test('function handles call back into the app, with no user identity', async () => {
    const handle = await ok('mutation', 'app:withCallback', { name: 'cb' }, { identity: user })
    expect(handle).toMatch(/^function:\/\//)
    const notes = (await ok('query', 'app:notes')) as string[]
    expect(notes).toContain('callback cb=1 identity=none')
    expect(await ok('query', 'app:values', { name: 'cb' })).toMatchObject({ one: 1 })
  })

  test('nested components resolve relative to the caller', async () => {
    const info = (await ok('mutation', 'app:nested')) as { items: number; meta: unknown }
    expect(info.items).toBe(1)
    expect(info.meta).toMatchObject({ name: 'leaf:info', componentPath: 'counter/child' })
    expect(engine.store.tables('counter2/child').find((t) => t.name === 'items')).toBeDefined()
  })

  test('paginate() inside a component is an error', async () => {
    expect(await fail('query', 'app:paginateInComponent')).toContain(
      'PaginationUnsupportedInComponents',
    )
  })
})

describe('clients and components', () => {
  test('componentPath needs admin', async () => {
    expect(
      await fail('query', 'counter:get', { name: 'a' }, { componentPath: 'counter' }),
    ).toContain('Could not find public function')
    expect(
      await ok(
        'query',
        'counter:get',
        { name: 'a' },
        { componentPath: 'counter', identity: admin },
      ),
    ).toBe(5)
    expect(
      await ok('query', 'counter:secret', {}, { componentPath: 'counter', identity: admin }),
    ).toBe('secret')
    expect(
      await ok('query', 'counter:metadata', {}, { componentPath: 'counter2', identity: admin }),
    ).toMatchObject({ name: 'counter:metadata', componentPath: 'counter2' })
  })
})

describe('HTTP routes of components mounted with httpPrefix', () => {
  const get = async (pathname: string, identity: Identity = none) => {
    const { response } = await engine.runHttpAction(
      new Request(`http://127.0.0.1:3211${pathname}`),
      identity,
    )
    return { status: response.status, text: await response.text() }
  }

  test('a mounted instance serves its http.ts under the prefix, with no user identity', async () => {
    await ok('mutation', 'app:addToSecond', { name: 'web', n: 6 })
    expect(await get('/c2/value?name=web', user)).toEqual({
      status: 200,
      text: JSON.stringify({ value: 6, identity: null }),
    })
    expect(await get('/hello')).toEqual({ status: 200, text: 'hello from the app' })
    expect((await get('/value?name=web')).status).toBe(404)
  })

  test('codegen sees the prefix as an http mount only, not in childComponents', () => {
    expect(engine.app().httpMounts?.('')).toEqual({ '/c2/': '_reference/childComponent/counter2' })
  })
})
