import type {ReactiveElement} from '@lit/reactive-element';

/** Video.js 10's media context (its `MEDIA_CONTEXT_KEY`), registered globally by that name. */
const MEDIA_CONTEXT = Symbol.for('@videojs/media');

type SetMedia = (media: HTMLElement | null) => void;

/**
 * Makes each `Player` the media of a Video.js 10 player around it, as Video.js's own media
 * elements are (it finds a plain `<video>` among its children, never one in a shadow root): once
 * connected, the element asks for Video.js's media context with the web components' context
 * protocol (a `context-request` event, which Video.js's player answers with the function that
 * sets its media) and sets itself; once disconnected, it unsets itself. Video.js's skin then
 * drives it through its `<video>` members and events. Without Video.js, nobody answers.
 */
export function offerToVideoJs(Player: typeof ReactiveElement): void {
  Player.addInitializer((player) => {
    let setMedia: SetMedia | undefined;
    player.addController({
      hostConnected() {
        const request = new Event('context-request', {bubbles: true, composed: true});
        // Asked once per connection, not subscribed: the function Video.js answers with stays.
        Object.assign(request, {
          context: MEDIA_CONTEXT,
          callback: (value?: {setMedia?: SetMedia}) => (setMedia = value?.setMedia)?.(player),
        });
        player.dispatchEvent(request);
      },
      hostDisconnected: () => setMedia?.(null),
    });
  });
}
