import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthLayout } from '@/components/auth/auth-layout'
import { useRefreshSession } from '@/components/shell/session-actions'
import { SignOutButton } from '@/components/shell/sign-out-button'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { organizationQueries, useSetCurrentOrganizationMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'

/**
 * What a member of a suspended organisation sees instead of its pages: the notice, a way to
 * another of their organisations if they have one, and Sign out.
 */
export function SuspendedNotice() {
  const { data: organizations } = useQuery(organizationQueries.listMine())
  const current = organizations?.find((organization) => organization.isCurrent)
  const others = (organizations ?? []).filter(
    (organization) => !organization.isCurrent && !organization.suspended,
  )
  const setCurrent = useSetCurrentOrganizationMutation()
  const refreshSession = useRefreshSession()
  const router = useRouter()
  const [switching, setSwitching] = useState<string | null>(null)
  const reinstated = current !== undefined && !current.suspended

  async function open(organizationId?: string) {
    setSwitching(organizationId ?? 'current')
    try {
      if (organizationId) {
        await setCurrent.mutateAsync({ organizationId: organizationId as Id<'organizations'> })
      }
      await refreshSession()
      await router.navigate({ to: '/matters', replace: true })
    } finally {
      setSwitching(null)
    }
  }

  return (
    <AuthLayout
      title={reinstated ? 'Your organization is active again' : 'Your organization is suspended'}
      subtitle={
        reinstated
          ? `${current.name} has been reinstated.`
          : `${current?.name ?? 'This organization'} is suspended on this Casefile installation. Its matters and documents are kept, but nobody can open them until it is reinstated. Ask your firm's administrator or Casefile support.`
      }
    >
      <div className="grid gap-3">
        {reinstated ? (
          <Button onClick={() => void open()} disabled={switching !== null}>
            {switching === 'current' ? <Spinner className="size-4" /> : null}
            Open Casefile
          </Button>
        ) : null}
        {others.map((organization) => (
          <Button
            key={organization._id}
            variant="outline"
            onClick={() => void open(organization._id)}
            disabled={switching !== null}
          >
            {switching === organization._id ? <Spinner className="size-4" /> : null}
            Switch to {organization.name}
          </Button>
        ))}
        <div className="flex justify-center">
          <SignOutButton />
        </div>
      </div>
    </AuthLayout>
  )
}
