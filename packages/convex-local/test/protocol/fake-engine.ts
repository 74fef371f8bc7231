/**
 * A small in-memory Engine for protocol tests: map-backed tables, a handful of hard-coded functions,
 * read/write sets as table names. It does NOT de-duplicate mutations, so the transport's own
 * de-duplication is what the reconnect tests observe.
 */
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import type {
  CallRequest,
  CallResult,
  CommitEvent,
  Engine,
  Identity,
  ReadSet,
  WriteSet,
} from '../../src/engine/types'

type Doc = { _id: string; _creationTime: number } & Record<string, Value>
type Tables = { tables: Set<string> }

type Ctx = {
  identity: Identity
  journal: string | null
  read(table: string): Doc[]
  insert(table: string, fields: Record<string, Value>): string
  patch(table: string, id: string, fields: Record<string, Value>): void
  log(line: string): void
  setJournal(j: string | null): void
}

type Fn = {
  type: 'query' | 'mutation' | 'action'
  internal?: boolean
  handler: (ctx: Ctx, args: any) => unknown
}

export class FakeEngine implements Engine {
  readonly tables = new Map<string, Doc[]>()
  ts = BigInt(Date.now()) * 1_000_000n
  /** Executions per udfPath (mutations and actions). */
  readonly executions = new Map<string, number>()
  /** Resolvers for `counter:slowIncrement`, in arrival order. */
  readonly gates: Array<() => void> = []
  private readonly commitListeners = new Set<(e: CommitEvent) => void>()
  private readonly reloadListeners = new Set<() => void>()
  private nextId = 1
  private writeLock: Promise<void> = Promise.resolve()
  closed = false

  readonly functions: Record<string, Fn> = {
    'messages:list': {
      type: 'query',
      handler: (ctx, args: { channel?: string }) =>
        ctx
          .read('messages')
          .filter((m) => args.channel === undefined || m.channel === args.channel),
    },
    'messages:send': {
      type: 'mutation',
      handler: (ctx, args: { body: string; channel?: string }) => {
        if (typeof args.body !== 'string')
          throw new Error('ArgumentValidationError: body must be a string')
        return ctx.insert('messages', { body: args.body, channel: args.channel ?? 'general' })
      },
    },
    'messages:page': {
      // Gapless pagination à la Convex: the journal pins the end of the page on re-runs.
      type: 'query',
      handler: (ctx, args: { numItems: number; cursor: string | null }) => {
        const all = ctx.read('messages')
        const start = args.cursor === null ? 0 : all.findIndex((m) => m._id === args.cursor) + 1
        let endIdx: number
        const pinned = ctx.journal
          ? (JSON.parse(ctx.journal) as { endCursor: string | null }).endCursor
          : undefined
        if (pinned !== undefined) {
          endIdx = pinned === null ? all.length : all.findIndex((m) => m._id === pinned) + 1
        } else {
          endIdx = Math.min(all.length, start + args.numItems)
        }
        const page = all.slice(start, endIdx)
        const isDone = endIdx >= all.length && pinned === undefined
        const continueCursor = page.length > 0 ? page[page.length - 1]!._id : (args.cursor ?? null)
        ctx.setJournal(JSON.stringify({ endCursor: isDone ? null : continueCursor }))
        return { page, isDone, continueCursor: continueCursor ?? '' }
      },
    },
    'counter:get': {
      type: 'query',
      handler: (ctx) => ctx.read('counters')[0]?.value ?? 0,
    },
    'counter:increment': {
      type: 'mutation',
      handler: (ctx) => bump(ctx),
    },
    'counter:slowIncrement': {
      type: 'mutation',
      handler: async (ctx) => {
        await new Promise<void>((resolve) => this.gates.push(resolve))
        return bump(ctx)
      },
    },
    'counter:fail': {
      type: 'mutation',
      handler: (ctx, args: { code: string }) => {
        ctx.log('[WARN] about to fail')
        throw new ConvexError({ code: args.code, big: 5n })
      },
    },
    'counter:crash': {
      type: 'query',
      handler: () => {
        throw new Error('boom')
      },
    },
    'counter:guarded': {
      type: 'query',
      handler: (ctx) => {
        ctx.log('[INFO] checking access')
        throw new ConvexError({ reason: 'forbidden', level: 3 })
      },
    },
    'counter:secret': { type: 'query', internal: true, handler: () => 'secret' },
    'auth:whoami': {
      type: 'query',
      handler: (ctx) => {
        const id = ctx.identity
        if (id.kind === 'user') return id.identity
        if (id.kind === 'admin') return id.impersonating ?? { admin: true }
        return null
      },
    },
    'actions:echo': {
      type: 'action',
      handler: (ctx, args: Record<string, Value>) => {
        ctx.log('[LOG] echo')
        return args
      },
    },
    'actions:slow': {
      type: 'action',
      handler: async (_ctx, args: { ms: number; tag: string }) => {
        await new Promise((r) => setTimeout(r, args.ms))
        return args.tag
      },
    },
  }

  latestTs(): bigint {
    return this.ts
  }

  onCommit(listener: (e: CommitEvent) => void): () => void {
    this.commitListeners.add(listener)
    return () => this.commitListeners.delete(listener)
  }

  onReload(listener: () => void): () => void {
    this.reloadListeners.add(listener)
    return () => this.reloadListeners.delete(listener)
  }

  reload(): void {
    for (const l of this.reloadListeners) l()
  }

  invalidates(readSet: ReadSet, writeSet: WriteSet): boolean {
    const r = readSet as unknown as Tables
    const w = writeSet as unknown as Tables
    for (const t of w.tables) if (r.tables.has(t)) return true
    return false
  }

  /** Direct write from "outside" (like a scheduled job). */
  externalInsert(table: string, fields: Record<string, Value>): string {
    const writes = new Set<string>()
    const id = this.doInsert(table, fields, writes)
    this.commit(writes)
    return id
  }

  private doInsert(table: string, fields: Record<string, Value>, writes: Set<string>): string {
    const id = `id${this.nextId++}`
    const rows = this.tables.get(table) ?? []
    rows.push({ ...fields, _id: id, _creationTime: Date.now() + this.nextId / 1000 })
    this.tables.set(table, rows)
    writes.add(table)
    return id
  }

  private commit(writes: Set<string>): bigint {
    const now = BigInt(Date.now()) * 1_000_000n
    this.ts = now > this.ts ? now : this.ts + 1n
    const event = { ts: this.ts, writeSet: { tables: writes } as unknown as WriteSet }
    for (const l of this.commitListeners) l(event)
    return this.ts
  }

  async call(request: CallRequest): Promise<CallResult> {
    const fn = this.functions[request.udfPath]
    const logLines: string[] = []
    const reads = new Set<string>()
    const readSet = { tables: reads } as unknown as ReadSet
    if (!fn || (fn.internal && request.identity.kind !== 'admin')) {
      return {
        success: false,
        errorMessage: `Could not find public function for '${request.udfPath}'. Did you forget to run \`npx convex dev\`?`,
        logLines,
        ts: this.ts,
      }
    }
    if (fn.type !== request.udfType) {
      const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1)
      return {
        success: false,
        errorMessage: `Trying to execute ${request.udfPath} as ${cap(request.udfType)}, but it is defined as ${cap(fn.type)}.`,
        logLines,
        ts: this.ts,
      }
    }
    if (fn.type !== 'query')
      this.executions.set(request.udfPath, (this.executions.get(request.udfPath) ?? 0) + 1)
    const writes = new Set<string>()
    let journal: string | null = request.journal ?? null
    const ctx: Ctx = {
      identity: request.identity,
      journal,
      read: (t) => {
        reads.add(t)
        return [...(this.tables.get(t) ?? [])]
      },
      insert: (t, f) => this.doInsert(t, f, writes),
      patch: (t, id, f) => {
        const row = (this.tables.get(t) ?? []).find((d) => d._id === id)
        if (row) Object.assign(row, f)
        writes.add(t)
      },
      log: (l) => logLines.push(l),
      setJournal: (j) => {
        journal = j
      },
    }
    let release: (() => void) | undefined
    if (fn.type === 'mutation') {
      const prev = this.writeLock
      this.writeLock = new Promise<void>((r) => (release = r))
      await prev
    }
    try {
      const value = await fn.handler(ctx, jsonToConvex(request.args) as any)
      const ts = writes.size > 0 ? this.commit(writes) : this.ts
      return {
        success: true,
        value: convexToJson((value ?? null) as Value),
        logLines,
        ts,
        journal,
        readSet,
      }
    } catch (e) {
      if (e instanceof ConvexError) {
        return {
          success: false,
          errorMessage: `Uncaught ConvexError: ${e.message}`,
          errorData: convexToJson(e.data as Value) as JSONValue,
          logLines,
          ts: this.ts,
          journal,
          readSet,
        }
      }
      return {
        success: false,
        errorMessage: `Uncaught Error: ${(e as Error).message}`,
        logLines,
        ts: this.ts,
        journal,
        readSet,
      }
    } finally {
      release?.()
    }
  }

  async close(): Promise<void> {
    this.closed = true
  }
}

function bump(ctx: Ctx): number {
  const rows = ctx.read('counters')
  if (rows.length === 0) {
    ctx.insert('counters', { value: 1 })
    return 1
  }
  const value = (rows[0]!.value as number) + 1
  ctx.patch('counters', rows[0]!._id, { value })
  return value
}
