/**
 * `convex-local/test`: a drop-in for convex-test 0.0.60's `convexTest`, backed by the real
 * engine (SQLite on a temporary file, real IDs, validation, limits, transactions).
 *
 *   import { convexTest } from 'convex-local/test'
 *   const t = convexTest({ schema, modules: import.meta.glob('./**\/*.*s') })
 *   const t = convexTest(schema, import.meta.glob('./**\/*.*s'))   // the older form
 *   await t.mutation(api.messages.send, { body: 'hi' })
 *
 * Without `modules`, the project's `convex/` folder is used (under Vitest), as convex-test does.
 * Components: `t.registerComponent(path, schema, import.meta.glob(...))` as in convex-test.
 */
import type { GenericSchema, SchemaDefinition } from 'convex/server'
import { createEngineFromModules, type LocalEngine } from '../engine/index'
import type { ComponentModules } from '../loader/index'
import { schemaJsonFromModule } from '../loader/index'
import { DEFAULT_TRANSACTION_LIMITS, type TransactionLimits } from '../storage/types'
import { runOutsideTarget } from '../runtime/context'
import { createAccessor } from './accessor'
import {
  closeAbandoned,
  closedForLimit,
  lastUse,
  MAX_OPEN_TEST_ENGINES,
  openEngines,
  touch,
  trackForExit,
} from './engines'
import { defaultModules, modulesFromGlob, type ModuleMap } from './modules'
import type { ConvexTestOptions, TestConvex } from './types'

export { errorFromFailure } from './accessor'
export { MAX_OPEN_TEST_ENGINES } from './engines'
export { modulesFromGlob } from './modules'
export type { ConvexTestOptions, TestConvex, TestConvexForDataModel } from './types'

function isSchemaDefinition(x: unknown): x is SchemaDefinition<GenericSchema, boolean> {
  return (
    x !== null &&
    typeof x === 'object' &&
    'tables' in x &&
    typeof (x as { tables: unknown }).tables === 'object'
  )
}

function limitsFrom(option: ConvexTestOptions['transactionLimits']): TransactionLimits | null {
  if (option === undefined || option === false) return null
  const limits = { ...DEFAULT_TRANSACTION_LIMITS }
  if (option === true) return limits
  for (const key of Object.keys(limits) as Array<keyof TransactionLimits>) {
    const n = option[key]
    if (typeof n === 'number') limits[key] = n
  }
  return limits
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
  if (!options.modules) options = { ...options, modules: defaultModules() }
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
        deploymentName: 'test',
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

  return {
    ...createAccessor({ engine, printLogs }, { kind: 'none' }),
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
