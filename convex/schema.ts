import { defineSchema } from 'convex/server'

// Tables arrive with the features that own them (accounts and organisations first).
export default defineSchema({})
