/**
 * The process-wide `Convex` global (syscall hooks) and per-call routing through
 * AsyncLocalStorage, console capture, and the per-call global overrides that make queries and
 * mutations deterministic (`fetch`/`setTimeout` fail, `Math.random` seeded, `Date.now` frozen).
 *
 * The state lives on `globalThis` under a symbol so that two copies of this module (e.g. one
 * loaded by a test runner and one by tsx) share one ALS and one installed global.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { inspect } from 'node:util'

export type LogLevel = 'LOG' | 'INFO' | 'WARN' | 'ERROR' | 'DEBUG'

/** What a running function's syscalls are routed to. */
export interface SyscallTarget {
  syscall(op: string, jsonArgs: string): string
  asyncSyscall(op: string, jsonArgs: string): Promise<string>
  jsSyscall(op: string, args: Record<string, unknown>): unknown
  log(level: LogLevel, message: string): void
  /** Per-call global overrides (fetch, setTimeout, Math, Date); undefined for none. */
  globals?: Record<string, unknown>
}

/** The real globals, captured before any override is installed. Framework code uses these. */
export const realDate = Date
export const realMath = Math
export const realSetTimeout = globalThis.setTimeout
export const realClearTimeout = globalThis.clearTimeout

type RuntimeState = {
  als: AsyncLocalStorage<SyscallTarget>
  installed: boolean
  realConsole: Console
  /** Per overridable global: its value outside any call (what code outside a function sees). */
  baseGetters: Map<string, () => unknown>
}

const STATE_KEY = Symbol.for('convex-local.runtime.state')

function state(): RuntimeState {
  const g = globalThis as unknown as Record<symbol, RuntimeState | undefined>
  let s = g[STATE_KEY]
  if (!s) {
    s = {
      als: new AsyncLocalStorage<SyscallTarget>(),
      installed: false,
      realConsole: globalThis.console,
      baseGetters: new Map(),
    }
    g[STATE_KEY] = s
  }
  return s
}

export function currentTarget(): SyscallTarget | undefined {
  return state().als.getStore()
}

/** Runs `fn` with syscalls routed to `target`. */
export function runWithTarget<T>(target: SyscallTarget, fn: () => T): T {
  installRuntimeGlobals()
  return state().als.run(target, fn)
}

/** Runs `fn` outside any function context (framework code: timers, engine bookkeeping). */
export function runOutsideTarget<T>(fn: () => T): T {
  return state().als.exit(fn)
}

function noContext(): never {
  throw new Error(
    'The Convex database and auth objects are being used outside of a Convex backend. ' +
      'Did you mean to use `useQuery` or `useMutation` to call a Convex function?',
  )
}

export function formatLogArgs(args: unknown[]): string {
  return args
    .map((a) => inspect(a, { depth: 5, breakLength: Infinity, maxStringLength: 32768 }))
    .join(' ')
}

const CONSOLE_LEVELS: Record<string, LogLevel> = {
  log: 'LOG',
  info: 'INFO',
  warn: 'WARN',
  error: 'ERROR',
  debug: 'DEBUG',
  trace: 'LOG',
}

const consoleTimers = new WeakMap<SyscallTarget, Map<string, number>>()

/** console.time / timeLog / timeEnd as the Convex runtime words them. */
function consoleTimer(target: SyscallTarget, op: string, label: unknown, rest: unknown[]) {
  const name = label === undefined ? 'default' : String(label)
  let timers = consoleTimers.get(target)
  if (!timers) consoleTimers.set(target, (timers = new Map()))
  const now = performance.now()
  if (op === 'time') {
    if (timers.has(name)) target.log('WARN', `Timer '${name}' already exists`)
    else timers.set(name, now)
    return
  }
  const start = timers.get(name)
  if (start === undefined) {
    target.log('WARN', `Timer '${name}' does not exist`)
    return
  }
  if (op === 'timeEnd') timers.delete(name)
  const extra = op === 'timeLog' && rest.length > 0 ? ` ${formatLogArgs(rest)}` : ''
  target.log('LOG', `${name}: ${Math.round(now - start)}ms${extra}`)
}

/** Globals that may be overridden per call. */
const OVERRIDABLE = ['fetch', 'setTimeout', 'setInterval', 'Math', 'Date'] as const

/** Installs `globalThis.Convex`, the console proxy and the overridable-global accessors. Idempotent. */
export function installRuntimeGlobals(): void {
  const s = state()
  if (s.installed) return
  s.installed = true
  // Another runtime (e.g. convex-test in the same process) may assign its own `Convex` global:
  // keep ours installed and route to theirs when no convex-local call is running.
  type Hooks = { syscall?: unknown; asyncSyscall?: unknown; jsSyscall?: unknown }
  let fallback: Hooks | undefined = (globalThis as unknown as { Convex?: Hooks }).Convex
  // Inside a call, each hook forwards to the call's target (looked up when the hook runs, which
  // is when it is read: `Convex.asyncSyscall(op, args)`), without binding a function per call.
  const toTarget = {
    syscall: (op: string, args: string) => (s.als.getStore() ?? noContext()).syscall(op, args),
    asyncSyscall: (op: string, args: string) =>
      (s.als.getStore() ?? noContext()).asyncSyscall(op, args),
    jsSyscall: (op: string, args: Record<string, unknown>) =>
      (s.als.getStore() ?? noContext()).jsSyscall(op, args),
  }
  const pick = (name: keyof Hooks) => {
    if (s.als.getStore()) return toTarget[name]
    if (fallback) return fallback[name]
    return noContext
  }
  const router = {
    get syscall() {
      return pick('syscall')
    },
    get asyncSyscall() {
      return pick('asyncSyscall')
    },
    get jsSyscall() {
      return pick('jsSyscall')
    },
  }
  Object.defineProperty(globalThis, 'Convex', {
    configurable: true,
    enumerable: false,
    get: () => router,
    set: (v: Hooks) => {
      fallback = v
    },
  })

  // Console: inside a function, console.* goes to the call's log lines; outside, to whatever
  // console is current (test runners replace it).
  let baseConsole: Console = globalThis.console
  const consoleProxy = new Proxy({} as Console, {
    get(_t, prop) {
      const target = s.als.getStore()
      if (target && typeof prop === 'string') {
        const level = CONSOLE_LEVELS[prop]
        if (level) return (...args: unknown[]) => target.log(level, formatLogArgs(args))
        if (prop === 'time' || prop === 'timeEnd' || prop === 'timeLog') {
          return (label?: unknown, ...rest: unknown[]) => consoleTimer(target, prop, label, rest)
        }
        if (prop === 'table' || prop === 'dir') {
          return (...args: unknown[]) => target.log('LOG', formatLogArgs(args))
        }
      }
      const value = (baseConsole as unknown as Record<string | symbol, unknown>)[prop]
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(baseConsole)
        : value
    },
  })
  try {
    Object.defineProperty(globalThis, 'console', {
      configurable: true,
      enumerable: false,
      get: () => consoleProxy,
      set: (v: Console) => {
        baseConsole = v
      },
    })
  } catch {
    // Environments that forbid replacing console: logs are not captured.
  }

  for (const key of OVERRIDABLE) {
    const desc = Object.getOwnPropertyDescriptor(globalThis, key)
    if (!desc || desc.configurable === false) continue
    let base: unknown = 'value' in desc ? desc.value : desc.get?.call(globalThis)
    const baseValue = () => (desc.get && !('value' in desc) ? desc.get.call(globalThis) : base)
    try {
      Object.defineProperty(globalThis, key, {
        configurable: true,
        enumerable: desc.enumerable ?? false,
        get() {
          const t = s.als.getStore()
          if (t?.globals && key in t.globals) return t.globals[key]
          return baseValue()
        },
        set(v: unknown) {
          const t = s.als.getStore()
          if (t?.globals) {
            t.globals[key] = v
          } else if (desc.set) {
            desc.set.call(globalThis, v)
          } else {
            base = v
          }
        },
      })
      s.baseGetters.set(key, baseValue)
    } catch {
      // ignore
    }
  }
}

/** The environment's value of an overridable global, ignoring per-call overrides. */
export function currentGlobal(name: string): unknown {
  // What the global's accessor answers outside any call (AsyncLocalStorage.exit would answer
  // the same, but re-enables the async hooks on the way out: too slow for every call).
  const base = state().baseGetters.get(name)
  return base ? base() : (globalThis as unknown as Record<string, unknown>)[name]
}

function disallowed(name: string) {
  return () => {
    throw new Error(
      `\`${name}\` is not supported in Convex queries or mutations. Move this code to an action; a mutation can start one with \`ctx.scheduler.runAfter(0, ...)\`.`,
    )
  }
}

/** A small seeded PRNG (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Overrides for queries and mutations: no fetch or timers, `Math.random` seeded per call and
 * `Date.now()` / `new Date()` frozen at the call's start, as in the Convex runtime. `observe` is
 * told whenever the function reads the time or a random number (its result then depends on more
 * than its arguments and reads, so it is not kept in the query cache).
 */
export function transactionGlobals(options: {
  seed: number
  nowMs: number
  checkDeadline?: () => void
  observe?: () => void
  /** The current (possibly fake-timer) Date and Math of the environment, not the frozen ones. */
  RealDate?: DateConstructor
  RealMath?: Math
}): Record<string, unknown> {
  const { nowMs, checkDeadline = () => {}, observe = () => {} } = options
  const RealDate = options.RealDate ?? (currentGlobal('Date') as DateConstructor)
  const RealMath = options.RealMath ?? (currentGlobal('Math') as Math)
  const seeded = seededRandom(options.seed)
  const random = () => {
    checkDeadline()
    observe()
    return seeded()
  }
  const FrozenDate = new Proxy(RealDate, {
    construct(target, args: unknown[]) {
      if (args.length === 0) {
        observe()
        return new target(nowMs)
      }
      return Reflect.construct(target, args)
    },
    apply(_target, _this, _args) {
      observe()
      return new RealDate(nowMs).toString()
    },
    get(target, prop, receiver) {
      if (prop === 'now')
        return () => {
          checkDeadline()
          observe()
          return nowMs
        }
      return Reflect.get(target, prop, receiver)
    },
  })
  const SeededMath = Object.create(RealMath) as Math
  Object.defineProperty(SeededMath, 'random', { value: random, enumerable: false })
  return {
    fetch: disallowed('fetch'),
    setTimeout: disallowed('setTimeout'),
    setInterval: disallowed('setInterval'),
    Math: SeededMath,
    Date: FrozenDate,
  }
}
