/**
 * The `t` accessor of convex-local/test: runs functions by reference (root or component, as
 * `api.x.f`, `internal.x.f`, `components.c.x.f` or a function handle) or inline handlers, with
 * an identity and request metadata, and turns failures into the errors a convex-test user catches.
 */
import {
  actionGeneric,
  getFunctionAddress,
  mutationGeneric,
  queryGeneric,
  type FunctionReference,
  type GenericDataModel,
  type UserIdentity,
} from 'convex/server'
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import type { LocalEngine } from '../engine/index'
import type { CallResult, Identity, UdfType } from '../engine/types'
import { runOutsideTarget } from '../runtime/context'
import type { RegisteredFunction } from '../runtime/executor'
import { resolveAddress, type FunctionPath } from '../runtime/resolve'
import type { TestConvexForDataModel } from './types'

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

const ROOT: FunctionPath = { componentPath: '', udfPath: '' }

/** A function reference as the test gives it: a root path, a component's function or a handle. */
export function targetOf(ref: unknown): FunctionPath {
  const address = getFunctionAddress(ref as FunctionReference<UdfType>)
  return resolveAddress(ROOT, address as Record<string, unknown>)
}

export type AccessorContext = {
  engine: () => Promise<LocalEngine>
  printLogs: boolean
}

type RequestMeta = { ip: string | null; userAgent: string | null }

export function createAccessor(
  ctx: AccessorContext,
  identity: Identity,
  meta: RequestMeta = { ip: null, userAgent: null },
): TestConvexForDataModel<GenericDataModel> {
  const { engine, printLogs } = ctx
  const printLines = (lines: string[]) => {
    if (!printLogs || lines.length === 0) return
    runOutsideTarget(() => {
      for (const line of lines) console.log(line)
    })
  }
  const finish = (result: CallResult): unknown => {
    printLines(result.logLines)
    if (result.success) return jsonToConvex(result.value)
    throw errorFromFailure(result)
  }
  const callPath = async (udfType: UdfType, ref: unknown, args: unknown) => {
    const e = await engine()
    const target = targetOf(ref)
    const result = await e.withRequestMetadata(meta, () =>
      e.call({
        udfType,
        udfPath: target.udfPath,
        componentPath: target.componentPath,
        args: convexToJson((args ?? {}) as Value) as JSONValue,
        identity,
        enforceVisibility: false,
      }),
    )
    return finish(result)
  }
  const callInline = async (udfType: UdfType, handler: (ctx: any, args: any) => any) => {
    const e = await engine()
    const define =
      udfType === 'query' ? queryGeneric : udfType === 'mutation' ? mutationGeneric : actionGeneric
    const fn = define({ handler: (c: any) => handler(c, {}) }) as unknown as RegisteredFunction
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
      printLines(
        result.error ? result.logLines.filter((l) => !l.startsWith('[ERROR] ')) : result.logLines,
      )
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
      return createAccessor(
        ctx,
        {
          kind: 'user',
          identity: full as unknown as Extract<Identity, { kind: 'user' }>['identity'],
          token,
        },
        meta,
      )
    },
    withRequestMetadata(m: { ip?: string | null; userAgent?: string | null }) {
      return createAccessor(ctx, identity, { ip: m.ip ?? null, userAgent: m.userAgent ?? null })
    },
  }
}
