import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** A table of the matter's table library. */
export type TableSummary = FunctionReturnType<typeof api.review.tables.listModuleTables>[number]
/** A table template, the firm's or the system's. */
export type TableTemplate = FunctionReturnType<typeof api.review.templates.list>[number]
/** One table with its columns, matter and latest run. */
export type ReviewTable = FunctionReturnType<typeof api.review.tables.get>
export type ReviewColumn = ReviewTable['columns'][number]
export type ReviewRun = NonNullable<ReviewTable['run']>
/** One row of the grid: its document and its cells by column id. */
export type ReviewRow = FunctionReturnType<
  typeof api.review.tables.getWithDocuments
>['page'][number]
export type ReviewCell = ReviewRow['cells'][string]
export type CellEvent = FunctionReturnType<typeof api.review.cells.history>[number]
export type Presence = FunctionReturnType<typeof api.review.presence.list>[number]

/** Rows per page of a table (spec §9), and the skeleton's rows while the first page loads. */
export const TABLE_PAGE_SIZE = 50
export const TABLE_SKELETON_ROWS = 25

export const tableQueries = {
  // Spec §2: the library lists the matter's tables without counts, and non-archived templates.
  library: (projectId: Id<'projects'>) =>
    convexQuery(api.review.tables.listModuleTables, { projectId, includeCounts: false }),
  templates: () => convexQuery(api.review.templates.list, {}),
  table: (id: string) => convexQuery(api.review.tables.get, { id }),
  rows: (id: Id<'reviewTables'>, cursor: string | null) =>
    convexQuery(api.review.tables.getWithDocuments, {
      id,
      paginationOpts: { numItems: TABLE_PAGE_SIZE, cursor },
    }),
  history: (cellId: Id<'reviewCells'>) => convexQuery(api.review.cells.history, { cellId }),
  presence: (tableId: Id<'reviewTables'>) => convexQuery(api.review.presence.list, { tableId }),
  aiSettings: (projectId: Id<'projects'>) =>
    convexQuery(api.ai.settings.matterSettings, { projectId }),
}

export function useCreateTableMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.review.tables.create),
    meta: { showsOwnErrors: true },
  })
}

export function useUpdateTableMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.review.tables.update),
    meta: { showsOwnErrors: true },
  })
}

export function useSetColumnsMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.review.tables.setColumns),
    meta: { showsOwnErrors: true },
  })
}

export function useAddDocumentsMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.review.tables.addDocuments),
    meta: { showsOwnErrors: true },
  })
}

export function useRemoveRowsMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.tables.removeRows) })
}

export function useRemoveTableMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.tables.remove) })
}

export function useRunTableMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.tables.run) })
}

export function useCancelRunMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.runs.cancel) })
}

/**
 * A person's value shows in the grid at once (target P4: an edit painted within 50 ms), before the
 * server has checked it; the server's answer (or its refusal) then replaces it.
 */
export function useEditCellMutation() {
  const edit = useConvexMutation(api.review.cells.edit).withOptimisticUpdate((store, args) => {
    for (const { args: queryArgs, value } of store.getAllQueries(
      api.review.tables.getWithDocuments,
    )) {
      if (!value) continue
      let changed = false
      const page = value.page.map((row) => {
        const entry = Object.entries(row.cells).find(([, cell]) => cell._id === args.cellId)
        if (!entry) return row
        changed = true
        const [columnId, cell] = entry
        const original = cell.edited?.original ?? cell.display
        return {
          ...row,
          cells: {
            ...row.cells,
            [columnId]: {
              ...cell,
              value: args.value,
              display: args.value,
              edited: { by: cell.edited?.by ?? null, at: Date.now(), original },
            },
          },
        }
      })
      if (changed) store.setQuery(api.review.tables.getWithDocuments, queryArgs, { ...value, page })
    }
  })
  return useMutation({ mutationFn: edit, meta: { showsOwnErrors: true } })
}

export function useRevertCellMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.cells.revert) })
}

export function useVerifyCellMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.cells.setVerified) })
}

export function useFlagCellMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.review.cells.setFlag) })
}

export function useCommentCellMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.review.cells.comment),
    meta: { showsOwnErrors: true },
  })
}

export function useSaveTemplateMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.review.templates.saveFromTable),
    meta: { showsOwnErrors: true },
  })
}

export function useSetAiModeMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.ai.settings.setMatterMode) })
}
