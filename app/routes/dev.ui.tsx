import { createFileRoute, notFound } from '@tanstack/react-router'
import { DEV_PAGES } from '@/lib/dev-pages'
import { UiPlayground } from '@/components/dev/ui-playground'

// Development-only gallery of the shell's primitives; production builds answer 404 here.
export const Route = createFileRoute('/dev/ui')({
  beforeLoad: () => {
    if (!DEV_PAGES) {
      throw notFound()
    }
  },
  component: UiPlayground,
})
