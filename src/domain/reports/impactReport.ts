import {
  ACTION_TYPE_LABELS,
  ACTION_TYPES,
  DECLARED_ACTION_STATUSES,
  type ActionType,
} from '../declaredActions/declaredActions'
import { frenchDate } from '../french'
import { parisCalendarDay } from '../points/periods'
import { postLabelText } from '../support/postLabels'
import type { ProjectStatus, RequestType } from '../projects/projectVisibility'
import { declaredActionCategory } from '../declaredActions/declaredActions'
import { viewsPromise } from './reportCsv'
import { SUPPORT_NETWORK_LABELS, type SupportNetwork } from '../support/supportPosts'
import { calendarDay, parisWeekMonday } from '../weeks'
import { urlMatchKey } from '../webUrl'

/** Pure: the reads are in `src/reports/impactReport.ts`. The owner's and the admins', never public. */

/** The statuses the report counts: the ones "Mes actions récentes" shows as "Validé". */
export const VALIDATED_ACTION_STATUSES = DECLARED_ACTION_STATUSES.filter(
  (status) => declaredActionCategory(status) === 'valid',
)

export const impactReportPath = (projectId: number) => `/projets/${projectId}/rapport`

/** A whole number within the database's integer ids, no sign, no leading zero. */
export function reportIdFrom(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null
  const id = Number(segment)
  return id <= 2_147_483_647 ? id : null
}

/** The CSV download, behind the same door as the page (no file extension: the proxy's rule for static files). */
export const impactReportCsvPath = (projectId: number) => `${impactReportPath(projectId)}/csv`

const CAMPAIGN_STATUSES: ReadonlySet<ProjectStatus> = new Set(['scheduled', 'published'])

export type ReportableProject = {
  request_type: RequestType
  status: ProjectStatus
  exposure_week_start?: string | Date | null
}

export function hasImpactReport(project: ReportableProject, now: Date): boolean {
  if (project.request_type !== 'visibility' || !CAMPAIGN_STATUSES.has(project.status)) return false
  if (!project.exposure_week_start) return false
  return calendarDay(new Date(project.exposure_week_start)) <= calendarDay(parisWeekMonday(now))
}

export type ValidatedAction = {
  id: number
  actionType: ActionType
  network: SupportNetwork | null
  url: string
  declaredAt: string | Date
  memberId: number
  points: number
}

export type SupportPost = { url: string; network: SupportNetwork }

export type PreviousCampaigns = { campaigns: number; actions: number; contributors: number; points: number }

export type Figures = { actions: number; contributors: number; points: number }

export type DayBucket = {
  key: string
  /** The column's short name under the chart ("lun. 23"), and in full for the table. */
  shortLabel: string
  label: string
  counts: Record<ActionType, number>
  total: number
}

/** `label`: the post named for people ("LinkedIn · Post"), never fetched. */
export type SupportedPost = SupportPost & { label: string; actions: number }

export type FigureComparison = {
  value: number
  average: number
  /** How far above (positive) or below the mean, in percent of it; null when the mean is 0. */
  percent: number | null
}

export type Comparison = {
  campaigns: number
  figures: Record<keyof Figures, FigureComparison>
}

export type ImpactReport = {
  final: boolean
  processedAt: string | null
  totals: Figures
  byType: { type: ActionType; label: string; count: number }[]
  byDay: DayBucket[]
  posts: SupportedPost[]
  comparison: Comparison | null
}

const noCounts = () => Object.fromEntries(ACTION_TYPES.map((type) => [type, 0])) as Record<ActionType, number>

const dayNames = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
const shortDayNames = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' })

export function parisDayKey(date: string | Date): string {
  const { year, month, day } = parisCalendarDay(new Date(date))
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The seven days always, so the chart stays bounded whatever the
 * dates; the page is public from scheduling, hence "Avant la semaine".
 */
export function actionsByDay(actions: Pick<ValidatedAction, 'actionType' | 'declaredAt'>[], weekStart: Date | string) {
  const monday = new Date(calendarDay(new Date(weekStart)))
  const week: DayBucket[] = Array.from({ length: 7 }, (_, index) => {
    const day = new Date(monday)
    day.setUTCDate(monday.getUTCDate() + index)
    return {
      key: calendarDay(day),
      shortLabel: shortDayNames.format(day),
      label: dayNames.format(day),
      counts: noCounts(),
      total: 0,
    }
  })
  const before: DayBucket = {
    key: 'before',
    shortLabel: 'avant',
    label: 'Avant la semaine',
    counts: noCounts(),
    total: 0,
  }
  const after: DayBucket = {
    key: 'after',
    shortLabel: 'après',
    label: 'Après la semaine',
    counts: noCounts(),
    total: 0,
  }
  const byKey = new Map(week.map((bucket) => [bucket.key, bucket]))
  for (const action of actions) {
    const key = parisDayKey(action.declaredAt)
    const bucket = byKey.get(key) ?? (key < week[0].key ? before : after)
    bucket.counts[action.actionType]++
    bucket.total++
  }
  return [...(before.total > 0 ? [before] : []), ...week, ...(after.total > 0 ? [after] : [])]
}

/** A comment's link on LinkedIn is the post's with `commentUrn` added. */
function supports(actionKey: string | null, postKey: string | null): boolean {
  if (!actionKey || !postKey) return false
  return actionKey === postKey || (!postKey.includes('?') && actionKey.startsWith(`${postKey}?`))
}

export function supportedPosts(actions: Pick<ValidatedAction, 'url'>[], posts: SupportPost[]): SupportedPost[] {
  const actionKeys = actions.map((action) => urlMatchKey(action.url))
  return posts.map((post) => {
    const postKey = urlMatchKey(post.url)
    return {
      url: post.url,
      network: post.network,
      label: postLabelText(post.url),
      actions: actionKeys.filter((key) => supports(key, postKey)).length,
    }
  })
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

export function compareWithPrevious(totals: Figures, previous: PreviousCampaigns): Comparison | null {
  if (previous.campaigns <= 0) return null
  const compare = (value: number, sum: number): FigureComparison => {
    const mean = sum / previous.campaigns
    return {
      value,
      average: oneDecimal(mean),
      percent: mean === 0 ? null : Math.round(((value - mean) / mean) * 100),
    }
  }
  return {
    campaigns: previous.campaigns,
    figures: {
      actions: compare(totals.actions, previous.actions),
      contributors: compare(totals.contributors, previous.contributors),
      points: compare(totals.points, previous.points),
    },
  }
}

export const comparisonScope = (campaigns: number) =>
  campaigns === 1
    ? 'Comparée à la seule campagne de visibilité dont la semaine d’exposition a précédé celle-ci.'
    : `Moyenne des ${campaigns} campagnes de visibilité dont la semaine d’exposition a précédé celle-ci.`

/** The difference with the mean as the page writes it: "+25 %", "−10 %", or "dans la moyenne". */
export function differenceLabel({ percent, value }: FigureComparison): string {
  if (percent === null) return value > 0 ? 'au-dessus de la moyenne' : 'dans la moyenne'
  if (percent === 0) return 'dans la moyenne'
  return percent > 0 ? `+${percent}\u00a0%` : `−${Math.abs(percent)}\u00a0%`
}

export const impactTotals = (actions: ValidatedAction[]): Figures => ({
  actions: actions.length,
  contributors: new Set(actions.map((action) => action.memberId)).size,
  points: actions.reduce((sum, action) => sum + action.points, 0),
})

export function buildImpactReport({
  weekStart,
  actions,
  posts,
  processedAt,
  previous,
}: {
  weekStart: Date | string
  actions: ValidatedAction[]
  posts: SupportPost[]
  processedAt: string | Date | null
  previous: PreviousCampaigns
}): ImpactReport {
  const totals = impactTotals(actions)
  const byType = noCounts()
  for (const action of actions) byType[action.actionType]++
  return {
    final: processedAt !== null,
    processedAt: processedAt === null ? null : new Date(processedAt).toISOString(),
    totals,
    byType: ACTION_TYPES.map((type) => ({ type, label: ACTION_TYPE_LABELS[type], count: byType[type] })),
    byDay: actionsByDay(actions, weekStart),
    posts: supportedPosts(actions, posts),
    comparison: compareWithPrevious(totals, previous),
  }
}

/** The CSV's columns: what the action was, never who did it (members' identities are private). */
export const IMPACT_CSV_HEADER = ['Date', 'Type', 'Réseau', 'Lien'] as const

/** A leading `=`, `+`, `-` or `@` is neutralised so a link typed by a member never runs as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A BOM (or Excel reads accents as Latin-1), `;` and CRLF, so a French spreadsheet opens it as it is. */
export function impactReportCsv(actions: ValidatedAction[], posts: SupportPost[]): string {
  const postKeys = posts.map((post) => ({ key: urlMatchKey(post.url), network: post.network }))
  const networkOf = (action: ValidatedAction) => {
    if (action.network) return SUPPORT_NETWORK_LABELS[action.network]
    const key = urlMatchKey(action.url)
    const post = postKeys.find((candidate) => supports(key, candidate.key))
    return post ? SUPPORT_NETWORK_LABELS[post.network] : ''
  }
  const rows = [...actions]
    .sort((a, b) => new Date(a.declaredAt).getTime() - new Date(b.declaredAt).getTime() || a.id - b.id)
    .map((action) => [
      frenchDate(action.declaredAt),
      ACTION_TYPE_LABELS[action.actionType],
      networkOf(action),
      action.url,
    ])
  return `\uFEFF${[IMPACT_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`
}

export const impactReportFileName = (name: string, now: Date) =>
  `rapport-impact-${name.replace(/[^a-z0-9-]/gi, '-').slice(0, 60)}-${parisDayKey(now)}.csv`

/** The offer's promise of views: the pricing claim about views ("10 000 à 20 000" « vues par campagne »). */
export function promisedViews(claims: readonly { figure: string; label: string }[]) {
  const claim = claims.find((item) => /\bvues\b/i.test(item.label))
  return claim ? viewsPromise(claim.figure) : null
}

const thousands = new Intl.NumberFormat('fr-FR')

/** "12 400 vues rapportées — promesse : 10 000 à 20 000", or null when the owner reported none. */
export function reachLine(views: number | null, promise: { min: number; max: number } | null): string | null {
  if (views === null) return null
  const reported = `${thousands.format(views)} vue${views > 1 ? 's' : ''} rapportée${views > 1 ? 's' : ''}`
  return promise
    ? `${reported} — promesse : ${thousands.format(promise.min)} à ${thousands.format(promise.max)}`
    : reported
}
