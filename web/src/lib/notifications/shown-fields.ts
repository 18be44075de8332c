/**
 * The fields the screen shows now, by the API's field name, with the label a person sees. A form
 * registers its fields while it is on screen, so a validation reply's error for one of them is
 * shown on the field (and in the form's summary) only, and a toast tells just the rest.
 */
const shown = new Map<string, string[]>();

/** Register fields (name → label) as shown; the returned function takes them off again. */
export function registerShownFields(labels: Readonly<Record<string, string>>): () => void {
  const entries = Object.entries(labels);
  for (const [field, label] of entries) shown.set(field, [...(shown.get(field) ?? []), label]);
  return () => {
    for (const [field, label] of entries) {
      const rest = [...(shown.get(field) ?? [])];
      rest.splice(rest.indexOf(label), 1);
      if (rest.length > 0) shown.set(field, rest);
      else shown.delete(field);
    }
  };
}

/** The label of a field the screen shows now, or null when no form on screen has it. */
export function shownFieldLabel(field: string): string | null {
  return shown.get(field)?.at(-1) ?? null;
}
