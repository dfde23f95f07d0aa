import { BASE_COLORS, SEMANTIC_TOKENS, TOKEN_GROUPS, type BaseColorName, type SemanticToken, type TokenGroup } from '../../library/tokens/tokens'
import c from '../foundations/colors.module.css'

/** GROUP_TEXT says what each group of semantic tokens is for. */
export const GROUP_TEXT: Record<TokenGroup, string> = {
  ui: 'Backgrounds, surfaces and borders',
  text: 'Text and links',
  interactive: 'Buttons, selection, focus and destructive actions',
  support: 'Error, warning, success and information, each with a background, a text and a tint',
  field: 'Text fields, selects and text areas',
  icon: 'Icons',
}

/** GROUP_TOKENS are the semantic tokens of each group. */
export const GROUP_TOKENS = Object.fromEntries(TOKEN_GROUPS.map((g) => [g, SEMANTIC_TOKENS.filter((t) => t.group === g)])) as Record<TokenGroup, SemanticToken[]>

const token = (name: string) => SEMANTIC_TOKENS.find((t) => t.name === name)!

/** Chain shows how a base colour becomes a semantic token and where the token is used. */
export function Chain({ base, semantic, use }: { base: BaseColorName; semantic: string; use: string }) {
  return (
    <ol className={c.chain} aria-label={`${base} to ${semantic} to ${use}`}>
      <li>
        <span className={c.chainSwatch} style={{ background: `var(--${base})` }} />
        <span>
          <span className={c.chainKind}>Base colour</span>
          <code>--{base}</code>
          <span className={c.chainValue}>{BASE_COLORS.get(base)}</span>
        </span>
      </li>
      <li>
        <span className={c.chainSwatch} style={{ background: `var(--${semantic})` }} />
        <span>
          <span className={c.chainKind}>Semantic token</span>
          <code>--{semantic}</code>
          <span className={c.chainValue}>{token(semantic).description}</span>
        </span>
      </li>
      <li>
        <span className={c.chainKind}>Used by</span>
        <span>{use}</span>
      </li>
    </ol>
  )
}
