/**
 * Finding functions: module lookup per component, function addresses as user code gives them
 * (`{name}`, `{reference}` to a child component, `{functionHandle}`), kinds and visibility.
 */
import type { UdfType } from '../engine/types'
import type { ModuleNamespace } from '../loader/index'
import type { ComponentPath } from '../storage/types'
import { canonicalizeUdfPath } from '../sync/encoding'
import { SystemError } from './errors'

/** What the executor needs to find modules, per component. */
export interface ModuleProvider {
  getModule(componentPath: ComponentPath, modulePath: string): Promise<ModuleNamespace | null>
  /** The `httpPrefix` mounts of an instance's definition: `{"/p/": "_reference/childComponent/c"}`. */
  httpMounts?(componentPath: ComponentPath): Record<string, string>
}

/** A function as `queryGeneric` / `mutationGeneric` / `actionGeneric` register it. */
export type RegisteredFunction = {
  isQuery?: boolean
  isMutation?: boolean
  isAction?: boolean
  isHttp?: boolean
  isPublic?: boolean
  isInternal?: boolean
  invokeQuery?: (argsStr: string) => Promise<string>
  invokeMutation?: (argsStr: string) => Promise<string>
  invokeAction?: (requestId: string, argsStr: string) => Promise<string>
  exportArgs?: () => string
  exportReturns?: () => string
}

export type FunctionPath = {
  componentPath: ComponentPath
  udfPath: string
  /** Reached through a `components.x...` reference: only public functions qualify. */
  viaReference?: boolean
}

export type Resolved = {
  fn: RegisteredFunction
  path: FunctionPath
  kind: UdfType
}

function kindOf(fn: RegisteredFunction): UdfType | 'http' | null {
  if (fn.isQuery) return 'query'
  if (fn.isMutation) return 'mutation'
  if (fn.isAction) return 'action'
  if (fn.isHttp) return 'http'
  return null
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** Resolves `{name}` / `{reference}` / `{functionHandle}` relative to the caller. */
export function resolveAddress(caller: FunctionPath, args: Record<string, unknown>): FunctionPath {
  if (typeof args.functionHandle === 'string') {
    const rest = args.functionHandle.slice('function://'.length)
    const i = rest.indexOf(';')
    if (!args.functionHandle.startsWith('function://') || i === -1) {
      throw new Error(`Invalid function handle "${args.functionHandle}"`)
    }
    return { componentPath: rest.slice(0, i), udfPath: canonicalizeUdfPath(rest.slice(i + 1)) }
  }
  if (typeof args.name === 'string') {
    return { componentPath: caller.componentPath, udfPath: canonicalizeUdfPath(args.name) }
  }
  if (typeof args.reference === 'string') {
    // `_reference/childComponent/<child>/<dir...>/<fn>`, relative to the caller's component.
    const parts = args.reference.split('/')
    if (parts[0] !== '_reference' || parts[1] !== 'childComponent' || parts.length < 5) {
      throw new Error(`Invalid function reference "${args.reference}"`)
    }
    const child = parts[2]!
    const fn = parts[parts.length - 1]!
    const modulePath = parts.slice(3, -1).join('/')
    return {
      componentPath: caller.componentPath ? `${caller.componentPath}/${child}` : child,
      udfPath: canonicalizeUdfPath(`${modulePath}:${fn}`),
      viaReference: true,
    }
  }
  throw new Error('Function address not supported')
}

/**
 * Finds the function. `expected` null accepts any kind. When `publicOnly`, internal
 * functions and missing ones give Convex's "Could not find public function" text.
 */
export async function resolveFunction(
  modules: ModuleProvider,
  path: FunctionPath,
  expected: UdfType | null,
  publicOnly: boolean,
): Promise<Resolved> {
  const udfPath = canonicalizeUdfPath(path.udfPath)
  const i = udfPath.lastIndexOf(':')
  const mod = await modules.getModule(path.componentPath, udfPath.slice(0, i))
  const fn = mod?.[udfPath.slice(i + 1)] as RegisteredFunction | undefined
  const kind = fn && (typeof fn === 'object' || typeof fn === 'function') ? kindOf(fn) : null
  const inComponent = path.componentPath ? ` in component '${path.componentPath}'` : ''
  if (
    kind === null ||
    kind === 'http' ||
    (publicOnly && (!fn!.isPublic || path.componentPath !== ''))
  ) {
    throw publicOnly
      ? new SystemError(`Could not find public function for '${udfPath}'${inComponent}.`)
      : new SystemError(
          `Could not find function for '${udfPath}'${inComponent}. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
        )
  }
  if (path.viaReference && !fn!.isPublic) {
    throw new SystemError(`Could not find public function for '${udfPath}'${inComponent}.`)
  }
  if (expected !== null && kind !== expected) {
    throw new SystemError(
      `Trying to execute ${udfPath}${inComponent} as ${capitalize(expected)}, but it is defined as ${capitalize(kind)}.`,
    )
  }
  return { fn: fn!, path: { componentPath: path.componentPath, udfPath }, kind }
}
