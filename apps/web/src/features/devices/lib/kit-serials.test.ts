// The kit's serial numbers as typed or uploaded: CSV with and without a header, quoting, the
// spreadsheets' other delimiters, and every problem named by its line.
import type { Product } from '@airboard/shared/api';
import { KIT_MAX_DEVICES } from '@airboard/shared/rules';
import { describe, expect, it } from 'vitest';
import { kitDevicesOf, parseSerialsCsv, parseTypedSerials } from './kit-serials';

const hub: Product = {
  objectId: 'prodHub',
  name: 'AB-HUB-1',
  modelName: 'Airboard Hub',
  type: 'hub',
};
const sensor: Product = {
  objectId: 'prodMs',
  name: 'AB-MS-6',
  modelName: 'Airboard Multi-Sensor',
  type: 'sensor',
};
const products = [hub, sensor];

describe('typed serial numbers', () => {
  it('takes one a line, trimmed, skipping blank lines', () => {
    expect(parseTypedSerials(' SN-1 \n\n\tSN-2\r\nSN-3\n')).toEqual({
      entries: [
        { where: 'Line 1', serialNumber: 'SN-1', product: null },
        { where: 'Line 3', serialNumber: 'SN-2', product: null },
        { where: 'Line 4', serialNumber: 'SN-3', product: null },
      ],
      problems: [],
    });
  });
});

describe('a CSV of serial numbers', () => {
  it('reads serial numbers alone, without a header', () => {
    expect(parseSerialsCsv('SN-1\nSN-2\n').entries).toEqual([
      { where: 'Line 1', serialNumber: 'SN-1', product: null },
      { where: 'Line 2', serialNumber: 'SN-2', product: null },
    ]);
  });

  it('reads the model name of the second column', () => {
    expect(parseSerialsCsv('HUB-1,Airboard Hub\nSN-1,\n').entries).toEqual([
      { where: 'Line 1', serialNumber: 'HUB-1', product: 'Airboard Hub' },
      { where: 'Line 2', serialNumber: 'SN-1', product: null },
    ]);
  });

  it('takes the columns a header names, in any order, ignoring the others', () => {
    const csv = '\uFEFFModel Name,Note,Serial Number\r\nAirboard Hub,roof,HUB-1\r\n,,SN-1\r\n';
    expect(parseSerialsCsv(csv)).toEqual({
      entries: [
        { where: 'Line 2', serialNumber: 'HUB-1', product: 'Airboard Hub' },
        { where: 'Line 3', serialNumber: 'SN-1', product: null },
      ],
      problems: [],
    });
    expect(parseSerialsCsv('serialNumber\nSN-1').entries).toEqual([
      { where: 'Line 2', serialNumber: 'SN-1', product: null },
    ]);
  });

  it('reads quoted values and the semicolons and tabs of spreadsheets', () => {
    expect(parseSerialsCsv('"SN,1","Airboard ""Multi"" Sensor"').entries).toEqual([
      { where: 'Line 1', serialNumber: 'SN,1', product: 'Airboard "Multi" Sensor' },
    ]);
    expect(parseSerialsCsv('serialNumber;model\nSN-1;AB-MS-6').entries).toEqual([
      { where: 'Line 2', serialNumber: 'SN-1', product: 'AB-MS-6' },
    ]);
    expect(parseSerialsCsv('SN-1\tAB-MS-6').entries).toEqual([
      { where: 'Line 1', serialNumber: 'SN-1', product: 'AB-MS-6' },
    ]);
  });

  it('names the line of each problem and keeps the good lines', () => {
    const csv = ['serialNumber,model', 'SN-1,AB-MS-6', ',AB-MS-6', '"SN-3,AB-MS-6', 'SN-4'].join(
      '\n',
    );
    expect(parseSerialsCsv(csv)).toEqual({
      entries: [
        { where: 'Line 2', serialNumber: 'SN-1', product: 'AB-MS-6' },
        { where: 'Line 5', serialNumber: 'SN-4', product: null },
      ],
      problems: ['Line 3: no serial number', 'Line 4: a quoted value is not closed'],
    });
  });

  it('refuses a line of more values than a serial number and a model name', () => {
    expect(parseSerialsCsv('SN-1,AB-MS-6,extra').problems).toEqual([
      'Line 1: expected a serial number and a model name, found 3 values',
    ]);
  });

  it('says when the file has no serial numbers', () => {
    expect(parseSerialsCsv('\n \n').problems).toEqual(['The file has no serial numbers.']);
    expect(parseSerialsCsv('serialNumber,model\n').problems).toEqual([
      'The file has no serial numbers.',
    ]);
  });
});

describe('the devices of a kit', () => {
  it('gives each its product: the one written (model name, name or id), else the default', () => {
    const { devices, problems } = kitDevicesOf(
      [
        { where: 'Hub', serialNumber: 'HUB-1', product: 'prodHub' },
        { where: 'Line 1', serialNumber: 'SN-1', product: 'airboard multi-sensor' },
        { where: 'Line 2', serialNumber: 'SN-2', product: 'AB-HUB-1' },
        { where: 'Line 3', serialNumber: 'SN-3', product: null },
      ],
      products,
      sensor,
    );
    expect(problems).toEqual([]);
    expect(devices.map((d) => [d.serialNumber, d.product.objectId])).toEqual([
      ['HUB-1', 'prodHub'],
      ['SN-1', 'prodMs'],
      ['SN-2', 'prodHub'],
      ['SN-3', 'prodMs'],
    ]);
  });

  it('names an unknown product, a serial number given twice and one too long', () => {
    const { devices, problems } = kitDevicesOf(
      [
        { where: 'Line 1', serialNumber: 'SN-1', product: 'AirThing 9' },
        { where: 'Line 2', serialNumber: 'SN-2', product: null },
        { where: 'Line 3', serialNumber: 'SN-2', product: null },
        { where: 'Line 4', serialNumber: 'S'.repeat(121), product: null },
      ],
      products,
      sensor,
    );
    expect(devices.map((d) => d.serialNumber)).toEqual(['SN-2']);
    expect(problems).toEqual([
      'Line 1: no product “AirThing 9”',
      'Line 3: SN-2 is listed twice',
      'Line 4: the serial number is longer than 120 characters',
    ]);
  });

  it('holds no more devices than a kit may', () => {
    const entries = Array.from({ length: KIT_MAX_DEVICES + 1 }, (_, i) => ({
      where: `Line ${i + 1}`,
      serialNumber: `SN-${i}`,
      product: null,
    }));
    expect(kitDevicesOf(entries, products, sensor).problems).toEqual([
      `A kit holds at most ${KIT_MAX_DEVICES} devices: this one has ${KIT_MAX_DEVICES + 1}.`,
    ]);
  });
});
