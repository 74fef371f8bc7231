import { defineApp } from 'convex/server'
import betterAuth from './betterAuth/convex.config'

const app = defineApp()
app.use(betterAuth) // -> components.betterAuth (installed locally: ./betterAuth)

export default app
