import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { migrationQueries } from '@/queries/migration'
import { USER_SEARCH_MIN } from '@shared/supportRules'

/** /admin/migrate: find the user to move, by name or email. */
export function MigrateUserSearch() {
  const [search, setSearch] = useState('')
  const needle = search.trim()
  const found = useQuery({
    ...migrationQueries.findUsers(needle),
    enabled: needle.length >= USER_SEARCH_MIN,
  })

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Move a user</h1>
        <p className="text-sm text-muted-foreground">
          Move someone to another organization with their private conversations, drafts and personal
          prompts. The firm keeps its documents and what they shared.
        </p>
      </header>
      <div role="search" className="grid max-w-md gap-2">
        <Label htmlFor="migrate-user-search">Find a user by name or email</Label>
        <Input
          id="migrate-user-search"
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {needle.length < USER_SEARCH_MIN ? (
        <p className="text-sm text-muted-foreground">Type at least {USER_SEARCH_MIN} characters.</p>
      ) : found.isPending ? (
        <Spinner className="size-5" />
      ) : (found.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody matches “{needle}”.</p>
      ) : (
        <ul aria-label="Users found" className="divide-y rounded-lg border">
          {(found.data ?? []).map((user) => (
            <li key={user._id} className="flex items-center justify-between gap-3 p-3">
              <div className="grid min-w-0">
                <span className="truncate text-sm font-medium">{user.name}</span>
                <span className="truncate text-xs text-muted-foreground">{user.email}</span>
              </div>
              <Link
                to="/admin/migrate/$userId"
                params={{ userId: user._id }}
                className="text-sm font-medium text-primary hover:underline"
                aria-label={`Move ${user.name}`}
              >
                Move…
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
