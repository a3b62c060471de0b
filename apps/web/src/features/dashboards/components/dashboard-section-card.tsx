// A section of a dashboard (spec 001 §2): its name with a button that collapses or expands it (the
// state is saved on the dashboard) and, in edit mode, edit, delete and Add Card; its cards in a grid.
import type { DashboardSection } from '@airboard/shared/api';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Children } from 'react';

type DashboardSectionCardProps = {
  section: DashboardSection;
  editMode: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddCard: () => void;
  children: ReactNode;
};

export function DashboardSectionCard(props: DashboardSectionCardProps) {
  const { section, editMode, onToggle, onEdit, onDelete, onAddCard, children } = props;
  const open = !section.isCollapsed;
  const contentId = `section-${section.uniqueId}`;
  return (
    <Paper variant="outlined" component="section" aria-label={section.name}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 1, py: 0.5 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={contentId}
          sx={{
            flex: 1,
            justifyContent: 'flex-start',
            gap: 1,
            p: 1,
            borderRadius: 1,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <ExpandMoreRoundedIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'none' : 'rotate(-90deg)' }}
          />
          <Typography component="h2" variant="h3">
            {section.name}
          </Typography>
        </ButtonBase>
        {editMode && (
          <>
            <IconButton aria-label={`Edit section ${section.name}`} onClick={onEdit}>
              <EditRoundedIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`Delete section ${section.name}`} onClick={onDelete}>
              <DeleteOutlineRoundedIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      <Collapse in={open} id={contentId}>
        <Box
          sx={{
            px: 2,
            pb: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {Children.count(children) === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No cards in this section yet.</Typography>
          ) : (
            children
          )}
        </Box>
        {editMode && (
          <Box sx={{ px: 2, pb: 2 }}>
            <Button startIcon={<AddRoundedIcon />} onClick={onAddCard}>
              Add Card
            </Button>
          </Box>
        )}
      </Collapse>
    </Paper>
  );
}
