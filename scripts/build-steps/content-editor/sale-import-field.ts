/**
 * "Import from a spreadsheet" in the content editor: a field of its own at the end of the sale's
 * entry (widget `saleImport`), registered with the editor's API before it starts. Opened, it loads
 * the import (sale-import-module.ts, the command line's rules) and reads the file the owner picks
 * or drops; it shows the dry run (new, updated with each change, unchanged, not in the file with a
 * tick to remove, refused rows) and, on "Apply", keeps the new list of animals as its value. The
 * owner's Save then writes it: the `preSave` hook moves it into `animals` and drops this field, so
 * nothing reaches the file unless saved, and nothing of the field itself ever does.
 */
import type * as ImportModule from './sale-import-module'
import type { AnimalChange, Change, ImportPlan, SpreadsheetRead, StoredSale } from './sale-import-module'

type Module = typeof ImportModule
type Node = unknown
type H = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => Node
type State = {
  language: 'en' | 'af'
  open: boolean
  status: 'idle' | 'loading' | 'failed' | 'reading'
  file?: { name: string; data: Uint8Array }
  sheet?: string
  read?: SpreadsheetRead
  removing: string[]
  module?: Module
}
/** The editor's create-react-class: a class component renders with the editor's own React DOM. */
type CreateClass = (spec: {
  getInitialState: () => State
  render: (this: { props: ControlProps; state: State; setState: (next: Partial<State>) => void }) => Node
}) => (props: ControlProps) => Node
type ImmutableMap = {
  getIn: (path: string[]) => unknown
  setIn: (path: string[], value: unknown) => ImmutableMap
  deleteIn: (path: string[]) => ImmutableMap
}
type Cms = {
  registerFieldType: (name: string, control: ReturnType<CreateClass>) => void
  registerEventListener: (listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }) => void
}
type ControlProps = { value?: unknown; onChange: (value: unknown) => void; entry?: ImmutableMap; forID: string }

declare const SALE_IMPORT_MODULE: string
export const fieldName = 'spreadsheetImport'

const words = {
  en: {
    open: 'Import from a spreadsheet',
    intro:
      'Pick or drop the breed society’s or the herd software’s export, a new evaluation or the auctioneer’s results ' +
      '(CSV or .xlsx). You see every change first; nothing changes until you apply it and save.',
    loading: 'Loading the import…',
    loadFailed: 'The import could not be loaded. Check the connection and try again.',
    file: 'Spreadsheet (CSV or .xlsx)',
    drop: 'or drop the file here',
    sheet: 'Sheet',
    hidden: 'hidden',
    reading: 'Reading the file…',
    refused: 'This file was not imported, and nothing changed. Put these right in the spreadsheet and pick it again:',
    row: 'Row',
    column: 'Column',
    reason: 'Reason',
    animal: 'Animal',
    happens: 'What happens',
    changes: 'Changes',
    new: 'New',
    updated: 'Updated',
    unchanged: 'Unchanged',
    kept: 'Not in the file: kept',
    removed: 'Not in the file: removed',
    remove: 'Remove from the catalogue',
    example: 'An example until now: its made-up name, figures, test and checks go; its photos, video and note stay.',
    summary: (counts: Record<AnimalChange['kind'], number>) =>
      `${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ` +
      `${counts.kept} not in the file and kept, ${counts.removed} removed.`,
    breaks: 'The catalogue this makes would not be right, so it cannot be applied:',
    notRead: 'Columns not read:',
    apply: 'Apply',
    cancel: 'Cancel',
    applied: 'Applied. Press Save to write the animals to the catalogue; until then nothing has changed.',
    undo: 'Undo the import',
    headingRow: (row: number) => `Headings read from row ${row}.`,
    language: 'Language of the import',
  },
  af: {
    open: 'Voer in uit ’n sigblad',
    intro:
      'Kies die uitvoer van die telersgenootskap of die kuddebestuursprogram, ’n nuwe evaluering of die afslaer se ' +
      'uitslae (CSV of .xlsx), of sleep die lêer hierheen. Jy sien eers elke verandering; niks verander voordat jy ' +
      'dit toepas en stoor nie.',
    loading: 'Laai tans die invoer…',
    loadFailed: 'Die invoer kon nie gelaai word nie. Kontroleer die verbinding en probeer weer.',
    file: 'Sigblad (CSV of .xlsx)',
    drop: 'of sleep die lêer hierheen',
    sheet: 'Blad',
    hidden: 'versteek',
    reading: 'Lees tans die lêer…',
    refused:
      'Hierdie lêer is nie ingevoer nie, en niks het verander nie. ' +
      'Stel hierdie foute in die sigblad reg en kies die lêer weer:',
    row: 'Ry',
    column: 'Kolom',
    reason: 'Rede',
    animal: 'Dier',
    happens: 'Wat gebeur',
    changes: 'Veranderinge',
    new: 'Nuut',
    updated: 'Bygewerk',
    unchanged: 'Onveranderd',
    kept: 'Nie in die lêer nie: behou',
    removed: 'Nie in die lêer nie: verwyder',
    remove: 'Verwyder uit die katalogus',
    example:
      'Tot nou toe ’n voorbeeld: sy versinde naam, syfers, toets en kontroles verdwyn; sy foto’s, video en nota bly.',
    summary: (counts: Record<AnimalChange['kind'], number>) =>
      `${counts.new} nuut, ${counts.updated} bygewerk, ${counts.unchanged} onveranderd, ` +
      `${counts.kept} nie in die lêer nie en behou, ${counts.removed} verwyder.`,
    breaks: 'Die katalogus wat hieruit sou ontstaan, sou nie reg wees nie, so dit kan nie toegepas word nie:',
    notRead: 'Kolomme nie gelees nie:',
    apply: 'Pas toe',
    cancel: 'Kanselleer',
    applied: 'Toegepas. Druk Save om die diere in die katalogus te skryf; tot dan het niks verander nie.',
    undo: 'Ontdoen die invoer',
    headingRow: (row: number) => `Opskrifte op ry ${row} gelees.`,
    language: 'Taal van die invoer',
  },
}
type Language = keyof typeof words

let loaded: Promise<Module> | undefined
const loadModule = () => (loaded ??= import(SALE_IMPORT_MODULE) as Promise<Module>)

/** What each part of the control draws with: the editor's createElement, the words, its state and props. */
type View = {
  h: H
  say: Say
  props: ControlProps
  state: State
  update: (next: Partial<State>) => void
}

const today = () => new Date().toISOString().slice(0, 10)

/** The sale as the entry holds it now, the owner's unsaved edits included. */
const saleOf = ({ props }: View) =>
  ((props.entry?.getIn(['data']) as { toJS?: () => StoredSale } | undefined)?.toJS?.() ?? {}) as StoredSale

/** Opens the import: its code is fetched now, once. */
async function start({ update }: View) {
  update({ open: true, status: 'loading' })
  try {
    update({ module: await loadModule(), status: 'idle' })
  } catch {
    loaded = undefined
    update({ status: 'failed' })
  }
}

/** Reads a file (its sheet named, or the first visible) into the dry run. */
async function readFile(view: View, picked: { name: string; data: Uint8Array }, sheet?: string) {
  const { module } = view.state
  if (!module) return
  view.update({ file: picked, sheet, removing: [], status: 'reading' })
  const read = await module.readSpreadsheet(picked.data, saleOf(view), { sheet, today: today() })
  view.update({ read, sheet: sheet ?? read.sheet, status: 'idle' })
}

async function take(view: View, list: FileList | null | undefined) {
  const picked = list?.[0]
  if (picked) await readFile(view, { name: picked.name, data: new Uint8Array(await picked.arrayBuffer()) })
}

function languageSwitch({ h, say, state, update }: View): Node {
  return h(
    'div',
    { role: 'group', 'aria-label': say.language },
    ...(['en', 'af'] as const).map((code) =>
      h(
        'button',
        {
          type: 'button',
          lang: code,
          'aria-pressed': state.language === code,
          onClick: () => update({ language: code }),
        },
        code === 'en' ? 'English' : 'Afrikaans',
      ),
    ),
  )
}

/** The file's box: pick it, or drop it here. */
function fileChooser(view: View): Node {
  const { h, say, props } = view
  return h(
    'div',
    {
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDrop: (event: DragEvent) => {
        event.preventDefault()
        void take(view, event.dataTransfer?.files)
      },
    },
    h('label', { htmlFor: `${props.forID}-file` }, say.file),
    ' ',
    h('input', {
      id: `${props.forID}-file`,
      type: 'file',
      accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      onChange: (event: Event) => void take(view, (event.target as HTMLInputElement).files),
    }),
    h('span', null, ` ${say.drop}`),
  )
}

/** A workbook of several sheets: the one read, and the others to choose. */
function sheetChooser(view: View): Node {
  const { h, say, props, state } = view
  const { file, read } = state
  if (!file || !read || read.sheets.length < 2) return null
  return h(
    'p',
    null,
    h('label', { htmlFor: `${props.forID}-sheet` }, `${say.sheet} `),
    h(
      'select',
      {
        id: `${props.forID}-sheet`,
        value: state.sheet ?? '',
        onChange: (event: Event) => void readFile(view, file, (event.target as HTMLSelectElement).value),
      },
      ...read.sheets.map((one) =>
        h('option', { value: one.name }, one.hidden ? `${one.name} (${say.hidden})` : one.name),
      ),
    ),
  )
}

function actions({ h, say, props, update }: View, plan: ImportPlan | undefined): Node {
  return h(
    'p',
    null,
    h(
      'button',
      {
        type: 'button',
        disabled: !(plan && plan.problems.length === 0),
        onClick: () => plan && props.onChange(JSON.stringify(plan.animals)),
      },
      say.apply,
    ),
    ' ',
    h(
      'button',
      { type: 'button', onClick: () => update({ open: false, read: undefined, file: undefined }) },
      say.cancel,
    ),
  )
}

function render(view: View): Node {
  const { h, say, props, state } = view
  const { module, read, status } = state
  const frame = (...children: Node[]) => h('div', { lang: state.language }, languageSwitch(view), ...children)
  if (typeof props.value === 'string' && props.value !== '')
    return frame(
      h('p', { role: 'status' }, say.applied),
      h('button', { type: 'button', onClick: () => props.onChange('') }, say.undo),
    )
  const open = h('button', { type: 'button', onClick: () => void start(view) }, say.open)
  if (!state.open) return frame(h('p', null, say.intro), open)
  const plan = read?.ok && module ? module.planImport(saleOf(view), read, state.removing) : undefined
  return frame(
    h('p', null, say.intro),
    status === 'loading' ? h('p', { role: 'status' }, say.loading) : null,
    status === 'failed' ? h('p', { role: 'alert' }, say.loadFailed, ' ', open) : null,
    module ? fileChooser(view) : null,
    sheetChooser(view),
    status === 'reading' ? h('p', { role: 'status' }, say.reading) : null,
    read && !read.ok ? refusedTable(h, say, state.language, read) : null,
    read?.ok && plan && module
      ? previewTable(module, h, say, state.language, read, plan, state.removing, (removing) =>
          view.update({ removing }),
        )
      : null,
    actions(view, plan),
  )
}

function register(cms: Cms, h: H, createClass: CreateClass) {
  // Hooks would need the React the editor's DOM renderer runs with; a class component does not.
  const Control = createClass({
    getInitialState: () => ({
      language: navigator.language.toLowerCase().startsWith('af') ? 'af' : 'en',
      open: false,
      status: 'idle',
      removing: [],
    }),
    render() {
      const update = (next: Partial<State>) => this.setState(next)
      return render({ h, say: words[this.state.language], props: this.props, state: this.state, update })
    },
  })
  cms.registerFieldType('saleImport', Control)
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const pending = entry.getIn(['data', fieldName])
      const next = entry.deleteIn(['data', fieldName])
      return typeof pending === 'string' && pending !== '' ? next.setIn(['data', 'animals'], JSON.parse(pending)) : next
    },
  })
}

type Say = (typeof words)[Language]

function refusedTable(h: H, say: Say, language: Language, read: Extract<SpreadsheetRead, { ok: false }>): Node {
  return h(
    'div',
    { role: 'alert' },
    h('p', null, say.refused),
    h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, say.row), h('th', null, say.column), h('th', null, say.reason))),
      h(
        'tbody',
        null,
        ...read.problems.map((problem) =>
          h(
            'tr',
            null,
            h('td', null, String(problem.row)),
            h('td', null, problem.column ?? ''),
            h('td', null, problem.message[language]),
          ),
        ),
      ),
    ),
  )
}

/** An updated animal's changes; an example's made-up values that go are said in one line rather than each. */
function updatedList(module: Module, h: H, say: Say, language: Language, changes: readonly Change[]): Node {
  const wasExample = changes.some((one) => one.path === 'example')
  const shown = wasExample ? changes.filter((one) => one.after !== undefined) : changes
  return h(
    'ul',
    null,
    ...(wasExample ? [h('li', null, say.example)] : []),
    ...shown.map((one) => h('li', null, module.changeWords(one, language))),
  )
}

function previewTable(
  module: Module,
  h: H,
  say: Say,
  language: Language,
  read: Extract<SpreadsheetRead, { ok: true }>,
  plan: ImportPlan,
  removing: string[],
  setRemoving: (ids: string[]) => void,
): Node {
  const counts = { new: 0, updated: 0, unchanged: 0, kept: 0, removed: 0 }
  for (const change of plan.changes) counts[change.kind]++
  const row = (change: AnimalChange) => {
    const ticked = removing.includes(change.id)
    const detail =
      change.kind === 'updated'
        ? updatedList(module, h, say, language, change.changes)
        : change.kind === 'kept' || change.kind === 'removed'
          ? h(
              'label',
              null,
              h('input', {
                type: 'checkbox',
                checked: ticked,
                onChange: () =>
                  setRemoving(ticked ? removing.filter((id) => id !== change.id) : [...removing, change.id]),
              }),
              ` ${say.remove}`,
            )
          : null
    return h(
      'tr',
      null,
      h('th', { scope: 'row', style: { whiteSpace: 'nowrap' } }, change.id),
      h('td', null, say[change.kind]),
      h('td', null, detail),
    )
  }
  return h(
    'div',
    null,
    h('p', { role: 'status' }, say.summary(counts), ' ', say.headingRow(read.headingRow)),
    read.ignoredColumns.length > 0 ? h('p', null, `${say.notRead} ${read.ignoredColumns.join(', ')}`) : null,
    ...read.notes.map((note) => h('p', null, note[language])),
    plan.problems.length > 0
      ? h(
          'div',
          { role: 'alert' },
          h('p', null, say.breaks),
          h(
            'ul',
            null,
            ...plan.problems.map((problem) => h('li', null, `${problem.id}: ${problem.message[language]}`)),
          ),
        )
      : null,
    // A long change scrolls within the field rather than past the editor's column.
    h(
      'div',
      { style: { overflowX: 'auto', maxWidth: '100%' } },
      h(
        'table',
        null,
        h(
          'thead',
          null,
          h('tr', null, h('th', null, say.animal), h('th', null, say.happens), h('th', null, say.changes)),
        ),
        h('tbody', null, ...plan.changes.map(row)),
      ),
    ),
  )
}

const scope = globalThis as unknown as { CMS?: Cms; h?: H; createClass?: CreateClass }
if (scope.CMS && scope.h && scope.createClass) register(scope.CMS, scope.h, scope.createClass)
