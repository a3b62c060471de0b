// Asks before a kiosk command that screens feel at once — Delete, Revoke link, Re-issue link — and
// runs it: what happens to the screens and people holding the link, then the command's verb.
import type { Kiosk } from '@airboard/shared/api';
import { CommandDialog, type CommandText } from '../../../components/command-dialog';
import { useChangeKioskLink } from '../api/change-kiosk-link';
import { useDeleteKiosk } from '../api/delete-kiosk';
import type { KioskCommand } from './kiosk-card';

function commandText(command: KioskCommand, kiosk: Kiosk): CommandText {
  switch (command) {
    case 'delete':
      return {
        title: `Delete ${kiosk.name}?`,
        text: 'The kiosk and its link are removed, and screens showing it stop at once. This cannot be undone.',
        action: 'Delete',
        done: `Deleted ${kiosk.name}`,
      };
    case 'revoke':
      return {
        title: `Revoke ${kiosk.name}'s link?`,
        text: 'Its link and QR code stop working at once, on every screen showing it and for everyone it was shared with. You can issue a new link later.',
        action: 'Revoke link',
        done: `${kiosk.name}'s link is revoked`,
      };
    case 'reissue':
      return {
        title: `Re-issue ${kiosk.name}'s link?`,
        text:
          kiosk.url === null
            ? 'The kiosk gets a new link and QR code to share.'
            : 'A new link and QR code replace the current ones, which stop working at once: screens showing the kiosk need the new link.',
        action: 'Re-issue link',
        done: `${kiosk.name} has a new link`,
      };
  }
}

type KioskCommandDialogProps = {
  siteId: string;
  command: KioskCommand;
  kiosk: Kiosk;
  onClose: () => void;
};

export function KioskCommandDialog({ siteId, command, kiosk, onClose }: KioskCommandDialogProps) {
  const remove = useDeleteKiosk(siteId);
  const changeLink = useChangeKioskLink(siteId);
  return (
    <CommandDialog
      text={commandText(command, kiosk)}
      busy={remove.isPending || changeLink.isPending}
      run={(settled) => {
        if (command === 'delete') {
          remove.mutate(kiosk.objectId, settled);
        } else {
          changeLink.mutate({ kioskId: kiosk.objectId, change: command }, settled);
        }
      }}
      onClose={onClose}
    />
  );
}
