import { useEffect } from 'react';
import { usePublicConfig } from '../api/public-config.ts';
import { holdChatWidget } from './chat-widget-loader.ts';

/**
 * The live chat of the support page: loaded only when the server has CHAT_WIDGET_URL (decision 0004),
 * removed on leaving. Renders nothing itself; without the setting, or while the setting is being
 * read or could not be read, the page is the hours and the contact buttons ('Iniciar conversa' then says the chat is offline).
 */
export function SupportChatWidget() {
  const url = usePublicConfig().data?.chatWidgetUrl;
  useEffect(() => (url ? holdChatWidget(url) : undefined), [url]);
  return null;
}
