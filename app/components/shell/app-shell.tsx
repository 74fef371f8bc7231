import { convexQuery } from '@convex-dev/react-query'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { BookOpen, Briefcase, Landmark, ShieldCheck, UserRound } from 'lucide-react'
import { BrandLockup } from '@/components/layout/brand-mark'
import { TimerWidget } from '@/components/time/timer-widget'
import { AnnouncementBanner } from './announcement-banner'
import { ConnectionBanner } from './connection-banner'
import { NotificationBell } from '@/components/notifications/notification-bell'
import { ThemeSwitcher } from '@/components/theme/theme-switcher'
import { api } from '@convex/_generated/api'
// The signed-in module (app/lib/convex-link.ts) with this chunk: a page the server rendered signed
// in then preloads it instead of fetching it once the router starts hydrating.
import '@/components/auth/convex-auth-provider'
import { OrganizationSwitcher } from './organization-switcher'
import { useSessionWatch } from './session-watch'
import { SignOutButton } from './sign-out-button'

type NavItem = {
  to: '/matters' | '/prompts' | '/firm' | '/account' | '/admin'
  label: string
  icon: typeof Briefcase
}

const linkClass =
  'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none'

/** The signed-in frame: the firm's navigation on the left, the page on the right. */
export function AppShell({ children }: { children: React.ReactNode }) {
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const me = useSessionWatch()
  // The firm dashboard is for the current organisation's admins; the check never throws.
  const { data: canAccessFirm } = useQuery(
    convexQuery(api.firm.dashboard.canAccessFirmDashboard, {}),
  )

  const navItems: NavItem[] = [
    { to: '/matters', label: 'Matters', icon: Briefcase },
    { to: '/prompts', label: 'Prompts', icon: BookOpen },
    ...(canAccessFirm ? [{ to: '/firm' as const, label: 'Firm', icon: Landmark }] : []),
    { to: '/account', label: 'Account', icon: UserRound },
    ...(me?.role === 'superadmin'
      ? [{ to: '/admin' as const, label: 'Admin', icon: ShieldCheck }]
      : []),
  ]

  return (
    <div className="grid min-h-screen md:grid-cols-[15rem_minmax(0,1fr)] print:block">
      <aside className="flex flex-col border-r bg-card px-3 py-4 print:hidden">
        <div className="flex items-center justify-between gap-2 px-2">
          <Link to="/matters" aria-label="Casefile home">
            <BrandLockup />
          </Link>
          {session.organizationId ? <NotificationBell /> : null}
        </div>
        <div className="mt-6">
          <OrganizationSwitcher currentOrganizationId={session.organizationId} />
        </div>
        <nav aria-label="Main" className="mt-4 grid gap-1">
          {navItems.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className={linkClass}
              activeProps={{
                className: 'bg-accent font-medium text-accent-foreground',
                'aria-current': 'page',
              }}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto grid gap-3 pt-6">
          {session.organizationId ? <TimerWidget /> : null}
          {me ? (
            <Link
              to="/account"
              className="grid rounded-md px-2.5 py-1.5 text-left hover:bg-accent"
              aria-label={`Your account: ${me.name}`}
            >
              <span className="truncate text-sm font-medium">{me.name}</span>
              <span className="truncate text-xs text-muted-foreground">{me.email}</span>
            </Link>
          ) : null}
          <div className="flex items-center justify-between gap-2 px-1">
            <ThemeSwitcher />
            <SignOutButton />
          </div>
        </div>
      </aside>
      <div className="min-w-0">
        <ConnectionBanner />
        <AnnouncementBanner />
        <main className="min-w-0 px-8 py-8">{children}</main>
      </div>
    </div>
  )
}
