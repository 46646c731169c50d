import type { ItemId } from '../core/catalog/taxonomy.ts';
import { isMoney, toMoney, type Money } from '../core/money.ts';
import { isFiniteNumber, isNonNegativeInteger, isRecord, type UnknownRecord } from '../core/shapes.ts';
import { ContentError } from './source.ts';

/**
 * Reads the fields of one raw item (or of a part nested in it, such as a variant) and throws a
 * ContentError naming collection, item id and field path whenever a value is unusable.
 */
export interface FieldReader {
  readonly record: UnknownRecord;
  fail(field: string, problem: string): never;
  /** A trimmed string that must not be empty. */
  requiredText(field: string): string;
  /** A trimmed string; '' when missing. */
  text(field: string): string;
  /** Markup kept exactly as stored; '' when missing. */
  html(field: string): string;
  /** A gross price; null when missing (price on request). */
  money(field: string): Money | null;
  requiredMoney(field: string): Money;
  /** A whole number ≥ 0; `fallback` when missing. */
  count(field: string, fallback: number): number;
  /** A whole number ≥ 0, or null when missing. */
  optionalCount(field: string): number | null;
  flag(field: string, fallback: boolean): boolean;
  /** A list; [] when missing. */
  list(field: string): unknown[];
  /** A relation: a bare id or an expanded object with an id; null when missing. */
  reference(field: string): ItemId | null;
  /** Reads a nested object (a variant, the size guide) with the field path continued. */
  nested(field: string, value: unknown): FieldReader;
}

export function isItemId(value: unknown): value is ItemId {
  return (typeof value === 'string' && value.trim() !== '') || isFiniteNumber(value);
}

const isMissing = (value: unknown) => value === null || value === undefined;

export function fieldReader(collection: string, itemId: unknown, record: unknown, path = ''): FieldReader {
  const fail = (field: string, problem: string): never => {
    throw new ContentError(collection, itemId, `${path}${field}`, problem);
  };
  if (!isRecord(record)) return fail('(item)', 'is not an object');
  const value = (field: string) => record[field];

  const reader: FieldReader = {
    record,
    fail,
    requiredText(field) {
      const text = reader.text(field);
      return text || fail(field, 'is required');
    },
    text(field) {
      const raw = value(field);
      if (isMissing(raw)) return '';
      return typeof raw === 'string' ? raw.trim() : fail(field, 'must be text');
    },
    html(field) {
      const raw = value(field);
      if (isMissing(raw)) return '';
      return typeof raw === 'string' ? raw : fail(field, 'must be HTML text');
    },
    money(field) {
      const raw = value(field);
      if (isMissing(raw)) return null;
      // Decimal would accept "1e3" and hex; a price is plain digits with cents at most (a decimal
      // column with a larger scale pads with zeros: "849.9000").
      const plain = (typeof raw === 'string' || typeof raw === 'number') && /^\d+(\.\d{1,2}0*)?$/.test(String(raw));
      return plain && isMoney(raw) ? toMoney(raw as string | number) : fail(field, `"${String(raw)}" is not a price`);
    },
    requiredMoney(field) {
      return reader.money(field) ?? fail(field, 'is required');
    },
    count(field, fallback) {
      return reader.optionalCount(field) ?? fallback;
    },
    optionalCount(field) {
      const raw = value(field);
      if (isMissing(raw)) return null;
      return isNonNegativeInteger(raw) ? raw : fail(field, `"${String(raw)}" is not a whole number of 0 or more`);
    },
    flag(field, fallback) {
      const raw = value(field);
      if (isMissing(raw)) return fallback;
      return typeof raw === 'boolean' ? raw : fail(field, 'must be true or false');
    },
    list(field) {
      const raw = value(field);
      if (isMissing(raw)) return [];
      return Array.isArray(raw) ? raw : fail(field, 'must be a list');
    },
    reference(field) {
      const raw = value(field);
      if (isMissing(raw)) return null;
      const id = isRecord(raw) ? raw.id : raw;
      return isItemId(id) ? id : fail(field, 'must be an id or an object with an id');
    },
    nested(field, nestedValue) {
      return fieldReader(collection, itemId, nestedValue, `${path}${field}.`);
    },
  };
  return reader;
}

/** Reads a raw item's own id, failing with the item's position when it has none. */
export function itemIdOf(collection: string, raw: unknown, position: number): ItemId {
  const id = isRecord(raw) ? raw.id : undefined;
  if (!isItemId(id)) throw new ContentError(collection, `#${position + 1} (no id)`, 'id', 'every item needs an id');
  return id;
}
