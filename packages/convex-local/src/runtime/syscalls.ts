/**
 * The syscall table: what `Convex.syscall` / `asyncSyscall` / `jsSyscall` (the convex npm
 * runtime's hooks) do for each operation, by operation name.
 */
import { DATABASE_ASYNC_SYSCALLS, DATABASE_SYSCALLS } from './databaseSyscalls'
import type { Execution } from './execution'
import { FILE_ASYNC_SYSCALLS, FILE_JS_SYSCALLS } from './fileSyscalls'
import { FUNCTION_ASYNC_SYSCALLS } from './functionSyscalls'

/** A syscall: the decoded JSON args in, a JSON-encodable result out. */
export type Syscall = (exec: Execution, args: Record<string, unknown>) => unknown

export const SYNC_SYSCALLS = new Map<string, Syscall>(Object.entries(DATABASE_SYSCALLS))

export const ASYNC_SYSCALLS = new Map<string, Syscall>([
  ...Object.entries(DATABASE_ASYNC_SYSCALLS),
  ...Object.entries(FILE_ASYNC_SYSCALLS),
  ...Object.entries(FUNCTION_ASYNC_SYSCALLS),
])

/** JS syscalls take and return JS values (Blobs), not JSON. */
export const JS_SYSCALLS = new Map<string, Syscall>(Object.entries(FILE_JS_SYSCALLS))
