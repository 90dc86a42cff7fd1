/**
 * Finds phpAnalytics' script in a page as its bytes arrive, with htmlparser2's streaming parser
 * (a real tokenizer: a tag inside a comment, a script's text or an attribute value is not a tag),
 * so that a page can be given up as soon as the script is seen or the byte cap is reached.
 */
import { Parser } from 'htmlparser2'
import { TRACKING_SCRIPT_ID, TRACKING_SCRIPT_PATH } from '../../shared/tracking/code'

/** The script as the page carries it. */
export interface FoundScript {
  /** Where it posts page views; null when the tag has no data-host. */
  dataHost: string | null
  src: string | null
}

/**
 * phpAnalytics' snippet: its id, or a script served as `/js/script.js` that says where to post
 * (the id may have been dropped by a template; a CDN may serve the script).
 */
function isTrackingScript(attributes: Record<string, string>): boolean {
  if (attributes.id === TRACKING_SCRIPT_ID) return true
  return 'data-host' in attributes && pathOf(attributes.src ?? '').endsWith(TRACKING_SCRIPT_PATH)
}

function pathOf(src: string): string {
  try {
    return new URL(src, 'https://page.invalid/').pathname
  } catch {
    return ''
  }
}

export class ScriptFinder {
  private found: FoundScript | null = null
  private readonly decoder = new TextDecoder()
  private readonly parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (this.found || name !== 'script' || !isTrackingScript(attributes)) return
        this.found = { dataHost: attributes['data-host'] ?? null, src: attributes.src ?? null }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )

  /** The script, once a chunk carried it. */
  get script(): FoundScript | null {
    return this.found
  }

  write(chunk: Uint8Array): void {
    this.parser.write(this.decoder.decode(chunk, { stream: true }))
  }

  end(): void {
    this.parser.write(this.decoder.decode())
    this.parser.end()
  }
}
