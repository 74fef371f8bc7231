import { useState } from 'react'
import { BrandLockup } from '@/components/layout/brand-mark'
import { RenderErrorBoundary } from '@/components/layout/render-error-boundary'
import { ThemeSwitcher } from '@/components/theme/theme-switcher'
import { Button } from '@/components/ui/button'
import { FlagsLoading } from '@/components/ui/flags-loading'
import { Toaster } from '@/components/ui/toaster'
import { provideToaster } from '@/components/ui/toaster-slot'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { TOAST_VARIANTS, toast, type ToastVariant } from '@/lib/toast-store'

// The gallery raises toasts on a signed-out page: its first one shows at once, as on a signed-in one.
provideToaster(Toaster)

const samples: Record<ToastVariant, { title: string; description: string }> = {
  default: { title: 'Matter saved', description: 'Smith v. Jones was updated.' },
  success: { title: 'Upload complete', description: '12 documents were added to the dossier.' },
  error: { title: 'Upload failed', description: 'Exhibit 14.pdf is larger than the upload limit.' },
  destructive: {
    title: 'Matter archived',
    description: 'It no longer appears in the matters list.',
  },
  progress: { title: 'Extracting facts', description: '38 of 120 documents reviewed.' },
  spinner: { title: 'Preparing export', description: 'This can take a minute for large dossiers.' },
  ai: { title: 'Draft ready', description: 'The associate finished a first draft of the motion.' },
}

function Broken(): React.ReactNode {
  throw new Error('Simulated rendering failure')
}

/** Development-only gallery of the shell's primitives, used by the end-to-end suite. */
export function UiPlayground() {
  const [broken, setBroken] = useState(false)

  return (
    <main className="mx-auto max-w-3xl space-y-10 px-6 py-10">
      <header className="flex items-center justify-between">
        <BrandLockup />
        <ThemeSwitcher />
      </header>
      <section aria-labelledby="toasts-heading" className="space-y-3">
        <h1 id="toasts-heading" className="font-serif text-2xl font-semibold">
          Interface primitives
        </h1>
        <h2 className="text-sm font-semibold text-muted-foreground">Toasts</h2>
        <div className="flex flex-wrap gap-2">
          {TOAST_VARIANTS.map((variant) => (
            <Button
              key={variant}
              variant="outline"
              size="sm"
              onClick={() =>
                toast({
                  ...samples[variant],
                  variant,
                  progress: variant === 'progress' ? 32 : undefined,
                })
              }
            >
              Show {variant} toast
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              toast({
                title: 'Document removed',
                action: {
                  label: 'Undo',
                  altText: 'Undo removing the document',
                  onClick: () => toast({ title: 'Restored' }),
                },
              })
            }
          >
            Show toast with action
          </Button>
        </div>
      </section>
      <section className="space-y-3">
        <h2 className="text-sm font-semibold text-muted-foreground">Tooltip</h2>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="secondary" size="sm">
              Hover for a tooltip
            </Button>
          </TooltipTrigger>
          <TooltipContent>Opens after 100 ms</TooltipContent>
        </Tooltip>
      </section>
      <section className="space-y-3">
        <h2 className="text-sm font-semibold text-muted-foreground">Feature flags loading</h2>
        <div className="rounded-lg border bg-card">
          <FlagsLoading />
        </div>
      </section>
      <section className="space-y-3">
        <h2 className="text-sm font-semibold text-muted-foreground">Render-error fallback</h2>
        <Button variant="outline" size="sm" onClick={() => setBroken(true)}>
          Break this panel
        </Button>
        <RenderErrorBoundary>
          {broken ? (
            <Broken />
          ) : (
            <p className="text-sm text-muted-foreground">The panel renders normally.</p>
          )}
        </RenderErrorBoundary>
      </section>
    </main>
  )
}
