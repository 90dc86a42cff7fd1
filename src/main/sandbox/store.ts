/**
 * One variant's websites table. It behaves like the MySQL table behind a real
 * server: auto-increment ids that are never reused, a unique host, and rows
 * handed out as copies so that nobody can change a row behind the store's back.
 */
import type { SandboxWebsite } from './types'

export type NewWebsite = Partial<SandboxWebsite> & { host: string }

export class WebsiteStore {
  private readonly rows = new Map<number, SandboxWebsite>()
  /** Lower-cased host → id: the unique index, so that seeding thousands of rows stays linear. */
  private readonly hosts = new Map<string, number>()
  private nextId = 1

  constructor(private readonly now: () => number) {}

  /** In id order (Map keeps insertion order, but explicit ids may be inserted out of order). */
  list(): SandboxWebsite[] {
    return [...this.rows.values()].sort((a, b) => a.id - b.id).map(copy)
  }

  /** The live rows, for read-only scans that would waste time copying thousands of rows. */
  scan(): Iterable<Readonly<SandboxWebsite>> {
    return this.rows.values()
  }

  get size(): number {
    return this.rows.size
  }

  get(id: number): SandboxWebsite | undefined {
    const row = this.rows.get(id)
    return row && copy(row)
  }

  findByHost(host: string): SandboxWebsite | undefined {
    const id = this.hosts.get(host.toLowerCase())
    return id === undefined ? undefined : this.get(id)
  }

  /**
   * Settings that are not given get the spec's create defaults, as a row
   * created through the web UI would; pass `null` explicitly for a legacy row.
   */
  insert(fields: NewWebsite): SandboxWebsite {
    const id = fields.id ?? this.nextId
    if (!Number.isSafeInteger(id) || id < 1) throw new Error(`Invalid website id: ${id}`)
    if (this.rows.has(id)) throw new Error(`A website with id ${id} already exists`)
    if (this.hosts.has(fields.host.toLowerCase())) throw new Error(`A website with host ${fields.host} already exists`)
    const now = new Date(this.now())
    const created = fields.created_at ?? now
    const row: SandboxWebsite = {
      id,
      host: fields.host,
      privacy: pick(fields, 'privacy', 1),
      password: pick(fields, 'password', null),
      email: pick(fields, 'email', 0),
      exclude_bots: pick(fields, 'exclude_bots', 1),
      exclude_params: pick(fields, 'exclude_params', null),
      exclude_ips: pick(fields, 'exclude_ips', null),
      favorited_at: pick(fields, 'favorited_at', null),
      created_at: created,
      updated_at: fields.updated_at ?? created,
    }
    this.rows.set(id, copy(row))
    this.hosts.set(row.host.toLowerCase(), id)
    this.nextId = Math.max(this.nextId, id + 1)
    return copy(row)
  }

  /** `updated_at` moves to now unless the caller sets it; the id never changes. */
  update(id: number, fields: Partial<SandboxWebsite>): SandboxWebsite | undefined {
    const row = this.rows.get(id)
    if (!row) return undefined
    const owner = fields.host === undefined ? undefined : this.hosts.get(fields.host.toLowerCase())
    if (owner !== undefined && owner !== id) throw new Error(`A website with host ${fields.host} already exists`)
    const { id: _ignored, ...changes } = fields
    const updated: SandboxWebsite = { ...row, ...withoutUndefined(changes), id }
    if (fields.updated_at === undefined) updated.updated_at = new Date(this.now())
    this.rows.set(id, copy(updated))
    this.hosts.delete(row.host.toLowerCase())
    this.hosts.set(updated.host.toLowerCase(), id)
    return copy(updated)
  }

  remove(id: number): boolean {
    const row = this.rows.get(id)
    if (!row) return false
    this.hosts.delete(row.host.toLowerCase())
    return this.rows.delete(id)
  }
}

function pick<K extends keyof SandboxWebsite>(
  fields: NewWebsite,
  key: K,
  fallback: SandboxWebsite[K],
): SandboxWebsite[K] {
  const value = fields[key]
  return value === undefined ? fallback : (value as SandboxWebsite[K])
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

function copy(row: SandboxWebsite): SandboxWebsite {
  return {
    ...row,
    favorited_at: row.favorited_at && new Date(row.favorited_at.getTime()),
    created_at: new Date(row.created_at.getTime()),
    updated_at: new Date(row.updated_at.getTime()),
  }
}
