// Its own file: the transcript's chunk must not have been imported by the page before.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-transcript/video-transcript.js';
import type {VideoTranscript} from '../../src/video-transcript/video-transcript.component.js';
import {waitUntil} from '../wait-until.js';
import {RELOAD_WORDS, withoutModule} from '../without-module.js';

const status = (el: VideoTranscript) => el.shadowRoot!.querySelector('[part="status"]');

describe('<video-transcript> whose code cannot be downloaded', () => {
  it('says so, in the words of `strings` where the page gives them', async () => {
    const [plain, translated] = await withoutModule('transcript-view', async () => {
      const elements = [
        await fixture<VideoTranscript>(html`<video-transcript for="p"></video-transcript>`),
        await fixture<VideoTranscript>(
          html`<video-transcript
            for="p"
            .strings=${{codeUnavailable: 'Neu laden.'}}
          ></video-transcript>`,
        ),
      ];
      await waitUntil(() => elements.every(status), 'no status shown');
      return elements;
    });
    expect(status(plain!)!.textContent).to.equal(RELOAD_WORDS);
    expect(status(plain!)).to.have.attribute('role', 'alert');
    expect(status(translated!)!.textContent).to.equal('Neu laden.');
    await expect(plain).to.be.accessible();
  });
});
