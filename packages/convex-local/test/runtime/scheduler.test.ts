/// <reference types="vite/client" />
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { anyApi } from 'convex/server'
import { convexTest as oracleConvexTest } from 'convex-test'
import { createEngine } from '../../src/engine/index'
import type { Identity } from '../../src/engine/types'
import { convexTest } from '../../src/test/index'
import schema from '../fixtures/basic/convex/schema'

const api = anyApi as any
const modules = import.meta.glob('../fixtures/basic/convex/**/*.*s')
const fixture = path.resolve(__dirname, '../fixtures/basic/convex')
const none: Identity = { kind: 'none' }

afterEach(() => {
  vi.useRealTimers()
})

describe('scheduled functions on the engine (real timers)', () => {
  test('mutations and actions run when due; failures, cancels and rollbacks are recorded', async () => {
    const finished: Array<{ udfPath: string; success: boolean; logLines: string[] }> = []
    const engine = await createEngine({
      convexDir: fixture,
      onJobFinished: (i) => finished.push(i),
    })
    const call = async (udfType: 'query' | 'mutation' | 'action', udfPath: string, args = {}) => {
      const r = await engine.call({ udfType, udfPath, args, identity: none })
      if (!r.success) throw new Error(r.errorMessage)
      return r.value
    }
    try {
      const id = await call('mutation', 'jobs:enqueue', { label: 'soon', delayMs: 0 })
      expect(typeof id).toBe('string')
      await call('mutation', 'jobs:enqueueAction', { label: 'a' })
      await call('mutation', 'jobs:enqueueFailing')
      await call('mutation', 'jobs:enqueueAndCancel', { label: 'canceled' })
      await expect(call('mutation', 'jobs:enqueueThenThrow')).rejects.toThrow('caller failed')
      await call('action', 'jobs:fromAction', { label: 'from action' })
      await engine.finishAllScheduledFunctions(() => {})
      expect(await call('query', 'jobs:notes')).toEqual(['a (from action)', 'from action', 'soon'])
      const jobs = (await call('query', 'jobs:list')) as Array<{ name: string; state: string }>
      expect(jobs.map((j) => `${j.name} ${j.state}`)).toEqual([
        'jobs.js:record success',
        'jobs.js:act success',
        'jobs.js:fail failed',
        'jobs.js:record canceled',
        'jobs.js:record success',
      ])
      expect(finished.find((f) => f.udfPath === 'jobs:act')?.logLines).toEqual([
        "[LOG] 'acting' 'a'",
      ])
      expect(finished.find((f) => f.udfPath === 'jobs:fail')?.success).toBe(false)
    } finally {
      await engine.close()
    }
  })
})

describe('scheduled function metadata', () => {
  test('a job sees its own id as scheduledFunctionId', async () => {
    vi.useFakeTimers()
    const t = convexTest(schema, modules)
    try {
      const id = await t.mutation(api.jobs.enqueueMeta, {})
      await t.finishAllScheduledFunctions(vi.runAllTimers)
      expect(await t.query(api.jobs.notes, {})).toEqual([`job ${id}`])
    } finally {
      await t.close()
    }
  })
})

describe('scheduled functions in convex-local/test (fake timers, as with convex-test)', () => {
  test('runAfter with a delay runs once timers advance', async () => {
    vi.useFakeTimers()
    const t = convexTest(schema, modules)
    try {
      await t.mutation(api.jobs.enqueue, { label: 'later', delayMs: 60_000 })
      expect(await t.query(api.jobs.notes, {})).toEqual([])
      vi.advanceTimersByTime(60_000)
      await t.finishInProgressScheduledFunctions()
      expect(await t.query(api.jobs.notes, {})).toEqual(['later'])
    } finally {
      await t.close()
    }
  })

  test('finishAllScheduledFunctions drains chains, like convex-test', async () => {
    vi.useFakeTimers()
    const local = convexTest(schema, modules)
    const oracle = oracleConvexTest(schema, modules)
    try {
      for (const t of [local, oracle] as const) {
        await t.mutation(api.jobs.startChain, { n: 3 })
        await t.mutation(api.jobs.enqueueFailing, {})
        await t.finishAllScheduledFunctions(vi.runAllTimers)
      }
      const localNotes = await local.query(api.jobs.notes, {})
      expect(localNotes).toEqual(['chain 0', 'chain 1', 'chain 2', 'chain 3'])
      expect(localNotes).toEqual(await oracle.query(api.jobs.notes, {}))
      const states = async (t: typeof local) =>
        ((await t.query(api.jobs.list, {})) as Array<{ name: string; state: string }>).map(
          (j) => `${j.name} ${j.state}`,
        )
      // Convex (and convex-local) store `name` with the module's `.js`; convex-test leaves it out.
      const oracleStates = (await states(oracle as unknown as typeof local)).map((s) =>
        s.replace(/^([^:]+):/, '$1.js:'),
      )
      expect(await states(local)).toEqual(oracleStates)
      expect(oracleStates[0]).toBe('jobs.js:chain success')
    } finally {
      await local.close()
    }
  })
})
