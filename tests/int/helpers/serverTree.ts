/**
 * Runs a server component tree's async components the way React's server renderer awaits them
 * (their reads included), skipping client components, which only render in a browser.
 */
export async function runServerTree(node: unknown): Promise<void> {
  if (Array.isArray(node)) {
    for (const child of node) await runServerTree(child)
    return
  }
  if (!node || typeof node !== 'object' || !('props' in node)) return
  const { type, props } = node as { type: unknown; props: { children?: unknown } }
  if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') {
    await runServerTree(await (type as (props: unknown) => Promise<unknown>)(props))
    return
  }
  await runServerTree(props.children)
}
