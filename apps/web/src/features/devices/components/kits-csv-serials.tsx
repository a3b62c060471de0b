// Register kit's file way: Choose CSV file reads the serial numbers (and, on rows that name one,
// the product's model) in the browser, and the rows read are shown before anything is sent. Rows
// without a model take the product chosen here.
import type { Product } from '@airboard/shared/api';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FilePicker } from '../../../components/file-picker';
import { SelectField } from '../../../components/select-field';
import { parseSerialsCsv, type KitDevice, type SerialEntries } from '../lib/kit-serials';
import { plural } from '../../../lib/plural';
import { productOptions } from './kits-typed-serials';

/** Far more than a kit's serial numbers take: a larger file is not a list of them. */
const CSV_MAX_BYTES = 100_000;

export type ChosenCsv = { fileName: string; read: SerialEntries };

async function readCsv(picked: File): Promise<SerialEntries> {
  if (picked.size > CSV_MAX_BYTES) {
    return {
      entries: [],
      problems: [`The file is over ${CSV_MAX_BYTES / 1000} kB: it is not a kit's serial numbers.`],
    };
  }
  return parseSerialsCsv(await picked.text());
}

type KitsCsvSerialsProps = {
  sensors: readonly Product[];
  sensorProduct: Product | undefined;
  onSensorProduct: (productId: string) => void;
  chosen: ChosenCsv | null;
  onChosen: (chosen: ChosenCsv) => void;
  /** The file's devices ready to register, each with its product. */
  devices: readonly KitDevice[];
};

export function KitsCsvSerials(props: KitsCsvSerialsProps) {
  const { sensors, sensorProduct, onSensorProduct, chosen, onChosen, devices } = props;

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        A column serialNumber and, optionally, a column with the product’s model name; the header
        row is optional. Rows without a model are of the product below.
      </Typography>
      {sensorProduct && (
        <SelectField
          label="Product of rows without a model"
          value={sensorProduct.objectId}
          options={productOptions(sensors)}
          onValueChange={onSensorProduct}
          minWidth={240}
        />
      )}
      <FilePicker
        accept=".csv,text/csv,text/plain"
        label="Choose CSV file"
        onPick={(file) =>
          void readCsv(file).then((read) => onChosen({ fileName: file.name, read }))
        }
        summary={
          chosen &&
          `${chosen.fileName}: ${plural(chosen.read.entries.length, 'serial number')} read`
        }
      />
      {devices.length > 0 && (
        <TableContainer sx={{ maxHeight: 280, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label="Serial numbers read">
            <TableHead>
              <TableRow>
                <TableCell>Serial Number</TableCell>
                <TableCell>Product</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {devices.map((device) => (
                <TableRow key={device.where}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {device.serialNumber}
                  </TableCell>
                  <TableCell>{device.product.modelName}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
