import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2 } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageSpinner } from '@/components/layout/page-spinner'
import { organizationQueries } from '@/queries/organizations'
import { userQueries } from '@/queries/users'
import type { Id } from '@convex/_generated/dataModel'
import { InviteMemberForm } from './invite-member-form'
import { MembersList } from './members-list'
import { MyInvitations } from './my-invitations'
import { OrganizationNameForm } from './organization-name-form'
import { PendingInvitations } from './pending-invitations'
import { BillingSettings } from '@/components/time/billing-settings'
import { AccountSection } from './section'
import { SupportAccessNotice } from './support-access-notice'

/**
 * /account/organization: the current organisation. Every member sees its name and people; admins
 * rename it, invite, change roles and remove members.
 */
export function OrganizationPage({ organizationId }: { organizationId: string | null }) {
  const organizations = useQuery(organizationQueries.listMine())
  const me = useQuery(userQueries.me())

  if (organizations.isPending || me.isPending) {
    return <PageSpinner />
  }
  const current = organizations.data?.find((org) => org._id === organizationId)
  if (!current || !me.data) {
    return (
      <div className="grid gap-6">
        <MyInvitations />
        <EmptyState
          icon={<Building2 className="size-5" aria-hidden />}
          title="No organization"
          description="You are not a member of an organization at the moment."
        />
      </div>
    )
  }
  const isAdmin = current.role === 'OrganizationAdmin'
  const id = current._id as Id<'organizations'>

  return (
    <div className="grid gap-6">
      <MyInvitations />
      {isAdmin ? <SupportAccessNotice /> : null}
      <AccountSection
        title="Organization"
        description={
          isAdmin
            ? 'The name everyone in your firm sees.'
            : 'Only organization admins can change the name.'
        }
      >
        {isAdmin ? (
          <OrganizationNameForm key={current.name} organizationId={id} name={current.name} />
        ) : (
          <dl className="grid gap-1 text-sm">
            <dt className="text-muted-foreground">Organization name</dt>
            <dd className="font-medium">{current.name}</dd>
          </dl>
        )}
      </AccountSection>
      <AccountSection
        title="Members"
        description={
          isAdmin
            ? 'People in your organization. Every organization keeps at least one admin.'
            : 'People in your organization.'
        }
      >
        <MembersList
          organizationId={id}
          organizationName={current.name}
          viewerId={me.data._id}
          isAdmin={isAdmin}
        />
      </AccountSection>
      {isAdmin ? (
        <>
          <AccountSection
            title="Audit trail"
            description="Every change recorded for your firm, and any access Casefile support had to its conversations."
          >
            <Link
              to="/account/organization/audit"
              className="text-sm font-medium text-primary hover:underline"
            >
              Open the audit trail
            </Link>
          </AccountSection>
          <AccountSection
            title="Invite a colleague"
            description="They get an email and join when they sign up or next sign in with that address."
          >
            <InviteMemberForm organizationId={id} />
          </AccountSection>
          <AccountSection title="Pending invitations">
            <PendingInvitations organizationId={id} />
          </AccountSection>
          <AccountSection
            title="Time and billing"
            description="How the firm rounds time and what it bills an hour. A matter’s own rate is set on its Timers page."
          >
            <BillingSettings />
          </AccountSection>
        </>
      ) : null}
    </div>
  )
}
