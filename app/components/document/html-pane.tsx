import createDOMPurify from 'dompurify'
import { useMemo, useRef } from 'react'
import { useDomHighlights } from './use-dom-highlights'

// An instance of our own, so its hooks never change how anything else in the app sanitises.
let purifier: ReturnType<typeof createDOMPurify> | null = null

function getPurifier() {
  if (purifier) return purifier
  purifier = createDOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
    // Remote images in an email are tracking pixels as often as pictures, and this app runs
    // offline: only images carried inside the document itself are shown.
    if (node.tagName === 'IMG' && !/^(data:|cid:)/i.test(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src')
      node.removeAttribute('srcset')
    }
  })
  return purifier
}

/**
 * Sanitises HTML that processing already sanitised on the server, a second time in the browser:
 * whatever a future change to the server lets through, no script, handler, form or frame reaches
 * the page.
 */
export function sanitizeDocumentHtml(html: string) {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['srcset', 'action', 'formaction'],
  })
}

type HtmlPaneProps = { html: string; passage: string | null }

/** A web page's or an email's HTML on a sheet of paper (emails expect a white background). */
export default function HtmlPane(props: HtmlPaneProps) {
  return <HtmlPaneContent {...props} />
}

export function HtmlPaneContent({ html, passage }: HtmlPaneProps) {
  const body = useRef<HTMLDivElement>(null)
  const clean = useMemo(() => sanitizeDocumentHtml(html), [html])
  useDomHighlights(body, { ready: true, passage })

  return (
    <div className="min-h-0 flex-1 overflow-auto bg-muted/60 p-4 sm:p-6 print:overflow-visible print:bg-transparent print:p-0">
      <div
        ref={body}
        role="document"
        aria-label="Document text"
        // Paint containment keeps position: fixed inside the sheet, so no document can lay
        // something over the viewer's own controls.
        className="mx-auto max-w-3xl overflow-hidden rounded-sm bg-white p-8 text-sm leading-relaxed text-neutral-900 shadow-md [contain:paint] sm:p-12 [&_a]:text-blue-700 [&_a]:underline [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_img]:inline-block [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </div>
  )
}
