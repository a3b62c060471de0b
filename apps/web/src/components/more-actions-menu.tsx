// A card's "More actions" menu (kiosks, kits): an icon button naming what it acts on, and a menu
// whose items close it before they run, so a dialog an item opens takes the focus from it.
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface MoreAction {
  label: string;
  onSelect: () => void;
  /** Shown in the error colour (delete). */
  destructive?: boolean;
}

export function MoreActionsMenu({ of, actions }: { of: string; actions: MoreAction[] }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`More actions for ${of}`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRoundedIcon />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {actions.map(({ label, onSelect, destructive }) => (
          <MenuItem
            key={label}
            onClick={() => {
              setAnchor(null);
              onSelect();
            }}
            sx={destructive ? { color: 'error.main' } : undefined}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
