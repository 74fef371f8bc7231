import { createFileRoute, notFound } from '@tanstack/react-router'
import { TableNotFound } from '@/components/tables/table-not-found'
import { TableScreen } from '@/components/tables/table-screen'
import { TableScreenSkeleton } from '@/components/tables/table-screen-skeleton'
import { rethrowAsNotFound } from '@/lib/errors'
import { tableQueries } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'

export const Route = createFileRoute('/_authed/matters/$slug/tables/$tableId')({
  loader: async ({ context, params }) => {
    const table = await context.queryClient
      .ensureQueryData(tableQueries.table(params.tableId))
      .catch(rethrowAsNotFound)
    // A table of another matter of the firm opens under its own matter only.
    if (table.matter.slug !== params.slug) throw notFound()
    // The first page of rows loads with the route (the 25-row skeleton shows meanwhile), so the
    // server and the browser render the same grid.
    await context.queryClient.ensureQueryData(tableQueries.rows(table._id, null))
    return { name: table.name }
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: `${loaderData.name} · Casefile` }] : [],
  }),
  pendingComponent: TableScreenSkeleton,
  notFoundComponent: TableNotFound,
  component: TablePage,
})

function TablePage() {
  const { slug, tableId } = Route.useParams()
  return <TableScreen tableId={tableId as Id<'reviewTables'>} slug={slug} />
}
