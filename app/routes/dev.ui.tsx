import { createFileRoute, notFound } from '@tanstack/react-router'
import { UiPlayground } from '@/components/dev/ui-playground'

// Development-only gallery of the shell's primitives; production builds answer 404 here.
export const Route = createFileRoute('/dev/ui')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) {
      throw notFound()
    }
  },
  component: UiPlayground,
})
