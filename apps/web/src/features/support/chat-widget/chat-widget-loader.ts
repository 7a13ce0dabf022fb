/**
 * Loads the third-party live chat (CHAT_WIDGET_URL) while the support page is open and takes it
 * away when the user leaves (spec: "loads on this page and is hidden on leaving").
 *
 * The contract we assume of the widget (docs/decisions/0004): it renders into the element whose id
 * is named by the script's `data-container` attribute — a `<div id="rumo-support-chat">` that we
 * append to <body> and own. Leaving the page removes our `<script>` and that container, hence
 * everything the widget drew inside it. Each time the script runs it draws into the container that
 * exists then (the page may be left and opened again).
 *
 * The support route holds it once for the page. Holds are counted and a release is settled a
 * microtask later, so StrictMode's mount-unmount-mount (or a page that holds it twice) does not
 * remove and re-insert the script.
 */
export const CHAT_WIDGET_CONTAINER_ID = 'rumo-support-chat';
export const CHAT_WIDGET_SCRIPT_ID = 'rumo-support-chat-script';

type Loaded = { url: string; script: HTMLScriptElement; container: HTMLElement };

let loaded: Loaded | null = null;
let holders = 0;

function insert(url: string): Loaded {
  const container = document.createElement('div');
  container.id = CHAT_WIDGET_CONTAINER_ID;
  document.body.append(container);
  const script = document.createElement('script');
  script.id = CHAT_WIDGET_SCRIPT_ID;
  script.src = url;
  script.async = true;
  script.dataset.container = CHAT_WIDGET_CONTAINER_ID;
  document.body.append(script);
  return { url, script, container };
}

function remove(): void {
  loaded?.script.remove();
  loaded?.container.remove();
  loaded = null;
}

/** Shows the widget from `url`; call the returned function when leaving (idempotent). */
export function holdChatWidget(url: string): () => void {
  holders += 1;
  if (loaded?.url !== url) {
    remove();
    loaded = insert(url);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    queueMicrotask(() => {
      if (holders === 0) remove();
    });
  };
}

/** Event a widget's loader may listen to, to open its chat window ('Iniciar conversa', decision 1403). */
export const OPEN_CHAT_EVENT = 'rumo:open-support-chat';

/**
 * 'Iniciar conversa' with a widget loaded: asks it to open (OPEN_CHAT_EVENT) and brings its
 * container into view with the focus on it. False when no widget is on the page.
 */
export function openChatWidget(): boolean {
  const container = loaded?.container;
  if (!container?.isConnected) return false;
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
  container.tabIndex = -1;
  container.scrollIntoView?.({ block: 'nearest' });
  container.focus();
  return true;
}
