import { Link } from '@tanstack/react-router'

const items = [
  { to: '/account', label: 'Profile', exact: true },
  { to: '/account/organization', label: 'Organization', exact: false },
  { to: '/account/notifications', label: 'Notifications', exact: false },
  { to: '/account/pocket-associate', label: 'Pocket Associate', exact: false },
  { to: '/account/support', label: 'Support', exact: false },
] as const

/** The account area's sub-navigation (a tab-like row of links; the current one is marked). */
export function AccountNav() {
  return (
    <nav aria-label="Account" className="flex flex-wrap gap-1 border-b">
      {items.map(({ to, label, exact }) => (
        <Link
          key={to}
          to={to}
          activeOptions={{ exact }}
          className="-mb-px border-b-2 px-3 py-2 text-sm transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
          // Base and active classes are concatenated, so the inactive look must not be in the base.
          inactiveProps={{ className: 'border-transparent text-muted-foreground' }}
          activeProps={{
            className: 'border-primary font-medium text-foreground',
            'aria-current': 'page',
          }}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
