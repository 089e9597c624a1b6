import type pg from 'pg'

import { lastReachablePage } from '../src/domain/request/paging'

/** Rows per page of the lists measured deep (the rules' page_size, MODERATION_PAGE_SIZE, Payload's REST default). */
const COMMUNITY_PAGE_SIZE = 20
const MODERATION_PAGE_SIZE = 50
const REST_PAGE_SIZE = 10
/** A deep page is this far into its list. */
export const DEEP = 0.8

export type Actor = 'visiteur' | 'membre' | 'admin'
export type Page = {
  label: string
  actor: Actor
  path: (data: DataShape) => string
  /** Run before each request (a limit lifted for the bench). */
  before?: (client: pg.Client) => Promise<unknown>
  /** Why the 3× rule does not judge this page: its work follows the data it is asked for, and another goal replaces it. */
  slowdownExempt?: string
}
export type DataShape = {
  projectSlug: string
  visibilityPages: number
  interactionPages: number
  /** The "Suivant" cursor a moderator holds 80 % of the way down the interactions list. */
  interactionCursor: string
  ledgerPages: number
  /** The creation date of the ledger's row 80 % of the way down (newest first): where a reader filtering by date goes on. */
  ledgerDeepDate: string
  /** The same for declared actions. */
  actionsDeepDate: string
  /** The id of the ledger's row 80 % of the way down, newest id first: the other filter the refusal advises. */
  ledgerDeepId: number
}

/** Its time follows the member's whole history; what must not follow it is the server's memory. */
export const EXPORT_PAGE: Page = {
  label: 'Export des données',
  actor: 'membre',
  path: () => '/profile/export',
  before: (client) => client.query(`delete from rate_limits where key like 'data-export:member:%'`),
  slowdownExempt:
    'sa durée suit la taille de l’historique exporté ; son objectif est la mémoire constante (« Export des données »)',
}

const deepPage = (pages: number) => Math.max(1, Math.floor(pages * DEEP))

export const PAGES: Page[] = [
  { label: 'Accueil', actor: 'visiteur', path: () => '/' },
  { label: 'Charte', actor: 'visiteur', path: () => '/charte' },
  { label: 'Tarifs', actor: 'visiteur', path: () => '/tarifs' },
  { label: 'Communauté', actor: 'visiteur', path: () => '/communaute' },
  // /communaute itself has no pages: its "Voir tout" lists do.
  {
    label: 'Communauté, page profonde',
    actor: 'visiteur',
    path: (data) => `/communaute/visibilite?page=${deepPage(data.visibilityPages)}`,
  },
  { label: 'Projet publié', actor: 'visiteur', path: (data) => `/p/${data.projectSlug}` },
  { label: 'Tableau de bord', actor: 'membre', path: () => '/dashboard' },
  { label: 'Contributions', actor: 'membre', path: () => '/contributions' },
  { label: 'Profil', actor: 'membre', path: () => '/profile' },
  // The signed-in member has 20,000 notifications on the grown data.
  { label: 'Notifications', actor: 'membre', path: () => '/notifications' },
  { label: 'REST notifications du membre, page 1', actor: 'membre', path: () => '/api/notifications?limit=20' },
  // The real export, streamed: its limit of 5 an hour is lifted by clearing the member's counter before each request,
  // or the bench would time the 429.
  EXPORT_PAGE,
  { label: 'Cockpit', actor: 'admin', path: () => '/admin' },
  { label: 'Projets (modération)', actor: 'admin', path: () => '/admin/projets' },
  { label: 'Interactions, page 1', actor: 'admin', path: () => '/admin/interactions' },
  // Reached through "Suivant", which carries a keyset cursor
  // (`?apres=`); an old `?page=N` address is still read by OFFSET, once.
  {
    label: 'Interactions, page profonde',
    actor: 'admin',
    path: (data) => `/admin/interactions?apres=${data.interactionCursor}`,
  },
  { label: 'Candidatures', actor: 'admin', path: () => '/admin/candidatures' },
  { label: 'Entraide croisée', actor: 'admin', path: () => '/admin/entraide' },
  { label: 'Envois', actor: 'admin', path: () => '/admin/envois' },
  { label: 'Liste Payload des membres', actor: 'admin', path: () => '/admin/collections/members' },
  { label: 'Liste Payload du registre', actor: 'admin', path: () => '/admin/collections/points-ledger' },
  { label: 'Liste Payload des déclarations', actor: 'admin', path: () => '/admin/collections/declared-actions' },
  { label: 'REST membres', actor: 'admin', path: () => '/api/members?limit=10' },
  { label: 'REST registre, page 1', actor: 'admin', path: () => '/api/points-ledger' },
  // A page number reads the first 10,000 rows of a list (src/domain/request/paging.ts): the deepest page
  // asked by number, and past it the filter the refusal advises.
  {
    label: 'REST registre, dernière page par numéro',
    actor: 'admin',
    path: (data) =>
      `/api/points-ledger?page=${Math.min(deepPage(data.ledgerPages), lastReachablePage(REST_PAGE_SIZE))}`,
  },
  {
    label: 'REST registre, page profonde par date',
    actor: 'admin',
    path: (data) =>
      `/api/points-ledger?sort=-createdAt&where[createdAt][less_than]=${encodeURIComponent(data.ledgerDeepDate)}`,
  },
  // The demo's ledger rows share their seed transaction's created_at: the date filter finds none
  // there, so its ratio compares with an empty read; the id filter reads rows on both data sets.
  {
    label: 'REST registre, page profonde par id',
    actor: 'admin',
    path: (data) => `/api/points-ledger?sort=-id&where[id][less_than]=${data.ledgerDeepId}`,
  },
  {
    label: 'REST registre, page profonde par numéro (refusée au-delà de 10 000 lignes)',
    actor: 'admin',
    path: (data) => `/api/points-ledger?page=${deepPage(data.ledgerPages)}`,
  },
  {
    label: 'REST déclarations, page profonde par date',
    actor: 'admin',
    path: (data) =>
      `/api/declared-actions?sort=-createdAt&where[createdAt][less_than]=${encodeURIComponent(data.actionsDeepDate)}`,
  },
  { label: 'REST registre du membre, page 1', actor: 'membre', path: () => '/api/points-ledger' },
]

export async function readDataShape(client: pg.Client): Promise<DataShape> {
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0].n)
  const { rows } = await client.query<{ slug: string }>(
    `select slug from projects where status = 'published' and request_type = 'visibility' order by id limit 1`,
  )
  if (!rows[0]) throw new Error('aucun projet publié dans la base')
  const pages = (rows: number, size: number) => Math.max(1, Math.ceil(rows / size))
  return {
    projectSlug: rows[0].slug,
    visibilityPages: pages(
      await count(
        `select count(*) as n from projects where request_type = 'visibility' and status in ('scheduled', 'published')`,
      ),
      COMMUNITY_PAGE_SIZE,
    ),
    interactionPages: pages(await count('select count(*) as n from declared_actions'), MODERATION_PAGE_SIZE),
    interactionCursor: await deepInteractionCursor(client),
    ledgerPages: pages(await count('select count(*) as n from points_ledger'), REST_PAGE_SIZE),
    ledgerDeepDate: await deepDate(client, 'points_ledger'),
    actionsDeepDate: await deepDate(client, 'declared_actions'),
    ledgerDeepId: Number(
      (
        await client.query<{ id: number }>(
          `select id from points_ledger order by id desc offset (select floor(count(*) * ${DEEP}) from points_ledger) limit 1`,
        )
      ).rows[0]?.id ?? 1,
    ),
  }
}

export async function deepDate(client: pg.Client, table: 'points_ledger' | 'declared_actions'): Promise<string> {
  const { rows } = await client.query<{ at: Date }>(
    `select created_at as at from ${table} order by created_at desc, id desc
       offset (select floor(count(*) * ${DEEP}) from ${table}) limit 1`,
  )
  return (rows[0]?.at ?? new Date()).toISOString()
}

async function deepInteractionCursor(client: pg.Client): Promise<string> {
  const total = Number((await client.query<{ n: string }>('select count(*) as n from declared_actions')).rows[0].n)
  const before = (deepPage(Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE))) - 1) * MODERATION_PAGE_SIZE
  const { rows } = await client.query<{ cursor: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
       from declared_actions order by created_at desc, id desc offset $1 limit 1`,
    [Math.max(0, before - 1)],
  )
  return rows[0]?.cursor ?? ''
}
