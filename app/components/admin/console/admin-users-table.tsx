import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { DateTime } from '@/components/layout/time'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { TableHead, textCell } from '@/components/ui/table-head'
import { FIRST_PAGE, currentCursor, type CursorStack } from '@/lib/page-cursors'
import { consoleQueries, type ConsoleUserRow, type UserListFilters } from '@/queries/admin-console'
import type { Id } from '@convex/_generated/dataModel'
import { ConsolePager } from './console-pager'
import { UserBadges } from './user-badges'

type Choice = '' | 'yes' | 'no'

function asBoolean(choice: Choice) {
  return choice === '' ? undefined : choice === 'yes'
}

/** /admin/users: every user, searched by name or email and filtered, a page at a time. */
export function AdminUsersTable() {
  const [search, setSearch] = useState('')
  const [organizationId, setOrganizationId] = useState('')
  const [role, setRole] = useState<'' | 'user' | 'superadmin'>('')
  const [verified, setVerified] = useState<Choice>('')
  const [disabled, setDisabled] = useState<Choice>('')
  const [cursors, setCursors] = useState<CursorStack>(FIRST_PAGE)
  const deferredSearch = useDeferredValue(search.trim())
  const organizations = useQuery(consoleQueries.organizationChoices())

  const filters: UserListFilters = {
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(organizationId ? { organizationId: organizationId as Id<'organizations'> } : {}),
    ...(role ? { role } : {}),
    ...(verified ? { verified: asBoolean(verified) } : {}),
    ...(disabled ? { disabled: asBoolean(disabled) } : {}),
  }
  const users = useQuery({
    ...consoleQueries.users(filters, currentCursor(cursors)),
    placeholderData: keepPreviousData,
  })
  // Any change of filter starts again from the first page.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setCursors(FIRST_PAGE)
    }

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <header className="grid gap-1">
        <h1 id="users-heading" className="font-serif text-2xl font-semibold tracking-tight">
          Users
        </h1>
        <p className="text-sm text-muted-foreground">
          Everyone with an account on this Casefile installation, newest first.
        </p>
      </header>
      <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid gap-1.5 lg:col-span-2">
          <Label htmlFor="users-search">Search by name or email</Label>
          <Input
            id="users-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => refilter(setSearch)(event.target.value)}
          />
        </div>
        <Filter id="users-organization" label="Organization">
          <NativeSelect
            id="users-organization"
            value={organizationId}
            onChange={(event) => refilter(setOrganizationId)(event.target.value)}
          >
            <option value="">All organizations</option>
            {(organizations.data ?? []).map((organization) => (
              <option key={organization._id} value={organization._id}>
                {organization.name}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="users-role" label="Role">
          <NativeSelect
            id="users-role"
            value={role}
            onChange={(event) => refilter(setRole)(event.target.value as typeof role)}
          >
            <option value="">Any role</option>
            <option value="superadmin">Superadmins</option>
            <option value="user">Users</option>
          </NativeSelect>
        </Filter>
        <div className="grid grid-cols-2 gap-3">
          <Filter id="users-verified" label="Verified">
            <NativeSelect
              id="users-verified"
              value={verified}
              onChange={(event) => refilter(setVerified)(event.target.value as Choice)}
            >
              <option value="">Any</option>
              <option value="yes">Verified</option>
              <option value="no">Unverified</option>
            </NativeSelect>
          </Filter>
          <Filter id="users-disabled" label="Disabled">
            <NativeSelect
              id="users-disabled"
              value={disabled}
              onChange={(event) => refilter(setDisabled)(event.target.value as Choice)}
            >
              <option value="">Any</option>
              <option value="yes">Disabled</option>
              <option value="no">Enabled</option>
            </NativeSelect>
          </Filter>
        </div>
      </div>
      {users.data === undefined ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" /> Loading users…
        </div>
      ) : users.data.page.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {Object.keys(filters).length > 0
            ? 'No users match these filters on this page.'
            : 'Nobody has an account yet.'}
        </p>
      ) : (
        <UsersTable rows={users.data.page} busy={users.isPlaceholderData} />
      )}
      {users.data ? (
        <ConsolePager
          label="Users pages"
          cursors={cursors}
          onCursorsChange={setCursors}
          continueCursor={users.data.continueCursor}
          isDone={users.data.isDone}
        />
      ) : null}
    </section>
  )
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}

function UsersTable({ rows, busy }: { rows: ConsoleUserRow[]; busy: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border" aria-busy={busy}>
      <table className="w-full text-sm">
        <caption className="sr-only">Users</caption>
        <TableHead
          columns={[
            { label: 'Name' },
            { label: 'Email' },
            { label: 'Organizations' },
            { label: 'Status' },
            { label: 'Joined' },
          ]}
        />
        <tbody className="divide-y">
          {rows.map((user) => (
            <tr key={user._id}>
              <td className={textCell}>
                <Link
                  to="/admin/users/$userId"
                  params={{ userId: user._id }}
                  className="font-medium text-primary hover:underline"
                >
                  {user.name || user.email}
                </Link>
              </td>
              <td className={`${textCell} break-all text-muted-foreground`}>{user.email}</td>
              <td className={textCell}>
                {user.organizations.length === 0 ? (
                  <span className="text-muted-foreground">None</span>
                ) : (
                  user.organizations.map((organization) => organization.name).join(', ')
                )}
              </td>
              <td className={textCell}>
                <UserBadges user={user} />
              </td>
              <td className={`${textCell} whitespace-nowrap text-muted-foreground`}>
                <DateTime at={user.createdAt} dateOnly />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
