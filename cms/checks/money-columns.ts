import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { Rest } from '../rest.ts';
import { collections } from '../schema/model.ts';

/**
 * Every decimal field of model.ts (prices, shipping cost, tax rate) is an exact numeric column
 * of the model's precision and scale in the database, never a float: a price of 1299.90 must
 * come back as 1299.90. Returns the fields that are not, as sentences.
 */
export async function checkMoneyColumns(rest: Rest): Promise<{ checked: number; problems: string[] }> {
  const decimals = collections.flatMap((spec) => spec.fields.filter((field) => field.type === 'decimal').map((field) => ({ collection: spec.collection, ...field })));
  const problems: string[] = [];
  for (const { collection, field, schema } of decimals) {
    const stored = await rest.get<UnknownRecord>(`fields/${collection}/${field}`);
    const column = (stored.schema ?? {}) as UnknownRecord;
    const wanted = `numeric(${String(schema?.numeric_precision)},${String(schema?.numeric_scale)})`;
    const found = `${String(column.data_type)}(${String(column.numeric_precision)},${String(column.numeric_scale)})`;
    if (found !== wanted) problems.push(`${collection}.${field}: ${found}, ${wanted} expected`);
  }
  return { checked: decimals.length, problems };
}
