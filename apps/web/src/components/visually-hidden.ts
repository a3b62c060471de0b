// Styles for text that names something to screen readers only (a table's actions column). Sizes
// in px on purpose: in MUI's sx a bare 1 means 100 %, which would stretch the hidden text across
// the page and make it scroll sideways.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
