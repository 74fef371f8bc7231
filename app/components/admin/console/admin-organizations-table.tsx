import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { DateTime } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { TableHead, numberCell, textCell } from '@/components/ui/table-head'
import { FIRST_PAGE, currentCursor, type CursorStack } from '@/lib/page-cursors'
import { consoleQueries } from '@/queries/admin-console'
import { AdminOrganizationCreateDialog } from './admin-organization-create-dialog'
import { ConsolePager } from './console-pager'

/** /admin/organizations: every firm, newest first, searched by name, a page at a time. */
export function AdminOrganizationsTable() {
  const [search, setSearch] = useState('')
  const [cursors, setCursors] = useState<CursorStack>(FIRST_PAGE)
  const term = useDeferredValue(search.trim())
  const organizations = useQuery({
    ...consoleQueries.organizations(term, currentCursor(cursors)),
    placeholderData: keepPreviousData,
  })

  return (
    <section aria-labelledby="organizations-heading" className="grid gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1
            id="organizations-heading"
            className="font-serif text-2xl font-semibold tracking-tight"
          >
            Organizations
          </h1>
          <p className="text-sm text-muted-foreground">
            Every firm on this Casefile installation, newest first.
          </p>
        </div>
        <AdminOrganizationCreateDialog />
      </header>
      <div role="search" className="grid max-w-md gap-1.5">
        <Label htmlFor="organizations-search">Search by name</Label>
        <Input
          id="organizations-search"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value)
            setCursors(FIRST_PAGE)
          }}
        />
      </div>
      {organizations.data === undefined ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" /> Loading organizations…
        </div>
      ) : organizations.data.page.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {term ? 'No organization has that name.' : 'No organizations yet.'}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border"
          aria-busy={organizations.isPlaceholderData}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Organizations</caption>
            <TableHead
              columns={[
                { label: 'Name' },
                { label: 'Members', numeric: true },
                { label: 'Status' },
                { label: 'Created' },
              ]}
            />
            <tbody className="divide-y">
              {organizations.data.page.map((organization) => (
                <tr key={organization._id}>
                  <td className={textCell}>
                    <Link
                      to="/admin/organizations/$organizationId"
                      params={{ organizationId: organization._id }}
                      className="font-medium text-primary hover:underline"
                    >
                      {organization.name}
                    </Link>
                  </td>
                  <td className={numberCell}>{organization.members}</td>
                  <td className={textCell}>
                    {organization.suspended ? (
                      <Badge variant="destructive">Suspended</Badge>
                    ) : (
                      <Badge variant="outline">Active</Badge>
                    )}
                  </td>
                  <td className={`${textCell} whitespace-nowrap text-muted-foreground`}>
                    <DateTime at={organization.createdAt} dateOnly />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {organizations.data ? (
        <ConsolePager
          label="Organizations pages"
          cursors={cursors}
          onCursorsChange={setCursors}
          continueCursor={organizations.data.continueCursor}
          isDone={organizations.data.isDone}
        />
      ) : null}
    </section>
  )
}
