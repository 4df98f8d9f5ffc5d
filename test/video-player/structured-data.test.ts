import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {Scope, standIn} from '../stand-in.js';
import {part} from './player-dom.js';
import {serverRenderedPlayer} from './server-rendered.js';

const scripts = (el: Element) => el.querySelectorAll(':scope > script[type="application/ld+json"]');
const jsonLd = (el: Element) => JSON.parse(scripts(el)[0]?.textContent ?? 'null');

async function player(scope: Scope, id: string, structured = true) {
  const {endpoint, apiKey} = scope.source();
  const el = await fixture<VideoPlayer>(
    html`<video-player
      video-id=${id}
      endpoint=${endpoint}
      api-key=${apiKey!}
      ?structured-data=${structured}
    ></video-player>`,
  );
  await waitUntil(() => part(el, 'title'), 'the poster shows the record');
  return el;
}

describe('<video-player structured-data>', () => {
  it('writes the record as a schema.org VideoObject into the light DOM', async () => {
    const el = await player(await Scope.create(), '1001');
    await waitUntil(() => scripts(el).length === 1, 'a JSON-LD script is written');
    const data = jsonLd(el);
    expect(data['@context']).to.equal('https://schema.org');
    expect(data['@type']).to.equal('VideoObject');
    expect(data.identifier).to.equal('1001');
    expect(data.name).to.equal(part(el, 'title')!.textContent!.trim());
    const {mediaUrl} = await standIn();
    expect(data.contentUrl).to.match(new RegExp(`^${mediaUrl}/.+/medium\\.mp4$`));
    expect(data.duration).to.match(/^PT(\d+M)?\d+S$/);
    expect(data.uploadDate).to.equal('2023-01-09T00:00:00.000+00:00');
  });

  it('follows a change of video-id with one script, and removes it when switched off', async () => {
    const el = await player(await Scope.create(), '1001');
    await waitUntil(() => scripts(el).length === 1);
    el.videoId = '1002';
    await waitUntil(() => jsonLd(el)?.identifier === '1002', 'the script follows the new record');
    expect(scripts(el)).to.have.length(1);
    el.structuredData = false;
    await waitUntil(() => scripts(el).length === 0, 'the script goes with the attribute');
  });

  it('writes nothing without the attribute', async () => {
    const el = await player(await Scope.create(), '1003', false);
    await el.updateComplete;
    expect(scripts(el)).to.have.length(0);
    el.structuredData = true; // The same player writes it once asked: the absence was the attribute's.
    await waitUntil(() => scripts(el).length === 1);
  });

  it('takes over the server-rendered JSON-LD, and hides the no-script fallback', async () => {
    const el = await serverRenderedPlayer(await Scope.create(), '1001', {
      attributes: 'structured-data',
    });
    await oneEvent(el, 'video-load');
    await waitUntil(() => part(el, 'title'));
    expect(scripts(el)).to.have.length(1);
    expect(jsonLd(el).identifier).to.equal('1001');
    const fallback = el.querySelector(':scope > a')!;
    expect(fallback, 'the server rendered a fallback link').to.exist;
    expect(fallback.getClientRects()).to.have.length(0);
  });
});
