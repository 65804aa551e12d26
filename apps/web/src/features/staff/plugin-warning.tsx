import { Button, Checkbox, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isClosedToday, markShownThisSession, setClosedToday, wasShownThisSession } from '../../lib/prompt-memory';
import { usePrompt } from '../../lib/use-prompt';
import { useSession } from '../../stores/session';
import { DownloadButton } from '../helper-link';
import { isPluginWarned, PLUGIN_WARNING } from './plugin-warning-rules';

/**
 * Spec §2: the warning that a manager logging into the marketplace back office with the main account must install
 * the statistics plugin, with 今日不再提示 (its close time is kept; spec §3). Once per login session at most, in
 * its turn in the prompt queue.
 */
export function PluginWarning() {
  const { t } = useTranslation('staff');
  const user = useSession((s) => s.user);
  const isVisitor = useSession((s) => s.isVisitor);
  const token = useSession((s) => s.token);
  const [isTodayOff, setIsTodayOff] = useState(false);
  const uid = user?.uid ?? 0;
  const isWanted = Boolean(
    token &&
      isPluginWarned(user, isVisitor) &&
      !wasShownThisSession(PLUGIN_WARNING, uid, token) &&
      !isClosedToday(PLUGIN_WARNING, uid, new Date()),
  );
  const { isShown, close: giveBack } = usePrompt('pluginWarning', isWanted, () => close());

  useEffect(() => {
    if (isShown && token) {
      markShownThisSession(PLUGIN_WARNING, uid, token);
    }
  }, [isShown, token, uid]);

  const close = () => {
    if (isTodayOff) {
      setClosedToday(PLUGIN_WARNING, uid, new Date());
    }
    giveBack();
  };
  return (
    <Modal
      open={isShown}
      title={t('pluginWarning.title')}
      onCancel={close}
      centered
      width={480}
      footer={
        <div className="ksa-prompt-footer">
          <Checkbox
            checked={isTodayOff}
            onChange={(e) => setIsTodayOff(e.target.checked)}
            data-testid="plugin-warning-today"
          >
            {t('dontShowToday')}
          </Checkbox>
          <span className="ksa-prompt-footer-actions">
            <DownloadButton kind="plugin" testId="plugin-warning-download">
              {t('pluginWarning.download')}
            </DownloadButton>
            <Button type="primary" onClick={close} data-testid="plugin-warning-ok">
              {t('installReminder.ok')}
            </Button>
          </span>
        </div>
      }
    >
      <Typography.Paragraph data-testid="plugin-warning">{t('pluginWarning.body')}</Typography.Paragraph>
    </Modal>
  );
}
