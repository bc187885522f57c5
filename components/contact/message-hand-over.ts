/**
 * How another part of the page writes into the contact form's message (the season planner's
 * "Add this estimate to my message"): the form, once its script runs, takes edits here, and an
 * edit is a function of the message as it stands, so the form stays the one owner of its text,
 * its counter and its draft. Nothing is ever sent by an edit.
 */
export type MessageEdit = (message: string) => string | null

/** Applies an edit: the new message, or null to leave it as it is. True when the message changed. */
type MessageEditor = (edit: MessageEdit) => boolean

let editor: MessageEditor | null = null

/** The contact form takes edits while it is on the page; the returned function stops that. */
export function takeMessageEdits(next: MessageEditor): () => void {
  editor = next
  return () => {
    if (editor === next) editor = null
  }
}

/** Edits the contact form's message; false when there is no form to take it, or the edit kept it as it was. */
export function editContactMessage(edit: MessageEdit): boolean {
  return editor ? editor(edit) : false
}
