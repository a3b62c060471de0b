// Asks before revoking or re-issuing a kit's onboarding link — the installer holding the link
// feels either at once — and runs it.
import type { AdminKit } from '@airboard/shared/api';
import { CommandDialog, type CommandText } from '../../../components/command-dialog';
import { useChangeKitLink, type KitLinkChange } from '../api/change-kit-link';

function commandText(command: KitLinkChange, kit: AdminKit, name: string): CommandText {
  switch (command) {
    case 'revoke':
      return {
        title: `Revoke the link of ${name}?`,
        text: 'The onboarding link and its QR code stop working at once: the installer cannot go on with this kit. Devices already onboarded keep reporting. You can issue a new link later.',
        action: 'Revoke link',
        done: 'The kit’s link is revoked',
      };
    case 'reissue':
      return {
        title: `Re-issue the link of ${name}?`,
        text:
          kit.revokedAt === null
            ? 'A new link and QR code replace the current ones, which stop working at once: the installer needs the new link.'
            : 'The kit gets a new link and QR code to give the installer.',
        action: 'Re-issue link',
        done: 'The kit has a new link',
      };
  }
}

type KitsCommandDialogProps = {
  projectId: string;
  command: KitLinkChange;
  kit: AdminKit;
  /** The kit's name (see kitName). */
  name: string;
  onClose: () => void;
};

export function KitsCommandDialog({
  projectId,
  command,
  kit,
  name,
  onClose,
}: KitsCommandDialogProps) {
  const changeLink = useChangeKitLink(projectId);
  return (
    <CommandDialog
      text={commandText(command, kit, name)}
      busy={changeLink.isPending}
      run={(settled) => changeLink.mutate({ kitId: kit.objectId, change: command }, settled)}
      onClose={onClose}
    />
  );
}
