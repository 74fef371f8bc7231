import type { OrgRole } from '@convex/lib/validators'

export const ROLE_LABELS: Record<OrgRole, string> = {
  Member: 'Member',
  OrganizationAdmin: 'Admin',
}

export const ROLE_OPTIONS: OrgRole[] = ['Member', 'OrganizationAdmin']
