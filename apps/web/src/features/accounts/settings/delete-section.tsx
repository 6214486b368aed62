import { ACCOUNT_DELETION_TEXT as TEXT } from '@dd/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** Deleting the account: the button opens the confirm step, which names what goes and what stays. */
export function DeleteSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection id="delete" title={TEXT.title} description={TEXT.intro}>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {TEXT.open}
        </Button>
      </div>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}
