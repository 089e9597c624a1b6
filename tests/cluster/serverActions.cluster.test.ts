import http from 'node:http'

import { expect, inject, it } from 'vitest'

/**
 * Behind the proxy, the page and the server action it posts may be served by two different servers.
 * Both run one build, so the action's id that A's page carries is one B knows.
 */

const { servers, proxy, env } = inject('cluster')
const [serverA, serverB] = servers

/** A POST to `server` as the proxy passes it on: the browser's Host and Origin (the proxy's). */
function postThroughProxyTo(server: string, path: string, headers: Record<string, string>, body: string) {
  const proxyHost = new URL(proxy).host
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const outgoing = http.request(
      `${server}${path}`,
      { method: 'POST', headers: { ...headers, Host: proxyHost, Origin: proxy }, agent: false },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: text }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

it('a project page served by A posts its server action to B, and B answers it', async () => {
  const signedIn = await fetch(`${serverA}/api/members/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'camille.durand@tryb.local', password: env.SEED_PASSWORD }),
  })
  expect(signedIn.status).toBe(200)
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]
  const { docs } = (await (
    await fetch(`${serverA}/api/projects?where[status][equals]=published&depth=0&limit=1`)
  ).json()) as { docs: { slug: string; title: string }[] }
  const [project] = docs
  expect(project).toBeDefined()

  // The action's id as A's page ships it to the browser, in one of the page's scripts.
  const page = await (await fetch(`${serverA}/p/${project.slug}`)).text()
  const scripts = [...page.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1])
  let actionId: string | undefined
  for (const script of scripts) {
    const code = await (await fetch(`${serverA}${script}`)).text()
    actionId = /"([0-9a-f]{40,})"[^"]{0,200}"projectViewerAction"/.exec(code)?.[1]
    if (actionId) break
  }
  expect(actionId, "projectViewerAction's id in the page's scripts").toBeDefined()

  const answer = await postThroughProxyTo(
    serverB,
    `/p/${project.slug}`,
    {
      'Next-Action': actionId!,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Cookie: cookie,
    },
    JSON.stringify([project.slug]),
  )
  expect(answer.status).toBe(200)
  expect(answer.type).toContain('text/x-component')
  // The viewer's side of the page, as B computed it for this member: a vote state, not null.
  expect(answer.body).toMatch(/"voted":(true|false)/)
})
