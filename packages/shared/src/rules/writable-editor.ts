/**
 * The writable-value editor (spec 000 §5): its kind follows the function name — "num" gives a
 * number input, "bool" an "Enable?" toggle, "str" a select — and how typed text becomes the value
 * sent: the text "false" becomes false, a non-numeric number becomes null.
 */
export type WritableEditorKind = 'num' | 'bool' | 'str';

/** The editor for a write function, or null when the name says none of the three. */
export function writableEditorKind(functionName: string): WritableEditorKind | null {
  const name = functionName.toLowerCase();
  if (name.includes('num')) {
    return 'num';
  }
  if (name.includes('bool')) {
    return 'bool';
  }
  if (name.includes('str')) {
    return 'str';
  }
  return null;
}

/**
 * The function that releases Airboard's override of a point (issue 21): a BACnet point's priority
 * is relinquished, and the controller's own program (or a lower priority) takes over again.
 */
export const RELEASE_FUNCTION = 'release';

/** The first of a measurement's functions that has an editor. */
export function writeFunctionOf(functions: readonly string[]): string | null {
  return functions.find((f) => writableEditorKind(f) !== null) ?? null;
}

export type WritableValue = number | boolean | string | null;

/** The value sent for what the user entered in an editor of the given kind. */
export function parseWritableInput(
  kind: WritableEditorKind,
  input: string | boolean,
): WritableValue {
  if (typeof input === 'boolean') {
    return input;
  }
  if (input === 'false') {
    return false;
  }
  if (kind === 'num') {
    const trimmed = input.trim();
    const value = Number(trimmed);
    return trimmed === '' || !Number.isFinite(value) ? null : value;
  }
  if (kind === 'bool') {
    return input === 'true';
  }
  return input;
}

/** The values a writable point accepts; either end may be open. */
export interface WritableRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** Whether a number is one the point accepts (both ends included). */
export function isWithinRange(value: number, range: WritableRange | null): boolean {
  const { min, max } = range ?? {};
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/**
 * The accepted values as the editor shows them before anything is typed ("55 to 85 °F",
 * "at least 0 %"), or null for a point that takes any number.
 */
export function writableRangeText(range: WritableRange | null, unit: string): string | null {
  const u = unit ? ` ${unit}` : '';
  const { min, max } = range ?? {};
  if (min !== undefined && max !== undefined) {
    return `${min} to ${max}${u}`;
  }
  if (min !== undefined) {
    return `at least ${min}${u}`;
  }
  return max !== undefined ? `at most ${max}${u}` : null;
}
