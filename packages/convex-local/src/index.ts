/**
 * convex-local: an offline, SQLite-backed backend that runs a `convex/` folder unchanged behind
 * the stock Convex clients.
 */
export { createEngine, createEngineFromModules, canonicalizeUdfPath } from './engine/index'
export { checkExistingDocuments } from './engine/index'
export type {
  EngineOptions,
  HttpActionResult,
  JobFinishedListener,
  LocalEngine,
} from './engine/index'
export type {
  CallFailure,
  CallRequest,
  CallResult,
  CallSuccess,
  CommitEvent,
  Engine,
  Identity,
  ReadSet,
  UdfType,
  UserIdentityJson,
  WriteSet,
} from './engine/types'
export { loadConvexDir, findEntryPoints, watchConvexDir, listFunctions } from './loader/index'
export { loadComponentTree } from './loader/index'
export type {
  AppModules,
  ChildComponentJson,
  ComponentInstanceInfo,
  ComponentModules,
  ComponentTree,
  LoadedApp,
  SchemaJson,
  FunctionInfo,
} from './loader/index'
