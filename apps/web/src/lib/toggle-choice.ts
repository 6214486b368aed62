/** The ticked ids after ticking or unticking one (ticking keeps the order the options were ticked in). */
export function toggleChoice(selected: readonly string[], id: string, on: boolean): string[] {
  return on ? (selected.includes(id) ? [...selected] : [...selected, id]) : selected.filter((s) => s !== id);
}
