import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import type { FactFilterValues } from '@/lib/fact-filters'
import type { ColumnInput } from '@shared/reviewValidators'

/** The built-in chronology module's slug (convex/demo/modules.ts). */
export const CHRONOLOGY_SLUG = 'chronology'

/** One fact of the extract screen: what processing found, where, and in which document. */
export type FactRow = FunctionReturnType<typeof api.facts.facts.list>['facts'][number]

/** The extract screen's filters; absent ones are left out of the query. */
export type FactFilters = FactFilterValues

export const factQueries = {
  list: (projectId: Id<'projects'>, { kind, documentId, search }: FactFilters) =>
    convexQuery(api.facts.facts.list, {
      projectId,
      ...(kind ? { kind } : {}),
      ...(documentId ? { documentId: documentId as Id<'documents'> } : {}),
      ...(search ? { search } : {}),
    }),
  documents: (projectId: Id<'projects'>) => convexQuery(api.facts.facts.documents, { projectId }),
}

/**
 * "Send to review table": a new table over the given documents with the given columns, its rows
 * added and its run started; resolves with the table's id. A refusal reaches the global toast.
 */
export function useSendToTableMutation() {
  const create = useConvexMutation(api.review.tables.create)
  const addDocuments = useConvexMutation(api.review.tables.addDocuments)
  const run = useConvexMutation(api.review.tables.run)
  return useMutation({
    mutationFn: async (args: {
      projectId: Id<'projects'>
      name: string
      columns: ColumnInput[]
      documentIds: Id<'documents'>[]
    }) => {
      const { tableId } = await create({
        projectId: args.projectId,
        name: args.name,
        columns: args.columns,
      })
      await addDocuments({
        id: tableId,
        source: { kind: 'documents', documentIds: args.documentIds },
      })
      await run({ id: tableId, mode: 'all' })
      return tableId
    },
  })
}

/**
 * "Send to chronology": runs the built-in chronology module over the given documents; resolves
 * with the draft it writes. A refusal (no such module, modules off) reaches the global toast.
 */
export function useSendToChronologyMutation() {
  const queryClient = useQueryClient()
  const start = useConvexMutation(api.modules.runs.start)
  return useMutation({
    mutationFn: async (args: {
      projectId: Id<'projects'>
      documentIds: Id<'documents'>[]
      range: { from: string; to: string } | null
    }) => {
      const chronology = await queryClient.fetchQuery(
        convexQuery(api.modules.catalog.bySlug, { moduleSlug: CHRONOLOGY_SLUG }),
      )
      const { draftId } = await start({
        projectId: args.projectId,
        moduleId: chronology._id,
        inputs: { documentIds: args.documentIds, ...args.range },
      })
      return draftId
    },
  })
}
