import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Building2, ChevronsUpDown } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Spinner } from '@/components/ui/spinner'
import { organizationQueries, useSetCurrentOrganizationMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import { useRefreshSession } from './session-actions'

/**
 * The current organisation's name; a menu to switch when the user belongs to several. Switching
 * refreshes the session (it carries the organisation) and opens that firm's matters.
 */
export function OrganizationSwitcher({
  currentOrganizationId,
}: {
  currentOrganizationId: string | null
}) {
  const { data: organizations } = useQuery(organizationQueries.listMine())
  const setCurrent = useSetCurrentOrganizationMutation()
  const refreshSession = useRefreshSession()
  const router = useRouter()
  const [switching, setSwitching] = useState(false)

  if (!organizations || organizations.length === 0) {
    return null
  }
  const current =
    organizations.find((org) => org._id === currentOrganizationId) ?? organizations[0]!

  if (organizations.length === 1) {
    return (
      <p
        className="flex items-center gap-2 truncate px-2.5 text-sm font-medium"
        title={current.name}
      >
        <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="truncate">{current.name}</span>
      </p>
    )
  }

  async function handleSwitch(organizationId: string) {
    if (organizationId === current._id) return
    setSwitching(true)
    try {
      await setCurrent.mutateAsync({ organizationId: organizationId as Id<'organizations'> })
      await refreshSession()
      await router.navigate({ to: '/matters' })
    } catch {
      // The mutation cache has already shown the reason in a toast.
    } finally {
      setSwitching(false)
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="w-full justify-between px-2.5"
          aria-label={`Organization: ${current.name}. Switch organization`}
          disabled={switching}
        >
          <span className="flex min-w-0 items-center gap-2">
            {switching ? (
              <Spinner className="size-4" />
            ) : (
              <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className="truncate">{current.name}</span>
          </span>
          <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Switch organization</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current._id}
          onValueChange={(value) => void handleSwitch(value)}
        >
          {organizations.map((org) => (
            <DropdownMenuRadioItem key={org._id} value={org._id}>
              <span className="truncate">{org.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
