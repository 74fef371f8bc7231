import { Link, useLocation } from '@tanstack/react-router'
import {
  Bot,
  Boxes,
  FilePen,
  FolderOpen,
  LayoutDashboard,
  LayoutList,
  MessagesSquare,
  ScanText,
  Table2,
  Timer,
} from 'lucide-react'
import { cn } from '@/lib/utils'
import { useFeature } from '@/components/flags/feature'

type NavLinkProps = {
  className: string
  'aria-current': 'page' | undefined
  children: React.ReactNode
}

type NavItem = {
  label: string
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** Renders the item's typed link with the props the nav computes. */
  link: (props: NavLinkProps) => React.ReactNode
  /** The path (under the matter) this item stands for, and any sub-path that belongs elsewhere. */
  section: string
  exclude?: string[]
}

function isActive(pathname: string, base: string, item: NavItem) {
  const path = pathname.replace(/\/+$/, '')
  const section = `${base}/${item.section}`
  const excluded = (item.exclude ?? []).some(
    (sub) => path === `${base}/${sub}` || path.startsWith(`${base}/${sub}/`),
  )
  if (excluded) {
    return false
  }
  return path === section || path.startsWith(`${section}/`)
}

function TabNav({
  label,
  base,
  items,
  size,
}: {
  label: string
  base: string
  items: NavItem[]
  size: 'md' | 'sm'
}) {
  const { pathname } = useLocation()
  return (
    <nav aria-label={label} className={cn('overflow-x-auto', size === 'md' && 'border-b')}>
      <ul
        className={cn(
          'flex min-w-max',
          size === 'md' ? 'gap-1' : 'w-fit gap-1 rounded-md bg-muted/60 p-1',
        )}
      >
        {items.map((item) => {
          const active = isActive(decodeURIComponent(pathname), base, item)
          const Icon = item.icon
          return (
            <li key={item.label}>
              {item.link({
                'aria-current': active ? 'page' : undefined,
                className: cn(
                  'flex items-center gap-2 text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
                  size === 'md' ? '-mb-px border-b-2 px-3 py-2.5' : 'rounded px-3 py-1.5',
                  size === 'md' && active && 'border-primary font-medium text-foreground',
                  size === 'md' &&
                    !active &&
                    'border-transparent text-muted-foreground hover:text-foreground',
                  size === 'sm' && active && 'bg-card font-medium text-foreground shadow-xs',
                  size === 'sm' && !active && 'text-muted-foreground hover:text-foreground',
                ),
                children: (
                  <>
                    {Icon ? <Icon className="size-4" aria-hidden /> : null}
                    {item.label}
                  </>
                ),
              })}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Every area of a matter (spec §2), as tabs under its header. */
export function MatterNav({ slug }: { slug: string }) {
  const modulesOn = useFeature('modules')
  const params = { slug }
  const items: NavItem[] = [
    {
      label: 'Overview',
      icon: LayoutList,
      section: 'overview',
      link: (props) => <Link to="/matters/$slug/overview/general" params={params} {...props} />,
    },
    {
      label: 'Dossier',
      icon: FolderOpen,
      section: 'dossier',
      link: (props) => (
        <Link to="/matters/$slug/dossier/$" params={{ slug, _splat: '' }} {...props} />
      ),
    },
    {
      label: 'Tables',
      icon: Table2,
      section: 'tables',
      link: (props) => <Link to="/matters/$slug/tables" params={params} {...props} />,
    },
    {
      label: 'Modules',
      icon: Boxes,
      section: 'modules',
      exclude: ['modules/drafts'],
      link: (props) => <Link to="/matters/$slug/modules" params={params} {...props} />,
    },
    {
      label: 'Drafts',
      icon: FilePen,
      section: 'modules/drafts',
      link: (props) => <Link to="/matters/$slug/modules/drafts" params={params} {...props} />,
    },
    {
      label: 'Associate',
      icon: Bot,
      section: 'associate',
      link: (props) => <Link to="/matters/$slug/associate" params={params} {...props} />,
    },
    {
      label: 'Threads',
      icon: MessagesSquare,
      section: 'threads',
      link: (props) => <Link to="/matters/$slug/threads" params={params} {...props} />,
    },
    {
      label: 'Timers',
      icon: Timer,
      section: 'timers',
      link: (props) => <Link to="/matters/$slug/timers" params={params} {...props} />,
    },
    {
      label: 'Extract',
      icon: ScanText,
      section: 'extract',
      link: (props) => <Link to="/matters/$slug/extract" params={params} {...props} />,
    },
    {
      label: 'Dashboard',
      icon: LayoutDashboard,
      section: 'dashboard',
      link: (props) => <Link to="/matters/$slug/dashboard" params={params} {...props} />,
    },
  ]
  return (
    <TabNav
      label="Matter"
      base={`/matters/${slug}`}
      items={modulesOn ? items : items.filter((item) => item.section !== 'modules')}
      size="md"
    />
  )
}

/** The overview's two tabs: General and Details. */
export function MatterOverviewTabs({ slug }: { slug: string }) {
  const params = { slug }
  const items: NavItem[] = [
    {
      label: 'General',
      section: 'overview/general',
      link: (props) => <Link to="/matters/$slug/overview/general" params={params} {...props} />,
    },
    {
      label: 'Details',
      section: 'overview/details',
      link: (props) => <Link to="/matters/$slug/overview/details" params={params} {...props} />,
    },
  ]
  return <TabNav label="Overview" base={`/matters/${slug}`} items={items} size="sm" />
}

/** The dossier's views: every document (by folder), favorites and shared. */
export function MatterDossierNav({ slug }: { slug: string }) {
  const params = { slug }
  const items: NavItem[] = [
    {
      label: 'All documents',
      section: 'dossier',
      exclude: ['dossier/favorites', 'dossier/shared'],
      link: (props) => (
        <Link to="/matters/$slug/dossier/$" params={{ slug, _splat: '' }} {...props} />
      ),
    },
    {
      label: 'Favorites',
      section: 'dossier/favorites',
      link: (props) => <Link to="/matters/$slug/dossier/favorites" params={params} {...props} />,
    },
    {
      label: 'Shared',
      section: 'dossier/shared',
      link: (props) => <Link to="/matters/$slug/dossier/shared" params={params} {...props} />,
    },
  ]
  return <TabNav label="Dossier" base={`/matters/${slug}`} items={items} size="sm" />
}
