import { Download, FileWarning, RotateCw } from 'lucide-react'
import { Component } from 'react'
import { Button } from '@/components/ui/button'

/** A page-shaped placeholder while the file loads; the label is what a screen reader hears. */
export function PageSkeleton({ label = 'Loading the document…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex min-h-0 flex-1 justify-center overflow-hidden bg-muted/60 p-4"
    >
      <div className="grid aspect-[8.5/11] w-full max-w-3xl content-start gap-3 rounded-sm bg-card p-10 shadow-md">
        <div className="h-5 w-1/2 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        {Array.from({ length: 12 }, (_, line) => (
          <div
            key={line}
            className="h-3 animate-pulse rounded bg-muted motion-reduce:animate-none"
            style={{ width: `${92 - ((line * 17) % 30)}%` }}
          />
        ))}
      </div>
    </div>
  )
}

type ViewerErrorProps = {
  title: string
  description: string
  onDownload?: () => void
  onRetry?: () => void
}

/** Why the file cannot be shown, with the download that still works (and a retry when it may help). */
export function ViewerError({ title, description, onDownload, onRetry }: ViewerErrorProps) {
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center bg-muted/60 p-6">
      <div
        role="alert"
        className="grid max-w-md justify-items-center gap-3 rounded-lg border bg-card p-8 text-center shadow-sm"
      >
        <FileWarning className="size-8 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {onDownload ? (
            <Button onClick={onDownload}>
              <Download className="size-4" aria-hidden />
              Download
            </Button>
          ) : null}
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RotateCw className="size-4" aria-hidden />
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}

type PaneErrorBoundaryProps = { onDownload: () => void; children: React.ReactNode }

/**
 * A pane that fails to render or whose code cannot be fetched (an app update since the page was
 * opened) says so and offers the download, instead of taking the whole viewer down.
 */
export class PaneErrorBoundary extends Component<PaneErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('The document pane failed', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ViewerError
        title="The file could not be shown"
        description="Something went wrong while showing it. You can still download it."
        onDownload={this.props.onDownload}
        onRetry={() => this.setState({ failed: false })}
      />
    )
  }
}
