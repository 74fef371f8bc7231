import { RefreshCw, RotateCcw } from 'lucide-react'
import { Component, type ErrorInfo } from 'react'
import { Button } from '@/components/ui/button'
import { reportError } from '@/lib/error-reporting'
import { renderErrorMessage } from '@/lib/render-error'

type RenderErrorBoundaryProps = { children: React.ReactNode }
type RenderErrorBoundaryState = { error: unknown; hasError: boolean }

/**
 * Catches render errors inside a part of a page so the rest keeps working (spec §2 render-error
 * fallback): 'Something went wrong' with 'Refresh Page' and 'Try Again'.
 */
export class RenderErrorBoundary extends Component<
  RenderErrorBoundaryProps,
  RenderErrorBoundaryState
> {
  override state: RenderErrorBoundaryState = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): RenderErrorBoundaryState {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error caught by RenderErrorBoundary', error, info.componentStack)
    reportError(error, info.componentStack)
  }

  override render() {
    if (!this.state.hasError) {
      return this.props.children
    }
    return (
      <div role="alert" className="rounded-lg border border-destructive/30 bg-card p-6">
        <h2 className="text-base font-semibold">Something went wrong</h2>
        <p className="mt-1 text-sm text-muted-foreground">{renderErrorMessage(this.state.error)}</p>
        <div className="mt-4 flex gap-2">
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw className="size-3.5" aria-hidden />
            Refresh Page
          </Button>
          <Button size="sm" onClick={() => this.setState({ error: null, hasError: false })}>
            <RotateCcw className="size-3.5" aria-hidden />
            Try Again
          </Button>
        </div>
      </div>
    )
  }
}
