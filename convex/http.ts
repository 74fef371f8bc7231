import { httpRouter } from 'convex/server'
import { authComponent, createAuth } from './auth'

const http = httpRouter()

// GET+POST /api/auth/* and GET /.well-known/openid-configuration.
authComponent.registerRoutes(http, createAuth)

export default http
