import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Rest } from './rest.ts';

/** One operation of a Directus Flow; resolve and reject name other operations by key. */
export interface OperationSpec {
  key: string;
  name: string;
  type: string;
  options: UnknownRecord;
  resolve?: string;
  reject?: string;
}

export interface FlowSpec {
  name: string;
  icon: string;
  description: string;
  /** The trigger's options: a blocking filter or an action on which events and collections. */
  options: UnknownRecord;
  /** Operations drawn a row lower in the admin app (a refusal, "nothing to do"). */
  sideBranches?: string[];
}

/**
 * Makes a flow anew (every flow of that name goes first), so a changed definition here always takes
 * effect. `operations` go from the last to the first, so that each names operations that exist
 * already; the last of the list is the one the trigger starts.
 */
export async function replaceFlow(rest: Rest, spec: FlowSpec, operations: OperationSpec[]): Promise<void> {
  for (const old of await rest.get<UnknownRecord[]>('flows', { 'filter[name][_eq]': spec.name, fields: 'id' })) {
    await rest.send('DELETE', `flows/${String(old.id)}`);
  }
  const flow = await rest.send<UnknownRecord>('POST', 'flows', {
    name: spec.name,
    icon: spec.icon,
    status: 'active',
    trigger: 'event',
    accountability: 'all',
    description: spec.description,
    options: spec.options,
  });
  const ids = new Map<string, string>();
  for (const [index, operation] of operations.entries()) {
    const created = await rest.send<UnknownRecord>('POST', 'operations', {
      flow: flow.id,
      key: operation.key,
      name: operation.name,
      type: operation.type,
      options: operation.options,
      position_x: 19 + (operations.length - 1 - index) * 18,
      position_y: 1 + (spec.sideBranches?.includes(operation.key) ? 18 : 0),
      resolve: operation.resolve ? ids.get(operation.resolve) : null,
      reject: operation.reject ? ids.get(operation.reject) : null,
    });
    ids.set(operation.key, String(created.id));
  }
  await rest.send('PATCH', `flows/${String(flow.id)}`, { operation: ids.get(operations.at(-1)!.key) });
}
