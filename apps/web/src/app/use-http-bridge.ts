import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useVisitorUi } from '../features/visitor/visitor-store';
import { configureHttp } from '../lib/http';

/** Gives the HTTP client antd's message API, the router and the visitor prompt. */
export function useHttpBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    configureHttp({
      notify: {
        error: (msg) => void message.error(msg),
        warning: (msg) => void message.warning(msg),
        destroy: () => message.destroy(),
      },
      navigate: (path) => void navigate(path),
      onVisitorBlocked: () => useVisitorUi.getState().showPrompt(),
    });
  }, [message, navigate]);
}
