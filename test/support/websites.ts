import { displayDomain } from '../../src/main/base/display-domain'
import type { Website } from '../../src/shared/website'

/** A website with the spec's create defaults (Private, no e-mail, bots excluded); tests override what they look at. */
export function plainWebsite(id: string, overrides: Partial<Website> = {}): Website {
  return {
    id,
    domain: `site-${id}.example`,
    displayDomain: displayDomain(overrides.domain ?? `site-${id}.example`),
    privacy: 1,
    hasPassword: false,
    emailReports: false,
    excludeBots: true,
    excludeParams: null,
    excludeIps: [],
    favorite: false,
    favoritedAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}
