import { App } from 'antd';
import { useCallback } from 'react';
import { msgOf, msgText } from '../../lib/error-text';
import { HelperCallError } from './api';

/**
 * Runs a helper call and shows its failure like the request layer does (data-and-tools §8): the helper's
 * 'folder does not exist' becomes the warning that the images were not collected locally.
 */
export const useHelperCall = () => {
  const { message } = App.useApp();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      try {
        return await call();
      } catch (error) {
        if (error instanceof HelperCallError && error.isFolderMissing) {
          void message.warning(msgText(msgOf('FOLDER_MISSING')));
        } else {
          void message.error(error instanceof Error ? error.message : String(error));
        }
        return null;
      }
    },
    [message],
  );
};
