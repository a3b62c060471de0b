// The devices of a kit to register, as an admin gives them: serial numbers typed one per line, or
// a CSV file (column serialNumber and, optionally, the product's model name; the header row is
// optional). Everything is checked here, before anything is sent, and each problem names its line,
// so a file is fixed once rather than by trial against the server.
import { kitDeviceRegistration, type Product } from '@airboard/shared/api';
import { KIT_MAX_DEVICES } from '@airboard/shared/rules';

/**
 * One device as given: where it was given (named in its problems: "Line 3"), its serial number,
 * and its product as written — model name, name or id — or null for the list's default product.
 */
export type SerialEntry = { where: string; serialNumber: string; product: string | null };
export type SerialEntries = { entries: SerialEntry[]; problems: string[] };

/** A device ready to register. */
export type KitDevice = { where: string; serialNumber: string; product: Product };

const SERIAL_MAX = kitDeviceRegistration.shape.serialNumber.maxLength ?? Infinity;

const linesOf = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
const lineName = (index: number) => `Line ${index + 1}`;

/** Serial numbers typed one per line; blank lines are skipped. */
export function parseTypedSerials(text: string): SerialEntries {
  const entries = linesOf(text).flatMap((line, index) => {
    const serialNumber = line.trim();
    return serialNumber === '' ? [] : [{ where: lineName(index), serialNumber, product: null }];
  });
  return { entries, problems: [] };
}

/** A CSV line's values (RFC 4180 quoting within the line), or null when a quote is left open. */
function csvValues(line: string, delimiter: string): string[] | null {
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char !== '"') {
        value += char;
      } else if (line[i + 1] === '"') {
        value += '"';
        i += 1;
      } else {
        quoted = false;
      }
    } else if (char === '"' && value.trim() === '') {
      quoted = true;
      value = '';
    } else if (char === delimiter) {
      values.push(value);
      value = '';
    } else {
      value += char;
    }
  }
  values.push(value);
  return quoted ? null : values;
}

/** Spreadsheets save with semicolons or tabs where the comma is the decimal mark. */
function delimiterOf(line: string): string {
  if (line.includes(',')) {
    return ',';
  }
  return ['\t', ';'].find((d) => line.includes(d)) ?? ',';
}

const headerName = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
const SERIAL_HEADERS = new Set(['serialnumber', 'serial', 'serialno']);
const PRODUCT_HEADERS = new Set([
  'product',
  'model',
  'modelname',
  'productmodelname',
  'productmodel',
]);

/**
 * A CSV of serial numbers: without a header, the serial number then, optionally, the model name;
 * with one (a first line naming serialNumber), the columns as it names them, others ignored.
 */
export function parseSerialsCsv(text: string): SerialEntries {
  const lines = linesOf(text);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) {
    return { entries: [], problems: ['The file has no serial numbers.'] };
  }
  const delimiter = delimiterOf(lines[first]!);
  const header = (csvValues(lines[first]!, delimiter) ?? []).map(headerName);
  const hasHeader = header.some((name) => SERIAL_HEADERS.has(name));
  const serialColumn = hasHeader ? header.findIndex((name) => SERIAL_HEADERS.has(name)) : 0;
  const productColumn = hasHeader ? header.findIndex((name) => PRODUCT_HEADERS.has(name)) : 1;

  const entries: SerialEntry[] = [];
  const problems: string[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '' || (hasHeader && index === first)) {
      return;
    }
    const where = lineName(index);
    const values = csvValues(line, delimiter);
    if (values === null) {
      problems.push(`${where}: a quoted value is not closed`);
      return;
    }
    if (!hasHeader && values.slice(2).some((v) => v.trim() !== '')) {
      problems.push(
        `${where}: expected a serial number and a model name, found ${values.length} values`,
      );
      return;
    }
    const serialNumber = values[serialColumn]?.trim() ?? '';
    if (serialNumber === '') {
      problems.push(`${where}: no serial number`);
      return;
    }
    const product = productColumn === -1 ? '' : (values[productColumn]?.trim() ?? '');
    entries.push({ where, serialNumber, product: product === '' ? null : product });
  });
  if (entries.length === 0 && problems.length === 0) {
    problems.push('The file has no serial numbers.');
  }
  return { entries, problems };
}

function productOf(written: string, products: readonly Product[]): Product | undefined {
  const wanted = written.toLowerCase();
  return products.find((p) =>
    [p.modelName, p.name, p.objectId].some((name) => name.toLowerCase() === wanted),
  );
}

function serialProblem(serialNumber: string): string | null {
  if (serialNumber.length > SERIAL_MAX) {
    return `the serial number is longer than ${SERIAL_MAX} characters`;
  }
  return kitDeviceRegistration.shape.serialNumber.safeParse(serialNumber).success
    ? null
    : 'the serial number has characters that cannot be stored';
}

/**
 * The devices of the entries, each with its product (written, else `fallback`), and the problems
 * that keep the kit from being registered: a bad serial number, one given twice, a product not in
 * the catalogue, more devices than a kit holds.
 */
export function kitDevicesOf(
  entries: readonly SerialEntry[],
  products: readonly Product[],
  fallback: Product | undefined,
): { devices: KitDevice[]; problems: string[] } {
  const devices: KitDevice[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { where, serialNumber, product: written } of entries) {
    const problem = serialProblem(serialNumber);
    const product = written === null ? fallback : productOf(written, products);
    if (problem !== null) {
      problems.push(`${where}: ${problem}`);
    } else if (seen.has(serialNumber)) {
      problems.push(`${where}: ${serialNumber} is listed twice`);
    } else if (product === undefined) {
      problems.push(
        written === null ? `${where}: no product chosen` : `${where}: no product “${written}”`,
      );
    } else {
      devices.push({ where, serialNumber, product });
    }
    seen.add(serialNumber);
  }
  if (entries.length > KIT_MAX_DEVICES) {
    problems.push(
      `A kit holds at most ${KIT_MAX_DEVICES} devices: this one has ${entries.length}.`,
    );
  }
  return { devices, problems };
}
