import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/video-player/video-player.js';
import '../../src/video-transcript/video-transcript.js';
import type {Video} from '../../src/data/index.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import type {VideoTranscript} from '../../src/video-transcript/video-transcript.component.js';
import {clipVideo} from '../video-player/clips.js';

/** The captions of a clip as its files say, read here without the widget's code. */
async function captionsOf(video: Video): Promise<{count: number; first: string}> {
  const master = new URL(video.playbackDetails.streamUrl!);
  const masterText = await (await fetch(master)).text();
  const uri = /TYPE=SUBTITLES[^\n]*URI="([^"]+)"/.exec(masterText)![1]!;
  const playlist = new URL(uri, master);
  const files = (await (await fetch(playlist)).text())
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const vtts = await Promise.all(
    files.map(async (file) => (await fetch(new URL(file, playlist))).text()),
  );
  const blocks = vtts
    .join('\n\n')
    .split(/\n\n+/)
    .filter((block) => block.includes('-->'));
  const firstLines = blocks[0]!.split('\n');
  const first = firstLines.slice(firstLines.findIndex((l) => l.includes('-->')) + 1).join(' ');
  return {count: blocks.length, first};
}

async function mount(video: Video, lang = 'en') {
  const root = await fixture<HTMLDivElement>(html`
    <div lang=${lang}>
      <video-player id="p1" .video=${video}></video-player>
      <video-transcript for="p1"></video-transcript>
    </div>
  `);
  return {
    player: root.querySelector('video-player') as VideoPlayer,
    transcript: root.querySelector('video-transcript') as VideoTranscript,
  };
}

const parts = (el: VideoTranscript, name: string) =>
  Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`));
const status = (el: VideoTranscript) => parts(el, 'status')[0]?.textContent?.trim();
/** Loading captions and starting playback take a while on a loaded machine. */
const until = (condition: () => unknown, message?: string) =>
  waitUntil(condition, message, {timeout: 10000});

describe('<video-transcript>', () => {
  it('lists every caption of the player’s video with its time', async () => {
    const video = await clipVideo('market-basics');
    const {transcript} = await mount(video);
    const expected = await captionsOf(video);
    await until(() => parts(transcript, 'line').length > 0, 'the lines load');
    const lines = parts(transcript, 'line');
    expect(lines).to.have.length(expected.count);
    expect(lines[0]!.textContent).to.include(expected.first.replace(/<[^>]*>/g, '').trim());
    expect(parts(transcript, 'time')[0]!.textContent).to.match(/^0:0\d$/);
    await expect(transcript).to.be.accessible();
  });

  it('seeks the player to a line and plays from there when the line is chosen', async () => {
    const {player, transcript} = await mount(await clipVideo('market-basics'));
    await until(() => parts(transcript, 'line').length > 2);
    const third = parts(transcript, 'line')[2]!;
    third.focus();
    const seeked = oneEvent(player, 'seeked');
    // The line is current for 1.75 s of play: a loaded page may look only after that, so every
    // change of the current line is heard, with how many lines were current then.
    let chosen = false;
    let alone = true;
    const heard = new MutationObserver(() => {
      const current = parts(transcript, 'line').filter((line) => line.ariaCurrent === 'true');
      if (!current.includes(third)) return;
      chosen = true;
      alone &&= current.length === 1;
    });
    heard.observe(transcript.shadowRoot!, {subtree: true, attributeFilter: ['aria-current']});
    // The player's own event, bounded by the test's time: the page's first play loads the
    // playback code and hls.js.
    const playing = oneEvent(player, 'playing');
    await sendKeys({press: 'Enter'});
    await playing;
    const start = Number(third.querySelector('[part~="time"]')!.textContent!.split(':')[1]);
    // The player says it plays before its stream has taken the start position (reading 0 then).
    await until(() => player.currentTime >= start, 'the player plays from the line');
    await until(() => chosen, 'the chosen line is current');
    heard.disconnect();
    await seeked;
    expect(player.currentTime, 'sought to the line, not played there').to.be.at.least(start);
    expect(alone, 'the only current line').to.be.true;
  });

  it('finds lines by search, marks the matches and says how many', async () => {
    const {transcript} = await mount(await clipVideo('market-basics'));
    await until(() => parts(transcript, 'line').length > 1);
    const all = parts(transcript, 'line').map((line) => line.textContent!);
    const word = /[A-Za-z]{4,}/.exec(all[1]!)![0];
    const matching = all.filter((text) => text.toLowerCase().includes(word.toLowerCase()));
    const search = parts(transcript, 'search')[0] as HTMLInputElement;
    search.focus();
    await sendKeys({type: word.toUpperCase()});
    await until(() => parts(transcript, 'line').length === matching.length);
    const marks = transcript.shadowRoot!.querySelectorAll('mark');
    expect(marks.length).to.be.at.least(matching.length);
    expect(marks[0]!.textContent!.toLowerCase()).to.equal(word.toLowerCase());
    const spoken = transcript.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
    expect(spoken).to.equal(`${matching.length} lines match`);
    await expect(transcript).to.be.accessible();
    await sendKeys({type: 'zzzz'});
    await until(() => parts(transcript, 'line').length === 0);
    expect(transcript.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim()).to.equal(
      'No line matches',
    );
  });

  it('follows the player to another video', async () => {
    const {player, transcript} = await mount(await clipVideo('market-basics'));
    await until(() => parts(transcript, 'line').length > 0);
    player.video = {...(await clipVideo('compound-growth')), id: 901};
    await until(
      () => status(transcript) === 'This video has no captions to show as a transcript.',
      'the other video has no captions',
    );
    await expect(transcript).to.be.accessible();
  });

  it('lists the lines when moved in the page while they load', async () => {
    const fetch = window.fetch;
    let moved = false;
    // Moved as it asks for its captions: disconnected, its load is aborted; then connected again.
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const transcript = document.querySelector('video-transcript');
      if (!moved && transcript) {
        moved = true;
        queueMicrotask(() => transcript.parentElement!.append(transcript));
      }
      return fetch(...args);
    };
    try {
      const {transcript} = await mount(await clipVideo('market-basics'));
      await until(() => parts(transcript, 'line').length > 0, 'the lines load');
      expect(moved).to.be.true;
    } finally {
      window.fetch = fetch;
    }
  });

  it('says which attribute is wrong when for names no player', async () => {
    const transcript = await fixture<VideoTranscript>(
      html`<video-transcript for="nowhere"></video-transcript>`,
    );
    // Its first words are "Loading…", until a frame has passed without the player coming.
    await until(() => status(transcript)?.includes('(it is "nowhere")'), 'the player is missing');
    expect(status(transcript)).to.equal(
      'The for attribute of <video-transcript> must be the id of a <video-player> on this page (it is "nowhere").',
    );
    await expect(transcript).to.be.accessible();
  });

  it('finds a player rendered after it, saying until then that it is missing', async () => {
    const root = await fixture<HTMLDivElement>(html`<div></div>`);
    const transcript = document.createElement('video-transcript');
    transcript.setAttribute('for', 'late');
    root.append(transcript);
    await until(() => status(transcript)?.includes('(it is "late")'), 'the player is missing');
    const player = document.createElement('video-player');
    player.video = await clipVideo('market-basics');
    root.append(player);
    player.id = 'late'; // A framework may set the id after inserting the element.
    await until(() => parts(transcript, 'line').length > 0, 'the lines load');
  });
});
