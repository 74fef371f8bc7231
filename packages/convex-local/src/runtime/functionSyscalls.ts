/**
 * Syscalls about functions and the call itself: identity and metadata, calling other functions
 * (`ctx.runQuery` / `runMutation` / `runAction`, function handles), scheduling, and signing JWTs.
 */
import { jsonToConvex, type JSONValue } from 'convex/values'
import { signJwt, signJwtIssuer } from '../auth/index'
import type { Identity, UdfType, UserIdentityJson } from '../engine/types'
import { DEFAULT_TRANSACTION_LIMITS, type TransactionLimits } from '../storage/types'
import { realDate } from './context'
import { resolveAddress } from './resolve'
import type { Syscall } from './syscalls'

export function identityJson(identity: Identity): UserIdentityJson | null {
  if (identity.kind === 'user') return identity.identity
  if (identity.kind === 'admin') return identity.impersonating ?? null
  return null
}

/** A nested call's `{ transactionLimits }` (numbers only; other keys have no limit here). */
function nestedLimits(value: unknown): Partial<TransactionLimits> | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const out: Partial<TransactionLimits> = {}
  for (const key of Object.keys(DEFAULT_TRANSACTION_LIMITS) as Array<keyof TransactionLimits>) {
    const n = (value as Record<string, unknown>)[key]
    if (typeof n === 'number') out[key] = n
  }
  return out
}

/** `1.0/actions/query` etc.: an action calling a function in a transaction of its own. */
function actionCall(kind: UdfType): Syscall {
  return (exec, args) => {
    if (exec.kind !== 'action')
      throw new Error(`1.0/actions/${kind} can only be called from an action.`)
    const target = resolveAddress(exec.path, args)
    return exec.executor.runFromAction(exec, kind, target, args.args as JSONValue)
  }
}

function notAvailable(op: string): Syscall {
  return () => {
    throw new Error(`${op} is not available in convex-local (it needs Convex cloud services).`)
  }
}

export const FUNCTION_ASYNC_SYSCALLS: Record<string, Syscall> = {
  '1.0/getUserIdentity': (exec) => identityJson(exec.identity),
  '1.0/runUdf': (exec, args) => {
    const udfType = args.udfType as 'query' | 'mutation' | 'snapshotQuery'
    const target = resolveAddress(exec.path, args)
    return exec.executor.runNested(
      exec,
      udfType,
      target,
      args.args as JSONValue,
      nestedLimits(args.transactionLimits),
    )
  },
  '1.0/actions/query': actionCall('query'),
  '1.0/actions/mutation': actionCall('mutation'),
  '1.0/actions/action': actionCall('action'),
  '1.0/createFunctionHandle': async (exec, args) => {
    const target = resolveAddress(exec.path, args)
    await exec.executor.resolve(target, null, false)
    return `function://${target.componentPath};${target.udfPath}`
  },
  '1.0/getFunctionMetadata': (exec) => ({
    // The backend's `UdfPath::strip`: no `.js`, and a default export is named by its module.
    name: exec.path.udfPath.replace(/:default$/, ''),
    componentPath: exec.path.componentPath,
  }),
  '1.0/getDeploymentMetadata': (exec) => ({
    name: exec.executor.deploymentName,
    region: null,
    class: 's16',
  }),
  '1.0/getRequestMetadata': (exec) => {
    if (exec.kind === 'query') {
      throw new Error(
        'getRequestMetadata() can only be called from a mutation, action or HTTP action. It is not available in queries.',
      )
    }
    return {
      ip: exec.requestMeta.ip,
      userAgent: exec.requestMeta.userAgent,
      requestId: exec.requestId,
      scheduledFunctionId: exec.scheduledFunctionId,
      authToken: exec.identity.kind === 'user' ? exec.identity.token : null,
    }
  },
  '1.0/auditLog': () => null,
  '1.0/schedule': (exec, args) => {
    if (exec.kind !== 'mutation')
      throw new Error('ctx.scheduler is only available in mutations and actions.')
    const target = resolveAddress(exec.path, args)
    return exec.executor.scheduleJob(
      exec.requireWrite(),
      exec.path.componentPath,
      target,
      args.ts as number,
      args.args as JSONValue,
    )
  },
  '1.0/actions/schedule': (exec, args) => {
    const target = resolveAddress(exec.path, args)
    return exec.executor.withWrite((txn) =>
      exec.executor.scheduleJob(
        txn,
        exec.path.componentPath,
        target,
        args.ts as number,
        args.args as JSONValue,
      ),
    )
  },
  '1.0/cancel_job': (exec, args) => {
    const id = jsonToConvex(args.id as JSONValue) as string
    exec.executor.cancelJob(exec.requireWrite(), exec.path.componentPath, id)
    return {}
  },
  '1.0/actions/cancel_job': async (exec, args) => {
    const id = jsonToConvex(args.id as JSONValue) as string
    await exec.executor.withWrite((txn) =>
      exec.executor.cancelJob(txn, exec.path.componentPath, id),
    )
    return null
  },
  '1.0/signJwt': async (exec, args) => {
    if (exec.kind !== 'mutation')
      throw new Error('ctx.auth.signJwt() is only available in mutations.')
    return await signJwt(exec.executor.signingKey, {
      claims: args.claims as Record<string, unknown> | undefined,
      expiresInSeconds: args.expiresInSeconds as number,
      issuer: signJwtIssuer(exec.executor.cloudUrl, exec.path.componentPath || undefined),
      nowMs: realDate.now(),
    })
  },
  '1.0/createServiceToken': notAvailable('1.0/createServiceToken'),
  '1.0/getServiceUrl': notAvailable('1.0/getServiceUrl'),
}
