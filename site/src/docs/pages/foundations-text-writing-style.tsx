import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PageHeader } from '../PageHeader'
import styles from '../docs.module.css'
import f from '../foundations/foundations.module.css'
import { Guideline, Guidelines, ScrollRegion } from '../foundations/parts'
import w from '../foundations/writing.module.css'
import { useRoute } from '../useRoute'

const NUMBERS: [string, string, string][] = [
  ['Counts', 'Digits, always, even below ten', '3 files, 12 comments'],
  ['Large numbers', 'A space every three digits; live examples use the separator of their locale', '1 284 parts, 25 000 EUR'],
  ['Decimals', 'The locale’s separator, only as many places as matter', '0.5 mm, 12.75 EUR'],
  ['Units', 'A space between number and unit; the symbol, not the word', '5 MB, 20 px, 300 ms'],
  ['Ranges', 'An en dash, no spaces, or “to” in running text', '10–20 parts; 10 to 20 parts'],
  ['Dates', 'Year, month, day with dashes where space is short; written out in sentences', '2025-06-30; 30 June 2025'],
  ['Times', '24-hour clock with a colon', '14:05'],
  ['Percentages', 'The sign with no space', '85%'],
]

const ex = examples(
  import.meta.glob('../examples/writing/*.tsx', { eager: true }),
  import.meta.glob('../examples/writing/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** Writing style: how the interface speaks: voice, capitalisation, numbers, actions, error messages. */
export default function WritingStyle() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        People use our products to get work done. The words in the interface should help them do it and then get out of the way. Write as a knowledgeable
        colleague would speak: plainly, precisely and politely, without jokes, hype or blame.
      </p>

      <h2 id="voice">Voice</h2>
      <dl className={w.principles}>
        <div>
          <dt>Clear</dt>
          <dd>Short sentences, common words, one idea per sentence. Use the reader’s terms for their work, and explain ours the first time.</dd>
        </div>
        <div>
          <dt>Specific</dt>
          <dd>Say what happened and to what: “3 files were uploaded”, not “Success”. Name the thing, not “item” or “object”.</dd>
        </div>
        <div>
          <dt>Calm</dt>
          <dd>No exclamation marks, no “Oops”, no capitals for emphasis. A problem is stated and solved, not dramatised.</dd>
        </div>
        <div>
          <dt>Respectful</dt>
          <dd>Address the reader as “you”; never blame them. Write “The file is larger than 10 MB”, not “You chose a file that is too large”.</dd>
        </div>
      </dl>

      <h2 id="capitalisation">Capitalisation</h2>
      <p>
        Use sentence case everywhere: page titles, headings, buttons, labels, menu items, table headers. Only the first word and proper names start with a
        capital. Product names keep their own spelling.
      </p>
      <Guidelines>
        <Guideline kind="do" caption="Sentence case, even for short labels.">
          <span className={w.sample}>Export as PDF</span>
        </Guideline>
        <Guideline kind="dont" caption="Title Case or capitals to make a label look important.">
          <span className={w.sample}>Export As PDF</span>
        </Guideline>
      </Guidelines>

      <h2 id="buttons-and-actions">Buttons and actions</h2>
      <p>
        Start a button with a verb that says what will happen, and add the object when the verb alone is vague. The reader should know the outcome before
        clicking. Keep the same words for the same action everywhere: if the button says “Delete”, the confirmation says “Delete” too, not “Remove”.
      </p>
      <Guidelines>
        <Guideline kind="do" caption="A verb and its object.">
          <span className={w.button}>Save changes</span> <span className={w.button}>Delete 3 rows</span>
        </Guideline>
        <Guideline kind="dont" caption="Answers instead of actions: the reader has to read the question again.">
          <span className={w.button}>OK</span> <span className={w.button}>Yes</span>
        </Guideline>
      </Guidelines>

      <h2 id="numbers-dates-and-units">Numbers, dates and units</h2>
      <p>Numbers are easier to scan as digits. Inside live examples, the library formats numbers and dates for the reader’s locale; in prose, follow this table.</p>
      <ScrollRegion label="How to write numbers">
        <table className={f.table} data-table="numbers">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">How</th>
              <th scope="col">Like this</th>
            </tr>
          </thead>
          <tbody>
            {NUMBERS.map(([what, how, example]) => (
              <tr key={what}>
                <td>{what}</td>
                <td>{how}</td>
                <td>{example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2 id="error-messages">Error messages</h2>
      <p>A good error message answers three questions in one or two sentences:</p>
      <ol>
        <li>What happened? Say it in the reader’s terms, not the system’s: no codes or stack traces in the message itself.</li>
        <li>Why? When it helps the reader fix it, say the rule that was broken: the limit, the format, the missing permission.</li>
        <li>What now? Give the next step, and a button for it when there is one.</li>
      </ol>
      <p>
        Put a field’s message right under the field and keep it short; the library’s own messages, such as “This field is required” and “File format not
        supported”, follow the same pattern. Mark optional fields “(Optional)” rather than marking every required one in words.
      </p>
      <Example example={ex['writing-error']} title="A field message that helps" description="The message says what is wrong and which dates are possible, without blaming the reader." />
      <Guidelines>
        <Guideline kind="do" caption="What happened and what to do.">
          <span className={w.sample}>The file is larger than 10 MB. Compress it or split it into parts.</span>
        </Guideline>
        <Guideline kind="dont" caption="Blame, vagueness and codes.">
          <span className={w.sample}>Invalid input! Error 413.</span>
        </Guideline>
      </Guidelines>

      <h2 id="confirmations-and-empty-states">Confirmations and empty states</h2>
      <p>
        Ask for confirmation only before something that cannot be undone, and name the consequence. After an action, confirm briefly in a toast and name what
        changed. An empty list says why it is empty and how to fill it.
      </p>
      <Example example={ex['writing-confirm']} title="A confirmation that names the consequence" />
      <Example example={ex['writing-empty']} title="An empty state that helps" />

      <h2 id="punctuation-and-small-words">Punctuation and small words</h2>
      <ul>
        <li>No full stop after headings, labels, buttons or single-sentence tooltips; full stops after sentences in messages and help text.</li>
        <li>Typographic quotes and apostrophes (“ ” ’), an ellipsis (…) only for an action that asks for more input before it runs, such as “Rename…”.</li>
        <li>Avoid “please” in instructions and “successfully” in confirmations: they add length, not meaning.</li>
        <li>Write for translation: whole sentences in one string, no words glued together in code, room for text that is a third longer in German.</li>
      </ul>

      <h2 id="checklist">Checklist</h2>
      <Guidelines>
        <Guideline kind="do" caption="Read the text aloud. If you would not say it to a colleague, rewrite it." />
        <Guideline kind="dont" caption="Explain the interface in the interface (“Click the button below to…”). Let labels do the work." />
      </Guidelines>
    </article>
  )
}
