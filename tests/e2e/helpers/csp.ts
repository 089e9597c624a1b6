import { expect, test, type Page } from '@playwright/test'

export type Violation = { directive: string; blocked: string; page: string }

/**
 * Collects every Content-Security-Policy violation of the page and of its frames (the live
 * preview is an iframe): the browser fires `securitypolicyviolation` on the document that
 * refused something.
 */
export async function watchViolations(page: Page) {
  const violations: Violation[] = []
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: Violation) => void }).reportCspViolation
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: event.documentURI })
    })
  })
  return violations
}

/** Every test of the file fails if the policy refused anything on its page (the admin's screens). */
export function expectNoViolationsInEachTest() {
  let violations: Violation[] = []
  test.beforeEach(async ({ page }) => {
    violations = await watchViolations(page)
  })
  test.afterEach(() => {
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  })
}
