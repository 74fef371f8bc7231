import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldOff } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageSpinner } from '@/components/layout/page-spinner'
import { organizationQueries } from '@/queries/organizations'
import { AuditTrail } from './audit-trail'
import { AccountSection } from './section'
import { SupportAccessNotice } from './support-access-notice'

/**
 * /account/organization/audit: the current organisation's audit trail, for its admins, with
 * Casefile support's live access to its conversations on top.
 */
export function AuditTrailPage({ organizationId }: { organizationId: string | null }) {
  const organizations = useQuery(organizationQueries.listMine())
  if (organizations.isPending) return <PageSpinner />
  const current = organizations.data?.find((org) => org._id === organizationId)
  if (!current || current.role !== 'OrganizationAdmin') {
    return (
      <EmptyState
        icon={<ShieldOff className="size-5" aria-hidden />}
        title="For organization admins"
        description="Only your organization’s admins read its audit trail."
      >
        <Link
          to="/account/organization"
          className="text-sm font-medium text-primary hover:underline"
        >
          Back to the organization
        </Link>
      </EmptyState>
    )
  }
  return (
    <div className="grid gap-6">
      <SupportAccessNotice />
      <AccountSection
        title="Audit trail"
        description={`Everything recorded for ${current.name}, newest first, including Casefile support’s access to your conversations.`}
      >
        <AuditTrail />
      </AccountSection>
    </div>
  )
}
