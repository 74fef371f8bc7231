import { useEffect, useRef, useState } from 'react'
import { useDomHighlights } from './use-dom-highlights'
import { PageSkeleton, ViewerError } from './viewer-status'

// Beyond this a browser pane turns sluggish; the rest is a download away.
const SHOWN_CHARACTERS = 2_000_000

type TextPaneProps = { url: string; passage: string | null; onDownload: () => void }

type Loaded = { text: string; cut: boolean }

/** A text or CSV file as it is, in a monospace pane. */
export default function TextPane({ url, passage, onDownload }: TextPaneProps) {
  const body = useRef<HTMLPreElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; value: Loaded | 'failed' } | null>(null)
  const key = `${url}#${attempt}`

  useEffect(() => {
    let stale = false
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The file could not be fetched (${response.status})`)
        const text = await response.text()
        if (stale) return
        const cut = text.length > SHOWN_CHARACTERS
        setResult({ key, value: { text: cut ? text.slice(0, SHOWN_CHARACTERS) : text, cut } })
      })
      .catch(() => !stale && setResult({ key, value: 'failed' }))
    return () => {
      stale = true
    }
  }, [url, key])

  const value = result?.key === key ? result.value : null
  useDomHighlights(body, { ready: value !== null && value !== 'failed', passage })

  if (value === 'failed') {
    return (
      <ViewerError
        title="The file could not be loaded"
        description="It could not be reached. You can still download it."
        onDownload={onDownload}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    )
  }
  if (value === null) return <PageSkeleton />
  return (
    <div className="min-h-0 flex-1 overflow-auto bg-muted/60 p-4 sm:p-6 print:overflow-visible print:bg-transparent print:p-0">
      <div className="mx-auto max-w-5xl rounded-sm bg-card p-6 shadow-md">
        {value.cut ? (
          <p className="mb-4 text-sm text-muted-foreground">
            Only the beginning of this file is shown. Download it to read all of it.
          </p>
        ) : null}
        <pre
          key={key}
          ref={body}
          aria-label="Document text"
          tabIndex={0}
          className="font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap"
        >
          {value.text}
        </pre>
      </div>
    </div>
  )
}
