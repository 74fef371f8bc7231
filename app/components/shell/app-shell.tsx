import { Link } from '@tanstack/react-router'
import { Briefcase } from 'lucide-react'
import { BrandLockup } from '@/components/layout/brand-mark'
import { ThemeSwitcher } from '@/components/theme/theme-switcher'
import { cn } from '@/lib/utils'
import { SignOutButton } from './sign-out-button'

const navItems = [{ to: '/matters', label: 'Matters', icon: Briefcase }] as const

/** The signed-in frame: the firm's navigation on the left, the page on the right. */
export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-screen md:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="flex flex-col border-r bg-card px-3 py-4">
        <Link to="/matters" className="px-2" aria-label="Casefile home">
          <BrandLockup />
        </Link>
        <nav aria-label="Main" className="mt-8 grid gap-1">
          {navItems.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className={cn(
                'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              )}
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
        <div className="mt-auto flex items-center justify-between gap-2 px-1 pt-6">
          <ThemeSwitcher />
          <SignOutButton />
        </div>
      </aside>
      <main className="min-w-0 px-8 py-8">{children}</main>
    </div>
  )
}
