// Register kit's typed way: the hub's product and serial number, then the sensors' product and
// their serial numbers one a line (pasted from a spreadsheet column as well as typed).
import type { Product } from '@airboard/shared/api';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { parseTypedSerials, type SerialEntries } from '../lib/kit-serials';

/** What the admin typed; an empty product id stands for the first product of the kind. */
export type TypedSerials = {
  hubProductId: string;
  hubSerial: string;
  sensorProductId: string;
  sensorSerials: string;
};

export const noTypedSerials: TypedSerials = {
  hubProductId: '',
  hubSerial: '',
  sensorProductId: '',
  sensorSerials: '',
};

export const productOptions = (products: readonly Product[]) =>
  products.map((p) => ({ value: p.objectId, label: `${p.modelName} (${p.name})` }));

type KitsTypedSerialsProps = {
  hubs: readonly Product[];
  sensors: readonly Product[];
  /** The products chosen, defaults applied. */
  hubProduct: Product | undefined;
  sensorProduct: Product | undefined;
  value: TypedSerials;
  onChange: (value: TypedSerials) => void;
};

export function KitsTypedSerials(props: KitsTypedSerialsProps) {
  const { hubs, sensors, hubProduct, sensorProduct, value, onChange } = props;
  const set = (change: Partial<TypedSerials>) => onChange({ ...value, ...change });
  return (
    <>
      {hubProduct && (
        <>
          <SelectField
            label="Hub product"
            value={hubProduct.objectId}
            options={productOptions(hubs)}
            onValueChange={(hubProductId) => set({ hubProductId })}
            minWidth={240}
          />
          <TextInput
            label="Hub serial number"
            value={value.hubSerial}
            onValueChange={(hubSerial) => set({ hubSerial })}
            helperText="Printed on the hub. Leave it empty for a kit of sensors only."
            autoFocus
          />
        </>
      )}
      {sensorProduct && (
        <>
          <SelectField
            label="Sensor product"
            value={sensorProduct.objectId}
            options={productOptions(sensors)}
            onValueChange={(sensorProductId) => set({ sensorProductId })}
            minWidth={240}
          />
          <TextInput
            label="Sensor serial numbers"
            value={value.sensorSerials}
            onValueChange={(sensorSerials) => set({ sensorSerials })}
            helperText="One a line, as printed on each sensor."
            multiline
            minRows={4}
            maxRows={12}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </>
      )}
    </>
  );
}

/** The typed devices: the hub first, when its serial number is given, then the sensors. */
export function typedEntries(typed: TypedSerials, hubProduct: Product | undefined): SerialEntries {
  const hubSerial = typed.hubSerial.trim();
  const sensors = parseTypedSerials(typed.sensorSerials);
  const hub =
    hubSerial === '' || hubProduct === undefined
      ? []
      : [{ where: 'Hub serial number', serialNumber: hubSerial, product: hubProduct.objectId }];
  return { entries: [...hub, ...sensors.entries], problems: sensors.problems };
}
