// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toast, toastStore } from '@/lib/toast-store'
import { provideToaster, ToasterSlot } from './toaster-slot'

// The real toaster is Radix's; here a marker shows whether the slot rendered one, and which.
vi.mock('./toaster', () => ({ Toaster: () => <div data-testid="loaded-toaster" /> }))

let root: Root | null = null
let container: HTMLElement

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

function removeAllToasts() {
  for (const item of toastStore.getSnapshot()) toastStore.remove(item.id)
}

afterEach(() => {
  act(() => root?.unmount())
  root = null
  container?.remove()
  act(() => removeAllToasts())
})

function mount(element: React.ReactElement) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(element))
}

describe('the toaster slot', () => {
  it('renders nothing on a signed-out page until a toast is raised, then loads the toaster', async () => {
    mount(<ToasterSlot eager={false} />)
    expect(container.innerHTML).toBe('')
    await act(async () => {
      toast({ title: 'Saved' })
      await vi.dynamicImportSettled()
    })
    expect(container.querySelector('[data-testid="loaded-toaster"]')).not.toBeNull()
    // It stays once its toasts are gone, so the region does not come and go.
    act(() => removeAllToasts())
    expect(container.querySelector('[data-testid="loaded-toaster"]')).not.toBeNull()
  })

  it('renders the provided toaster from the first paint when eager, the same on server and client', () => {
    provideToaster(() => <div data-testid="provided-toaster" />)
    const html = renderToString(<ToasterSlot eager />)
    expect(html).toContain('provided-toaster')
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => {
      root = hydrateRoot(container, <ToasterSlot eager />)
    })
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector('[data-testid="provided-toaster"]')).not.toBeNull()
    errors.mockRestore()
  })
})
