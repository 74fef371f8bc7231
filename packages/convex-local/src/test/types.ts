/** The public types of convex-local/test, shaped like convex-test's. */
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
import type { TransactionLimits } from '../storage/types'
import type { LocalEngine } from '../engine/index'
import type { ModuleMap } from './modules'

/** convex-test's limit names (the scheduling ones are accepted; Convex's defaults apply). */
export type TestTransactionLimits = TransactionLimits & {
  functionsScheduled: number
  scheduledFunctionArgsBytes: number
}

export type ConvexTestOptions = {
  schema?: SchemaDefinition<GenericSchema, boolean>
  /** For example `import.meta.glob("./**\/*.*s")`. */
  modules?: ModuleMap
  /**
   * convex-test's option: `false` (the default, as in convex-test) disables the per-transaction
   * limits, `true`/`{}` enforces Convex's defaults, an object overrides some of them. Limits a
   * function passes to a nested `ctx.runQuery`/`ctx.runMutation` apply either way.
   */
  transactionLimits?: Partial<TestTransactionLimits> | boolean
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
