/**
 * `convex-local/test`: a drop-in for convex-test 0.0.60's `convexTest`, backed by the real
 * engine (SQLite on a temporary file, real IDs, validation, limits, transactions).
 *
 *   import { convexTest } from 'convex-local/test'
 *   const t = convexTest(schema, import.meta.glob('./**\/*.*s'))
 *   await t.mutation(api.messages.send, { body: 'hi' })
 *
 * Components: `t.registerComponent(path, schema, import.meta.glob(...))` as in convex-test.
 */
import fs from 'node:fs'
import { mutationGeneric, queryGeneric, actionGeneric, getFunctionName } from 'convex/server'
import type {
  DataModelFromSchemaDefinition,
  FunctionReference,
  FunctionReturnType,
  OptionalRestArgs,
  RequestMetadata,
  GenericActionCtx,
  GenericDataModel,
  GenericMutationCtx,
  GenericQueryCtx,
  GenericSchema,
  SchemaDefinition,
  UserIdentity,
} from 'convex/server'
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import { createEngineFromModules, type LocalEngine } from '../engine/index'
import type { CallResult, Identity, UdfType } from '../engine/types'
import type { AppModules, ComponentModules, ModuleNamespace } from '../loader/index'
import { schemaJsonFromModule } from '../loader/index'
import type { SchemaJson, TransactionLimits } from '../storage/types'
import type { RegisteredFunction } from '../runtime/executor'
import { runOutsideTarget } from '../runtime/context'

type ModuleMap = Record<string, () => Promise<unknown>>

export type ConvexTestOptions = {
  schema?: SchemaDefinition<GenericSchema, boolean>
  /** For example `import.meta.glob("./**\/*.*s")`. */
  modules?: ModuleMap
  /**
   * convex-test's option. The real engine always enforces Convex's limits; `false` (the default
   * here, as in convex-test) disables them, `true`/`{}` enables the defaults, an object overrides.
   */
  transactionLimits?: Partial<TransactionLimits> | boolean
  /** User JS time per query/mutation in ms (default 1000, as Convex). */
  userTimeoutMs?: number
  /** Print function log lines to the console (default true, like convex-test). */
  printLogs?: boolean
}

/** The accessor, typed like convex-test's `TestConvexForDataModel`. */
export type TestConvexForDataModel<DataModel extends GenericDataModel> = {
  query: <
    Q extends FunctionReference<'query', any> | ((ctx: GenericQueryCtx<DataModel>) => Promise<any>),
  >(
    query: Q,
    ...args: Q extends FunctionReference<'query', any> ? OptionalRestArgs<Q> : []
  ) => Promise<
    Q extends FunctionReference<'query', any>
      ? FunctionReturnType<Q>
      : Q extends (ctx: any) => Promise<infer O>
        ? O
        : never
  >
  mutation: <
    M extends
      FunctionReference<'mutation', any> | ((ctx: GenericMutationCtx<DataModel>) => Promise<any>),
  >(
    mutation: M,
    ...args: M extends FunctionReference<'mutation', any> ? OptionalRestArgs<M> : []
  ) => Promise<
    M extends FunctionReference<'mutation', any>
      ? FunctionReturnType<M>
      : M extends (ctx: any) => Promise<infer O>
        ? O
        : never
  >
  action: <
    A extends
      FunctionReference<'action', any> | ((ctx: GenericActionCtx<DataModel>) => Promise<any>),
  >(
    action: A,
    ...args: A extends FunctionReference<'action', any> ? OptionalRestArgs<A> : []
  ) => Promise<
    A extends FunctionReference<'action', any>
      ? FunctionReturnType<A>
      : A extends (ctx: any) => Promise<infer O>
        ? O
        : never
  >
  run: <Output>(func: (ctx: GenericMutationCtx<DataModel>) => Promise<Output>) => Promise<Output>
  fetch: (pathQueryFragment: string, init?: RequestInit) => Promise<Response>
  finishInProgressScheduledFunctions: () => Promise<void>
  finishAllScheduledFunctions: (advanceTimers: () => void, maxIterations?: number) => Promise<void>
  withIdentity: (identity: Partial<UserIdentity>) => TestConvexForDataModel<DataModel>
  withRequestMetadata: (
    metadata: Partial<Pick<RequestMetadata, 'ip' | 'userAgent'>>,
  ) => TestConvexForDataModel<DataModel>
}

export type TestConvex<SchemaDef extends SchemaDefinition<any, boolean>> = TestConvexForDataModel<
  SchemaDef extends SchemaDefinition<infer S, any> ? DataModelOf<S> : GenericDataModel
> & {
  registerComponent: (
    componentPath: string,
    schema: SchemaDefinition<GenericSchema, boolean>,
    glob: ModuleMap,
  ) => void
  /** convex-local extra: the engine behind this accessor (created on first use). */
  engine: () => Promise<LocalEngine>
  /** convex-local extra: closes the engine and deletes its temporary database. */
  close: () => Promise<void>
}

type DataModelOf<S extends GenericSchema> = DataModelFromSchemaDefinition<
  SchemaDefinition<S, boolean>
>

function isSchemaDefinition(x: unknown): x is SchemaDefinition<GenericSchema, boolean> {
  return (
    x !== null &&
    typeof x === 'object' &&
    'tables' in x &&
    typeof (x as { tables: unknown }).tables === 'object'
  )
}

/** Module source over an `import.meta.glob` map, keyed like convex-test (root = `_generated`'s parent). */
export function modulesFromGlob(modules: ModuleMap, schema: SchemaJson | null): AppModules {
  const keys = Object.keys(modules)
  const generated = keys.find((k) => k.includes('_generated'))
  let prefix: string
  if (generated !== undefined) {
    prefix = generated.split('_generated', 2)[0]!
  } else {
    // No _generated: the longest common directory prefix of the module paths.
    const dirs = keys.map((k) => k.slice(0, k.lastIndexOf('/') + 1))
    prefix = dirs.reduce((a, b) => {
      let i = 0
      while (i < a.length && i < b.length && a[i] === b[i]) i++
      return a.slice(0, a.lastIndexOf('/', i - 1) + 1)
    }, dirs[0] ?? '')
  }
  const byPath = new Map<string, () => Promise<unknown>>()
  for (const [k, load] of Object.entries(modules)) {
    if (!k.startsWith(prefix)) continue
    const rel = k.slice(prefix.length)
    const base = rel.slice(rel.lastIndexOf('/') + 1)
    // The CLI's entry-point rules: no _generated, no schema, no `*.test.ts`-style names.
    if (rel.startsWith('_generated/') || base.startsWith('.')) continue
    if (/^schema\.[jt]s$/.test(base) || (base.match(/\./g) ?? []).length > 1) continue
    byPath.set(rel.replace(/\.[^./]+$/, ''), load)
  }
  return {
    schema,
    authConfig: null,
    componentConfigFile: null,
    modulePaths: () => [...byPath.keys()],
    async getModule(modulePath: string) {
      const load = byPath.get(modulePath)
      if (!load) return null
      return (await load()) as ModuleNamespace
    },
  }
}

function simpleHash(s: string): number {
  let hash = 0
  for (let i = 0; i < s.length; i++) {
    hash = (hash << 5) - hash + s.charCodeAt(i)
    hash = hash & hash
  }
  return hash
}

function base64url(s: string): string {
  return Buffer.from(s).toString('base64url')
}

const openEngines = new Set<LocalEngine>()
/** Last use of each open engine, to close abandoned ones (suites rarely call t.close()). */
const lastUse = new Map<LocalEngine, number>()
let useCounter = 0
/** Each engine holds a few file descriptors; beyond this many, close the least recently used. */
export const MAX_OPEN_TEST_ENGINES = 16
const closedForLimit = new WeakSet<LocalEngine>()
let exitHookInstalled = false

function touch(engine: LocalEngine) {
  lastUse.set(engine, ++useCounter)
}

async function closeAbandoned() {
  if (openEngines.size <= MAX_OPEN_TEST_ENGINES) return
  const byAge = [...openEngines].sort((a, b) => (lastUse.get(a) ?? 0) - (lastUse.get(b) ?? 0))
  for (const e of byAge.slice(0, openEngines.size - MAX_OPEN_TEST_ENGINES)) {
    openEngines.delete(e)
    lastUse.delete(e)
    closedForLimit.add(e)
    await e.close().catch(() => {})
  }
}

function trackForExit(engine: LocalEngine) {
  openEngines.add(engine)
  touch(engine)
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const e of openEngines) {
      try {
        fs.rmSync(e.store.dataDir, { recursive: true, force: true })
      } catch {
        // best effort
      }
    }
  })
}

function limitsFrom(option: ConvexTestOptions['transactionLimits']): TransactionLimits | null {
  if (option === undefined || option === false) return null
  const defaults: TransactionLimits = {
    documentsRead: 32_000,
    bytesRead: 16 * 1024 * 1024,
    documentsWritten: 16_000,
    bytesWritten: 16 * 1024 * 1024,
    databaseQueries: 4_096,
  }
  if (option === true) return defaults
  return { ...defaults, ...option }
}

/** Rebuilds the error a convex-test user would catch from a CallFailure. */
export function errorFromFailure(result: Extract<CallResult, { success: false }>): Error {
  if (result.errorData !== undefined) {
    return new ConvexError(jsonToConvex(result.errorData) as Value)
  }
  const m = /^Uncaught (\w*Error): ([\s\S]*)$/.exec(result.errorMessage)
  if (m) {
    const err = new Error(m[2])
    if (m[1] !== 'Error') err.name = m[1]!
    return err
  }
  return new Error(result.errorMessage)
}

export function convexTest<Schema extends GenericSchema>(
  schema?: SchemaDefinition<Schema, boolean>,
  modules?: ModuleMap,
): TestConvex<SchemaDefinition<Schema, boolean>>
export function convexTest<Schema extends GenericSchema>(
  options: ConvexTestOptions & { schema?: SchemaDefinition<Schema, boolean> },
): TestConvex<SchemaDefinition<Schema, boolean>>
export function convexTest(
  schemaOrOptions?: SchemaDefinition<GenericSchema, boolean> | ConvexTestOptions,
  maybeModules?: ModuleMap,
): TestConvex<SchemaDefinition<GenericSchema, boolean>> {
  let options: ConvexTestOptions
  if (schemaOrOptions === undefined) options = { modules: maybeModules }
  else if (isSchemaDefinition(schemaOrOptions))
    options = { schema: schemaOrOptions, modules: maybeModules }
  else options = schemaOrOptions
  if (!options.modules) {
    throw new Error(
      'convex-local/test needs the modules map: convexTest(schema, import.meta.glob("./**/*.*s")) from a file in your convex/ directory.',
    )
  }
  const schemaJson = options.schema ? schemaJsonFromModule({ default: options.schema }) : null
  const app = modulesFromGlob(options.modules, schemaJson)
  const components: ComponentModules[] = []
  app.components = components
  /** Schemas of components registered after the engine started. */
  const lateRegistrations: Promise<void>[] = []
  const printLogs = options.printLogs ?? true

  let enginePromise: Promise<LocalEngine> | null = null
  const engine = () => {
    if (!enginePromise) {
      enginePromise = createEngineFromModules({
        app,
        transactionLimits: limitsFrom(options.transactionLimits),
        userTimeoutMs: options.userTimeoutMs,
        onJobFinished: (info) => {
          if (!printLogs) return
          runOutsideTarget(() => {
            for (const line of info.logLines) console.log(line)
          })
        },
      }).then(async (e) => {
        trackForExit(e)
        await closeAbandoned()
        return e
      })
    }
    return enginePromise.then(async (e) => {
      await Promise.all(lateRegistrations)
      if (closedForLimit.has(e)) {
        throw new Error(
          `convex-local/test: this convexTest() instance was closed because more than ${MAX_OPEN_TEST_ENGINES} were open and it was the least recently used. Create one per test, or call t.close() when done.`,
        )
      }
      touch(e)
      return e
    })
  }

  async function finish(result: CallResult): Promise<unknown> {
    if (printLogs && result.logLines.length > 0) {
      runOutsideTarget(() => {
        for (const line of result.logLines) console.log(line)
      })
    }
    if (result.success) return jsonToConvex(result.value)
    throw errorFromFailure(result)
  }

  function accessor(
    identity: Identity,
    meta: { ip: string | null; userAgent: string | null } = { ip: null, userAgent: null },
  ): TestConvexForDataModel<GenericDataModel> {
    const callPath = async (udfType: UdfType, ref: unknown, args: unknown) => {
      const e = await engine()
      const udfPath =
        typeof ref === 'string' ? ref : getFunctionName(ref as FunctionReference<UdfType>)
      const result = await e.withRequestMetadata(meta, () =>
        e.call({
          udfType,
          udfPath,
          args: convexToJson((args ?? {}) as Value) as JSONValue,
          identity,
          enforceVisibility: false,
        }),
      )
      return finish(result)
    }
    const callInline = async (udfType: UdfType, handler: (ctx: any, args: any) => any) => {
      const e = await engine()
      const fn = (udfType === 'query'
        ? queryGeneric({ handler: (ctx: any) => handler(ctx, {}) })
        : udfType === 'mutation'
          ? mutationGeneric({ handler: (ctx: any) => handler(ctx, {}) })
          : actionGeneric({
              handler: (ctx: any) => handler(ctx, {}),
            })) as unknown as RegisteredFunction
      return finish(
        await e.withRequestMetadata(meta, () => e.callInline({ udfType, fn, args: {}, identity })),
      )
    }
    const dispatch = (udfType: UdfType) => (refOrFn: unknown, args?: unknown) =>
      typeof refOrFn === 'function'
        ? callInline(udfType, refOrFn as (ctx: any) => any)
        : callPath(udfType, refOrFn, args)
    return {
      query: dispatch('query') as any,
      mutation: dispatch('mutation') as any,
      action: dispatch('action') as any,
      run: ((func: (ctx: any) => Promise<unknown>) => callInline('mutation', func)) as any,
      fetch: async (pathQueryFragment: string, init?: RequestInit) => {
        if (!pathQueryFragment.startsWith('/')) {
          throw new Error('Path given to `t.fetch` must start with a `/`')
        }
        const e = await engine()
        const request = new Request(`https://some.convex.site${pathQueryFragment}`, init)
        // Like convex-test: ip and user agent come from the accessor, not the request headers.
        const result = await e.withRequestMetadata(meta, () => e.runHttpAction(request, identity))
        if (printLogs && result.logLines.length > 0) {
          runOutsideTarget(() => {
            for (const line of result.logLines)
              if (!result.error || !line.startsWith('[ERROR] ')) console.log(line)
          })
        }
        // convex-test lets the handler's error reject t.fetch.
        if (result.error) throw result.error.thrown
        return result.response
      },
      finishInProgressScheduledFunctions: async () => {
        await (await engine()).finishInProgressScheduledFunctions()
      },
      finishAllScheduledFunctions: async (advanceTimers: () => void, maxIterations?: number) => {
        await (await engine()).finishAllScheduledFunctions(advanceTimers, maxIterations)
      },
      withIdentity(partial: Partial<UserIdentity>) {
        const subject = partial.subject ?? '' + simpleHash(JSON.stringify(partial))
        const issuer = partial.issuer ?? 'https://convex.test'
        const tokenIdentifier = partial.tokenIdentifier ?? `${issuer}|${subject}`
        const full = { ...partial, subject, issuer, tokenIdentifier } as UserIdentity
        const token = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(
          JSON.stringify({ ...full, sub: subject, iss: issuer }),
        )}.`
        return accessor(
          {
            kind: 'user',
            identity: full as unknown as Extract<Identity, { kind: 'user' }>['identity'],
            token,
          },
          meta,
        )
      },
      withRequestMetadata(m: { ip?: string | null; userAgent?: string | null }) {
        return accessor(identity, { ip: m.ip ?? null, userAgent: m.userAgent ?? null })
      },
    }
  }

  return {
    ...accessor({ kind: 'none' }),
    registerComponent: (
      componentPath: string,
      schema: SchemaDefinition<GenericSchema, boolean> | undefined,
      glob: ModuleMap,
    ) => {
      if (!componentPath || componentPath.startsWith('/') || componentPath.endsWith('/')) {
        throw new Error(`registerComponent: invalid component path "${componentPath}"`)
      }
      const componentSchema = schema ? schemaJsonFromModule({ default: schema }) : null
      const source = modulesFromGlob(glob, componentSchema)
      const entry: ComponentModules = {
        componentPath,
        name: componentPath.split('/').pop()!,
        definitionPath: componentPath,
        schema: componentSchema,
        modulePaths: source.modulePaths,
        getModule: source.getModule,
      }
      const existing = components.findIndex((c) => c.componentPath === componentPath)
      if (existing === -1) components.push(entry)
      else components[existing] = entry
      if (enginePromise) {
        lateRegistrations.push(
          enginePromise
            .then((e) => e.store.registerSchema(componentPath, componentSchema))
            .then(() => {}),
        )
      }
    },
    engine,
    close: async () => {
      if (!enginePromise) return
      const e = await enginePromise
      openEngines.delete(e)
      lastUse.delete(e)
      if (!closedForLimit.has(e)) await e.close()
    },
  } as unknown as TestConvex<SchemaDefinition<GenericSchema, boolean>>
}
