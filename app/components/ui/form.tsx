import { useHydrated } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useId, useState } from 'react'
import { readEditedControls, replayEditedControls } from '@/lib/form-edits'

const FormReadyContext = createContext(true)

/**
 * False while the form around it is still server-rendered HTML that React has not hydrated.
 * `Button type="submit"` reads it to stay disabled until then; outside a Form it is always true.
 */
export function useFormReady() {
  return useContext(FormReadyContext)
}

type FormProps = Omit<React.ComponentProps<'form'>, 'method' | 'action'>

/**
 * The only <form> in the app (a lint rule forbids the raw element elsewhere). Handlers call
 * preventDefault, so the method only matters before hydration, when there is no handler: then
 * the browser submits natively, and a GET would put every field, passwords included, in the URL
 * (history, logs, Referer). So it always posts to its own page, which answers 303 without reading
 * the body (app/lib/page-post-redirect.ts), and until hydration its default button is disabled,
 * so pressing Enter does nothing and the visible submit button shows it is not ready yet.
 */
export function Form({ id, children, ...props }: FormProps) {
  const generatedId = useId()
  const formId = id ?? generatedId
  const isHydrated = useHydrated()
  // Read in the hydration render, before React adopts the fields: a value typed into the server's
  // HTML stays on screen, but a useState field would still hold '' and submit that.
  const [edits] = useState(() => (isHydrated ? [] : readEditedControls(formId)))
  useEffect(() => replayEditedControls(edits), [edits])

  return (
    <FormReadyContext value={isHydrated}>
      <form id={formId} method="post" {...props}>
        {isHydrated ? null : (
          // First in tree order, so it is the default button: a disabled default button turns
          // implicit submission (Enter in a field) into nothing, even in forms without a button.
          <button type="submit" disabled hidden aria-hidden tabIndex={-1} />
        )}
        {children}
      </form>
    </FormReadyContext>
  )
}
