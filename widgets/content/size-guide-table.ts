/**
 * A size guide's table as an editor types it in Directus: a row per line, the cells split by "|",
 * the first line the header ("Ringgröße | Umfang | Durchmesser"). The spec's content holds the
 * same table as a list of rows; both read as that list.
 */
export function sizeGuideRows(table: unknown): unknown {
  if (typeof table !== 'string') return table;
  return table
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

/** The list of rows written as the editor's text (the seed of a Directus from the spec's content). */
export function sizeGuideTableText(table: unknown): unknown {
  return Array.isArray(table) ? table.map((row) => (Array.isArray(row) ? row.map((cell) => String(cell)).join(' | ') : '')).join('\n') : table;
}
