/**
 * The two endpoints `npx convex codegen --url <cloud url> --admin-key <key>` needs (local-backend.md
 * §8), so codegen works offline. A push is analysed, never applied: codegen never calls finish_push.
 */
import type { IncomingMessage } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { adminKeyMatches } from './auth'
import { HttpError, readBody, sendJson, type HttpRoute } from './route'

/** A component instantiated by a definition (`app.use(...)` in convex.config.ts). */
export type ChildComponent = { name: string; path: string }

/** A registered function of a definition, as the loader's `listFunctions` reports it. */
export type DefinitionFunction = {
  /** `module/path:export` */
  udfPath: string
  udfType: 'query' | 'mutation' | 'action' | 'httpAction'
  visibility: 'public' | 'internal'
  args: string
  returns: string
}

export type CodegenOptions = {
  adminKey: string
  /** Child components per definition path (`''` = the app). Default: none. */
  childComponents?: (definitionPath: string) => ChildComponent[] | Promise<ChildComponent[]>
  /**
   * The functions of a component definition. The CLI writes a locally installed component's
   * `_generated/component.ts` (the `ComponentApi` its parent calls) from them. Default: none.
   */
  definitionFunctions?: (
    definitionPath: string,
  ) => DefinitionFunction[] | Promise<DefinitionFunction[]>
  serverVersion?: string
}

type ExportTree = { type: 'branch'; branch: [string, ExportTree | ExportLeaf][] }
type ExportLeaf = { type: 'leaf'; leaf: string }

const UDF_TYPES = { query: 'Query', mutation: 'Mutation', action: 'Action' } as const

/**
 * `analysis[path].functions` (per module `dir/file.js`) and `definition.exports` (the public
 * functions as a tree of module path segments, leaves `_reference/function/dir/file.js:name`),
 * the shapes the backend's analysis gives the CLI. HTTP actions are never exported.
 */
function analyseFunctions(list: DefinitionFunction[]) {
  const functions: Record<string, { functions: unknown[] }> = {}
  const exports: ExportTree = { type: 'branch', branch: [] }
  for (const f of list) {
    if (f.udfType === 'httpAction') continue
    const [modulePath, name] = f.udfPath.split(':') as [string, string]
    const moduleFile = `${modulePath}.js`
    ;(functions[moduleFile] ??= { functions: [] }).functions.push({
      name,
      udfType: UDF_TYPES[f.udfType],
      visibility: { kind: f.visibility },
      args: f.args,
      returns: f.returns,
    })
    if (f.visibility !== 'public') continue
    let node = exports
    for (const segment of modulePath.split('/')) {
      let child = node.branch.find(([key]) => key === segment)?.[1]
      if (!child || child.type !== 'branch') {
        child = { type: 'branch', branch: [] }
        node.branch.push([segment, child])
      }
      node = child
    }
    node.branch.push([name, { type: 'leaf', leaf: `_reference/function/${moduleFile}:${name}` }])
  }
  return { functions, exports }
}

/** The most a compressed codegen body may inflate to: a decompression bomb stops there. */
const MAX_INFLATED_BODY = 64 * 1024 * 1024

async function readMaybeCompressed(
  req: IncomingMessage,
  adminKey: string,
): Promise<Record<string, unknown>> {
  // A wrong key in the header is refused before the body is read or inflated.
  if (headerAdminKey(req) !== undefined) checkAdmin(req, {}, adminKey)
  let body = await readBody(req)
  const encoding = String(req.headers['content-encoding'] ?? '').toLowerCase()
  const bounded = { maxOutputLength: MAX_INFLATED_BODY }
  try {
    if (encoding === 'br') body = brotliDecompressSync(body, bounded)
    else if (encoding === 'gzip') body = gunzipSync(body, bounded)
    else if (encoding === 'deflate') body = inflateSync(body, bounded)
  } catch (e) {
    throw new HttpError(
      400,
      'BadRequestBody',
      `Could not decompress the body: ${(e as Error).message}`,
    )
  }
  if (body.length === 0) return {}
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>
  } catch (e) {
    throw new HttpError(
      400,
      'BadJsonBody',
      `Failed to parse the JSON body: ${(e as Error).message}`,
    )
  }
}

function headerAdminKey(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  return typeof header === 'string' && header.startsWith('Convex ')
    ? header.slice(7).trim()
    : undefined
}

function checkAdmin(req: IncomingMessage, body: Record<string, unknown>, adminKey: string): void {
  const fromHeader = headerAdminKey(req)
  const candidate = fromHeader ?? (typeof body.adminKey === 'string' ? body.adminKey : '')
  if (!adminKeyMatches(candidate, adminKey)) {
    throw new HttpError(401, 'BadAdminKey', 'The provided admin key was invalid for this instance')
  }
}

export function createCodegenRoute(options: CodegenOptions): HttpRoute {
  const serverVersion = options.serverVersion ?? '1.48.0'
  return async (req, res, url) => {
    if (req.method !== 'POST') return false
    if (url.pathname === '/api/get_config_hashes') {
      const body = await readMaybeCompressed(req, options.adminKey)
      checkAdmin(req, body, options.adminKey)
      sendJson(res, 200, {
        config: { functions: 'convex/' },
        moduleHashes: [],
        nodeDependencies: [],
        udfServerVersion: serverVersion,
      })
      return true
    }
    if (url.pathname === '/api/deploy2/start_push') {
      const body = await readMaybeCompressed(req, options.adminKey)
      checkAdmin(req, body, options.adminKey)
      const paths = new Set<string>([''])
      const app = body.appDefinition as { definition?: { path?: unknown } | null } | undefined
      if (typeof app?.definition?.path === 'string') paths.add(app.definition.path)
      for (const def of (body.componentDefinitions as
        Array<{ definitionPath?: unknown }> | undefined) ?? []) {
        if (typeof def.definitionPath === 'string') paths.add(def.definitionPath)
      }
      const analysis: Record<string, unknown> = {}
      for (const path of paths) {
        const isApp = path === '' || path === app?.definition?.path
        const children = (await options.childComponents?.(path)) ?? []
        const analysed = analyseFunctions(
          isApp ? [] : ((await options.definitionFunctions?.(path)) ?? []),
        )
        analysis[path] = {
          definition: {
            path,
            definitionType: isApp
              ? { type: 'app' }
              : { type: 'childComponent', name: path.split('/').pop() ?? path },
            childComponents: children.map((c) => ({ name: c.name, path: c.path, env: [] })),
            httpMounts: {},
            exports: analysed.exports,
          },
          schema: null,
          functions: analysed.functions,
          udfConfig: {
            serverVersion,
            importPhaseRngSeed: { $bytes: Buffer.alloc(32).toString('base64') },
            importPhaseUnixTimestamp: { $integer: Buffer.alloc(8).toString('base64') },
          },
        }
      }
      sendJson(res, 200, {
        environmentVariables: {},
        externalDepsId: null,
        componentDefinitionPackages: {},
        appAuth: [],
        analysis,
        app: {
          definitionPath: '',
          componentPath: '',
          args: {},
          childComponents: {},
          httpRoutes: { httpModuleRoutes: null, mounts: [] },
          exports: {},
        },
        schemaChange: { allocatedComponentIds: {}, schemaIds: {} },
      })
      return true
    }
    return false
  }
}
