import { ACCOUNT_DATA_TEXT } from '@dd/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadMyData } from './account-data-api';
import { SettingsSection } from './settings-section';

/** Your data: one JSON file with everything stored about the member (issue 24 §1). */
export function ExportSection() {
  const download = useDownloadMyData();
  return (
    <SettingsSection id="export" title={ACCOUNT_DATA_TEXT.title} description={ACCOUNT_DATA_TEXT.description}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          variant="secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? ACCOUNT_DATA_TEXT.downloading : ACCOUNT_DATA_TEXT.download}
        </Button>
        <p role="status" className="text-sm font-bold text-ink-soft">
          {download.isSuccess ? ACCOUNT_DATA_TEXT.downloaded : ''}
        </p>
      </div>
      {download.isError && <FormAlert>{errorMessage(download.error, ACCOUNT_DATA_TEXT.failed)}</FormAlert>}
    </SettingsSection>
  );
}
