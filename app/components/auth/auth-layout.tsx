import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { BrandLockup } from '@/components/layout/brand-mark'
import { ThemeSwitcher } from '@/components/theme/theme-switcher'

type AuthLayoutProps = {
  title: string
  subtitle: string
  children: React.ReactNode
  footer?: React.ReactNode
}

/** The two-panel frame of the public auth screens: the firm's promise on the left, the form on the right. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-slate-900 p-12 text-slate-100 lg:flex lg:flex-col dark:bg-slate-950">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:48px_48px] opacity-[0.07]"
        />
        <Link to="/login" className="relative w-fit text-slate-50">
          <BrandLockup className="[&_rect:first-of-type]:fill-slate-100" />
        </Link>
        <div className="relative mt-auto max-w-md">
          <p className="font-serif text-3xl leading-snug text-slate-50">
            Every matter, every document, every deadline, in one place your whole team can trust.
          </p>
          <p className="mt-6 text-sm leading-relaxed text-slate-300">
            Dossiers, review tables, drafting and an associate that cites its sources, built for
            litigation teams.
          </p>
          <p className="mt-10 flex items-center gap-2 text-xs text-slate-400">
            <ShieldCheck className="size-4" aria-hidden />
            Matter data stays inside your organisation.
          </p>
        </div>
      </aside>
      <main className="flex flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between">
          <Link to="/login" className="lg:invisible" aria-label="Casefile home">
            <BrandLockup />
          </Link>
          <ThemeSwitcher />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-12">
          <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
          <div className="mt-8">{children}</div>
          {footer ? <div className="mt-8 text-sm text-muted-foreground">{footer}</div> : null}
        </div>
      </main>
    </div>
  )
}
