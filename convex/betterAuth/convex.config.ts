import { defineComponent } from 'convex/server'

// better-auth's component installed locally (its "Local Install") under the same name as the
// packaged one, so the tables already stored for `betterAuth` stay where they are. Local, because
// only a local schema can carry the indexes in ./schema.ts.
const component = defineComponent('betterAuth')

export default component
