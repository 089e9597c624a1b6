/** `npm run stripe:stand-in`: card payment for the demo with no outside host. */
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
