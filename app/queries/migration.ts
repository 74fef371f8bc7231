import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionArgs, FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'

export type MigrationArgs = FunctionArgs<typeof api.admin.migrate.dryRun>
/** What a move would do, as the dry run reports it. */
export type MigrationPlan = FunctionReturnType<typeof api.admin.migrate.dryRun>
export type MigrationUser = FunctionReturnType<typeof api.admin.migrate.user>

export const migrationQueries = {
  findUsers: (search: string) => convexQuery(api.admin.migrate.findUsers, { search }),
  user: (userId: string) => convexQuery(api.admin.migrate.user, { userId }),
  dryRun: (args: MigrationArgs) => convexQuery(api.admin.migrate.dryRun, args),
}

export function useMigrateUserMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.migrate.run) })
}
