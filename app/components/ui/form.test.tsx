// @vitest-environment jsdom
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { Form } from './form'

type Submitted = { email: string; agree: boolean; role: string }

function ControlledForm({ onSubmit }: { onSubmit: (values: Submitted) => void }) {
  const [email, setEmail] = useState('')
  const [agree, setAgree] = useState(false)
  const [role, setRole] = useState('Member')
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({ email, agree, role })
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <select aria-label="Role" value={role} onChange={(event) => setRole(event.target.value)}>
        <option>Member</option>
        <option>Admin</option>
      </select>
      <Button type="submit">Save</Button>
    </Form>
  )
}

type Registered = { name: string; notes: string }

function RegisteredForm({ onSubmit }: { onSubmit: (values: Registered) => void }) {
  const form = useForm<Registered>({ defaultValues: { name: '', notes: 'From the server' } })
  return (
    <Form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <input aria-label="Name" {...form.register('name')} />
      <textarea aria-label="Notes" {...form.register('notes')} />
      <Button type="submit">Save</Button>
    </Form>
  )
}

let container: HTMLDivElement
let root: Root | undefined

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

/** Puts the server's HTML on the page, lets `type` act on it, then hydrates `element`. */
async function hydrateAfter(element: React.ReactElement, type: () => void) {
  container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  type()
  await act(async () => {
    root = hydrateRoot(container, element)
  })
}

function field<T extends Element>(label: string) {
  return container.querySelector<T & Element>(`[aria-label="${label}"]`)!
}

function saveButton() {
  return [...container.querySelectorAll('button')].find((b) => b.textContent === 'Save')!
}

describe('Form', () => {
  it('posts, and until hydration its default button and its submit button are disabled', () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<ControlledForm onSubmit={() => {}} />)
    document.body.append(container)
    const form = container.querySelector('form')!
    expect(form.method).toBe('post')
    const buttons = [...form.querySelectorAll('button')]
    expect(buttons).toHaveLength(2)
    expect(buttons[0]!.hidden).toBe(true)
    expect(buttons.every((button) => button.disabled)).toBe(true)
  })

  it('submits what was typed into controlled fields before hydration', async () => {
    const onSubmit = vi.fn()
    await hydrateAfter(<ControlledForm onSubmit={onSubmit} />, () => {
      field<HTMLInputElement>('Email').value = 'early@casefile.test'
      field<HTMLInputElement>('Agree').checked = true
      field<HTMLSelectElement>('Role').value = 'Admin'
    })

    expect(container.querySelectorAll('button')).toHaveLength(1)
    expect(saveButton().disabled).toBe(false)
    await act(async () => saveButton().click())
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'early@casefile.test',
      agree: true,
      role: 'Admin',
    })
    expect(field<HTMLInputElement>('Email').value).toBe('early@casefile.test')
  })

  it('submits what was typed before hydration through react-hook-form, over its defaults', async () => {
    const onSubmit = vi.fn()
    await hydrateAfter(<RegisteredForm onSubmit={onSubmit} />, () => {
      field<HTMLInputElement>('Name').value = 'Acme v. Beta'
      field<HTMLTextAreaElement>('Notes').value = 'Typed early'
    })

    await act(async () => saveButton().click())
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Acme v. Beta', notes: 'Typed early' },
      expect.anything(),
    )
  })

  it('leaves untouched fields to the form, and a form opened later is ready at once', async () => {
    const onSubmit = vi.fn()
    await hydrateAfter(<RegisteredForm onSubmit={onSubmit} />, () => {})
    await act(async () => saveButton().click())
    expect(onSubmit).toHaveBeenCalledWith({ name: '', notes: 'From the server' }, expect.anything())

    const later = document.createElement('div')
    container.append(later)
    const { createRoot } = await import('react-dom/client')
    const laterRoot = createRoot(later)
    await act(async () => laterRoot.render(<ControlledForm onSubmit={() => {}} />))
    expect(later.querySelectorAll('button')).toHaveLength(1)
    expect(later.querySelector('button')!.disabled).toBe(false)
    act(() => laterRoot.unmount())
  })
})
