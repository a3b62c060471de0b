// The project home's site search: one labelled box, matched by the shared search rule.
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

type SiteSearchProps = { value: string; onChange: (value: string) => void };

export function SiteSearch({ value, onChange }: SiteSearchProps) {
  return (
    <TextField
      type="search"
      size="small"
      label="Search sites"
      placeholder="Name, address or short name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
