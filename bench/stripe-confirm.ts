/**
 * The cost of confirming a completed Checkout Session with Stripe before recording it
 * (`retrieveCheckoutSession`, called by the webhook): the SDK's retrieve against the local stand-in
 * (`scripts/lib/stripeStandIn.ts`), so the figures are the SDK's and this process's share of the
 * cost over loopback; against Stripe's API one HTTPS round trip from the server's region is added.
 *
 *   node scripts/ts.mjs bench/stripe-confirm.ts [rounds]
 */
import { performance } from 'node:perf_hooks'

import { createCheckoutSession, retrieveCheckoutSession, type CardConfig } from '../src/payments/card/cardGateway'
import { startStripeStandIn } from '../scripts/lib/stripeStandIn'
import { machine } from './lib/results'

const ROUNDS = Number(process.argv[2] ?? 500)
const SECRET_KEY = 'sk_test_bench'
const WEBHOOK_SECRET = 'whsec_bench'

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

async function main() {
  const stripe = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  const config: CardConfig = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url }
  try {
    const ids: string[] = []
    for (let index = 0; index < ROUNDS; index++) {
      const session = await createCheckoutSession(config, {
        paymentId: index + 1,
        projectId: index + 1,
        amountCents: 10_000,
        description: 'Campagne de visibilité',
        email: `bench${index}@exemple.fr`,
        successUrl: 'http://127.0.0.1:3000/ok',
        cancelUrl: 'http://127.0.0.1:3000/annule',
      })
      ids.push(session.id)
    }
    // Warm the client and the connection as a running server would have them.
    for (const id of ids.slice(0, 20)) await retrieveCheckoutSession(config, id)

    const times: number[] = []
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    for (const id of ids) {
      const t0 = performance.now()
      await retrieveCheckoutSession(config, id)
      times.push(performance.now() - t0)
    }
    const wall = performance.now() - started
    const cpu = process.cpuUsage(cpuBefore)
    times.sort((a, b) => a - b)
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length
    const { commit, node, cores, cpu: model } = machine()
    console.log(
      [
        `Stripe session retrieve, ${ROUNDS} sequential calls through the SDK to the stand-in (loopback)`,
        `commit ${commit} · Node ${node} · ${cores} cores (${model})`,
        `latency ms: mean ${mean.toFixed(2)} · p50 ${quantile(times, 0.5).toFixed(2)} · p95 ${quantile(times, 0.95).toFixed(2)} · max ${times.at(-1)!.toFixed(2)}`,
        `CPU of this process per call (SDK + stand-in, both in it): ${((cpu.user + cpu.system) / 1000 / ROUNDS).toFixed(2)} ms`,
        `throughput: ${((ROUNDS / wall) * 1000).toFixed(0)} calls/s`,
      ].join('\n'),
    )
  } finally {
    await stripe.stop()
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
