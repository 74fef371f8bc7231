import { describe, expect, test, vi } from 'vitest'
import { createToastStore } from './toast-store'

function makeStore() {
  vi.useFakeTimers()
  return createToastStore()
}

describe('toast store', () => {
  test('holds at most 20 toasts, newest first', () => {
    const store = makeStore()
    for (let index = 1; index <= 25; index += 1) {
      store.add({ title: `Toast ${index}` })
    }
    const titles = store.getSnapshot().map((item) => item.title)
    expect(titles).toHaveLength(20)
    expect(titles[0]).toBe('Toast 25')
    expect(titles[19]).toBe('Toast 6')
    vi.useRealTimers()
  })

  test('a dismissed toast closes at once and is removed 5000 ms later', () => {
    const store = makeStore()
    const handle = store.add({ title: 'Saved' })
    handle.dismiss()
    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, open: false })
    vi.advanceTimersByTime(4999)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toHaveLength(0)
    vi.useRealTimers()
  })

  test('dismissing with no id closes every toast', () => {
    const store = makeStore()
    store.add({ title: 'One' })
    store.add({ title: 'Two' })
    store.dismiss()
    expect(store.getSnapshot().every((item) => !item.open)).toBe(true)
    vi.useRealTimers()
  })

  test('update changes a toast in place and keeps its variant unless given', () => {
    const store = makeStore()
    const handle = store.add({ title: 'Uploading', variant: 'progress', progress: 10 })
    handle.update({ progress: 60, description: '6 of 10' })
    expect(store.getSnapshot()[0]).toMatchObject({
      variant: 'progress',
      progress: 60,
      description: '6 of 10',
    })
    handle.update({ variant: 'success', title: 'Uploaded' })
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'success', title: 'Uploaded' })
    vi.useRealTimers()
  })

  test('variant defaults to default and listeners hear every change', () => {
    const store = makeStore()
    const seen: number[] = []
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length))
    store.add({ title: 'Hello' })
    expect(store.getSnapshot()[0]?.variant).toBe('default')
    unsubscribe()
    store.add({ title: 'Unheard' })
    expect(seen).toEqual([1])
    vi.useRealTimers()
  })
})
