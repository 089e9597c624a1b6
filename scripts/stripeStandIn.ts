/**
 * `npm run stripe:stand-in`: the local Stripe stand-in on 127.0.0.1 for the demo, printing the
 * variables to start the site with (card payment on, no outside host). Stop it with Ctrl-C.
 */
import { startStripeStandIn } from './lib/stripeStandIn'

const secretKey = 'sk_test_tryb_demo'
const webhookSecret = 'whsec_tryb_demo'

startStripeStandIn({ secretKey, webhookSecret, port: Number(process.env.STRIPE_STAND_IN_PORT || 12111) })
  .then((stripe) => {
    console.info('[stripe] Stand-in Stripe local prêt. Démarre le site avec :')
    console.info(`STRIPE_SECRET_KEY=${secretKey} STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_BASE=${stripe.url}`)
  })
  .catch((error: unknown) => {
    console.error('[stripe] Stand-in impossible à démarrer :', error instanceof Error ? error.message : error)
    process.exit(1)
  })
