import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'

const convexDir = path.resolve(__dirname, '../fixtures/components-app/convex')

let engine: LocalEngine
const finished: string[] = []
const waiters: Array<{ n: number; resolve: () => void }> = []
const finishedReach = (n: number) =>
  new Promise<void>((resolve) => {
    if (finished.length >= n) resolve()
    else waiters.push({ n, resolve })
  })

beforeAll(async () => {
  engine = await createEngine({
    convexDir,
    onJobFinished: (info) => {
      finished.push(`${info.udfPath} ${info.success}`)
      for (const w of waiters) if (finished.length >= w.n) w.resolve()
    },
  })
})
afterAll(async () => {
  await engine?.close()
})

async function admin(udfPath: string, componentPath: string, args: JSONValue = {}) {
  const r = await engine.call({
    udfType: 'query',
    udfPath,
    args,
    identity: { kind: 'admin' },
    componentPath,
  })
  if (!r.success) throw new Error(r.errorMessage)
  return r.value
}

describe('scheduler and crons inside components', () => {
  test('each instance runs its own crons.ts', async () => {
    await finishedReach(2)
    expect(finished.slice(0, 2)).toEqual(['counter:add true', 'counter:add true'])
    expect(await admin('counter:get', 'counter', { name: 'cron' })).toBe(1)
    expect(await admin('counter:get', 'counter2', { name: 'cron' })).toBe(1)
  })

  test('a component schedules its own function by name', async () => {
    await finishedReach(2)
    const r = await engine.call({
      udfType: 'mutation',
      udfPath: 'app:scheduleInComponent',
      args: { name: 'later', n: 4 },
      identity: { kind: 'none' },
    })
    expect(r.success).toBe(true)
    await finishedReach(3)
    expect(finished[2]).toBe('counter:add true')
    expect(await admin('counter:get', 'counter', { name: 'later' })).toBe(4)
    expect(await admin('counter:get', 'counter2', { name: 'later' })).toBe(0)
    expect(engine.store.tables('counter').map((t) => t.name)).toContain('_scheduled_functions')
  })

  test('a handle to a component function, called from the app', async () => {
    const r = await engine.call({
      udfType: 'mutation',
      udfPath: 'app:handleToComponent',
      args: { name: 'h2' },
      identity: { kind: 'none' },
    })
    expect(r).toMatchObject({ success: true, value: 10 })
    expect(await admin('counter:get', 'counter2', { name: 'h2' })).toBe(10)
  })

  test("the app schedules a component function: the job is the app's, it runs in the component", async () => {
    await finishedReach(3)
    const r = await engine.call({
      udfType: 'mutation',
      udfPath: 'app:scheduleIntoComponent',
      args: { name: 'into', n: 9 },
      identity: { kind: 'none' },
    })
    expect(r).toMatchObject({ success: true, value: { name: 'counter.js:add' } })
    const id = (r as unknown as { value: { id: string } }).value.id
    await finishedReach(4)
    expect(finished[3]).toBe('counter:add true')
    expect(await admin('counter:get', 'counter', { name: 'into' })).toBe(9)
    const state = await engine.call({
      udfType: 'query',
      udfPath: 'app:jobState',
      args: { id },
      identity: { kind: 'none' },
    })
    expect(state).toMatchObject({ success: true, value: 'success' })

    const canceled = await engine.call({
      udfType: 'mutation',
      udfPath: 'app:scheduleIntoComponent',
      args: { name: 'canceled', n: 1, cancel: true },
      identity: { kind: 'none' },
    })
    expect(canceled.success).toBe(true)
    const canceledId = (canceled as unknown as { value: { id: string } }).value.id
    expect(
      await engine.call({
        udfType: 'query',
        udfPath: 'app:jobState',
        args: { id: canceledId },
        identity: { kind: 'none' },
      }),
    ).toMatchObject({ success: true, value: 'canceled' })
  })
})
