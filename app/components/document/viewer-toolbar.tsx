import {
  ChevronLeft,
  ChevronRight,
  Expand,
  FileText,
  Info,
  Keyboard,
  MoveHorizontal,
  PanelLeft,
  Printer,
  RotateCw,
  Search,
  ZoomIn,
  ZoomOut,
} from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import type { PaneFeatures } from '@/lib/viewer-pane'
import { formatZoom, parsePageInput, zoomIn, zoomOut } from '@/lib/viewer-zoom'
import { useViewer } from './viewer-state'

type ViewerToolbarProps = {
  features: PaneFeatures
  textPanelOpen: boolean
  onToggleTextPanel: () => void
  onPrint: () => void
}

/** The viewer's tools, as far as they apply to this document. Arrow keys move between them. */
export function ViewerToolbar({
  features,
  textPanelOpen,
  onToggleTextPanel,
  onPrint,
}: ViewerToolbarProps) {
  const { state, dispatch } = useViewer()

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (event.target instanceof HTMLInputElement) return
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), input'),
    ]
    const index = items.indexOf(event.target as HTMLElement)
    if (index === -1) return
    event.preventDefault()
    items[(index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length]?.focus()
  }

  return (
    <div
      role="toolbar"
      aria-label="Document tools"
      onKeyDown={handleKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b bg-card px-2 py-1 print:hidden"
    >
      {features.thumbnails ? (
        <ToolButton
          label="Thumbnails"
          shortcut="t"
          pressed={state.thumbnails}
          onClick={() => dispatch({ type: 'toggle', panel: 'thumbnails' })}
        >
          <PanelLeft />
        </ToolButton>
      ) : null}
      {features.pages ? <PageControls /> : null}
      {features.zoom ? (
        <>
          <Separator />
          <ToolButton
            label="Zoom out"
            shortcut="-"
            onClick={() => dispatch({ type: 'zoom', zoom: zoomOut(state.scale) })}
          >
            <ZoomOut />
          </ToolButton>
          <span className="w-12 text-center text-xs tabular-nums" aria-label="Zoom level">
            {formatZoom(state.scale)}
          </span>
          <ToolButton
            label="Zoom in"
            shortcut="+"
            onClick={() => dispatch({ type: 'zoom', zoom: zoomIn(state.scale) })}
          >
            <ZoomIn />
          </ToolButton>
          <ToolButton
            label="Fit width"
            shortcut="0"
            pressed={state.zoom === 'fit-width'}
            onClick={() => dispatch({ type: 'zoom', zoom: 'fit-width' })}
          >
            <MoveHorizontal />
          </ToolButton>
          <ToolButton
            label="Fit page"
            shortcut="9"
            pressed={state.zoom === 'fit-page'}
            onClick={() => dispatch({ type: 'zoom', zoom: 'fit-page' })}
          >
            <Expand />
          </ToolButton>
        </>
      ) : null}
      {features.rotate ? (
        <ToolButton
          label="Rotate"
          shortcut="r"
          onClick={() => dispatch({ type: 'rotate', by: 90 })}
        >
          <RotateCw />
        </ToolButton>
      ) : null}
      <div className="flex-1" />
      {features.find ? (
        <ToolButton
          label="Find in document"
          shortcut="Ctrl+F"
          pressed={state.find.open}
          onClick={() => dispatch(state.find.open ? { type: 'close-find' } : { type: 'open-find' })}
        >
          <Search />
        </ToolButton>
      ) : null}
      {features.print ? (
        <ToolButton label="Print" shortcut="Ctrl+P" onClick={onPrint}>
          <Printer />
        </ToolButton>
      ) : null}
      {features.pageText ? (
        <ToolButton
          label="Page text"
          shortcut="o"
          pressed={textPanelOpen}
          onClick={onToggleTextPanel}
        >
          <FileText />
        </ToolButton>
      ) : null}
      <ToolButton
        label="Details"
        shortcut="i"
        pressed={state.details}
        onClick={() => dispatch({ type: 'toggle', panel: 'details' })}
      >
        <Info />
      </ToolButton>
      <ToolButton
        label="Keyboard shortcuts"
        shortcut="?"
        onClick={() => dispatch({ type: 'show-shortcuts', open: true })}
      >
        <Keyboard />
      </ToolButton>
    </div>
  )
}

function Separator() {
  return <div role="separator" aria-orientation="vertical" className="mx-1 h-5 w-px bg-border" />
}

type ToolButtonProps = {
  label: string
  shortcut?: string
  /** For toggles: whether the thing it switches is on. */
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: React.ReactNode
}

function ToolButton({ label, shortcut, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-pressed={pressed}
          aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
          disabled={disabled}
          onClick={onClick}
          className={cn('size-8 [&_svg]:size-4', pressed && 'bg-accent text-accent-foreground')}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {label}
        {shortcut ? <kbd className="ml-2 font-mono opacity-70">{shortcut}</kbd> : null}
      </TooltipContent>
    </Tooltip>
  )
}

/** Previous / page number / next. The number can be typed; Enter goes there. */
function PageControls() {
  const { state, dispatch } = useViewer()
  const [draft, setDraft] = useState<string | null>(null)
  const { page, pageCount } = state

  function commit() {
    const target = draft === null ? null : parsePageInput(draft, pageCount)
    if (target !== null) dispatch({ type: 'go-to-page', page: target })
    setDraft(null)
  }

  return (
    <>
      <Separator />
      <ToolButton
        label="Previous page"
        shortcut="k"
        disabled={page <= 1}
        onClick={() => dispatch({ type: 'step-page', by: -1 })}
      >
        <ChevronLeft />
      </ToolButton>
      <Form
        className="flex items-center gap-1.5 text-xs"
        onSubmit={(event) => {
          event.preventDefault()
          commit()
        }}
      >
        <input
          aria-label="Page number"
          inputMode="numeric"
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={(event) => event.target.select()}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null)
          }}
          className="h-7 w-11 rounded-md border border-input bg-background text-center tabular-nums focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
        />
        <span className="text-muted-foreground tabular-nums">of {pageCount ?? '…'}</span>
      </Form>
      <ToolButton
        label="Next page"
        shortcut="j"
        disabled={pageCount !== null && page >= pageCount}
        onClick={() => dispatch({ type: 'step-page', by: 1 })}
      >
        <ChevronRight />
      </ToolButton>
    </>
  )
}
