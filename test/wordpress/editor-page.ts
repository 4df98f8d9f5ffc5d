// A logged-in user's block editor for the WordPress tests: a browser context with their session,
// the editor's `wp` global as the tests use it, and axe run over a part of the editor.
import {createRequire} from 'node:module';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import type {WordPressSite} from './wordpress-site.js';

export interface EditorBlock {
  name: string;
  clientId: string;
  isValid: boolean;
  attributes: Record<string, unknown>;
}

/** The part of the block editor's `wp` global the tests use. */
export interface WpEditor {
  blocks: {
    createBlock(name: string, attributes?: object): EditorBlock;
    switchToBlockType(block: EditorBlock, name: string): EditorBlock[] | null;
  };
  data: {
    select(store: string): {
      getBlocks(): EditorBlock[];
      isFeatureActive(feature: string): boolean;
      getCurrentPost(): {id: number; link: string};
      didPostSaveRequestSucceed(): boolean;
    };
    dispatch(store: string): {
      insertBlocks(block: EditorBlock): void;
      selectBlock(clientId: string): void;
      openGeneralSidebar(name: string): void;
      toggleFeature(feature: string): void;
      editPost(edits: object): void;
      savePost(): Promise<void>;
    };
  };
}

/** A browser context logged in as `user`. */
export async function loggedIn(
  site: WordPressSite,
  browser: Browser,
  user: string,
  password: string,
): Promise<BrowserContext> {
  const cookies = (await site.logIn(user, password)).split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split(/=(.*)/);
    return {name, value, url: site.url};
  });
  const context = await browser.newContext({viewport: {width: 1400, height: 1000}});
  await context.addCookies(cookies);
  return context;
}

/** Opens the editor at `path` and waits until it holds its post, without the welcome guide. */
export async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const {wp} = window as unknown as {wp?: Partial<WpEditor>};
    const editPost = wp?.data?.select('core/edit-post');
    if (!editPost || !wp?.data?.select('core/editor').getCurrentPost().id) return false;
    if (editPost.isFeatureActive('welcomeGuide')) {
      wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide');
    }
    return true;
  });
}

/** Selects the post's block of that name and shows its settings in the sidebar. */
export const openBlockSettings = (page: Page, name: string) =>
  page.evaluate((blockName) => {
    const {data} = (window as unknown as {wp: WpEditor}).wp;
    const block = data
      .select('core/block-editor')
      .getBlocks()
      .find((b) => b.name === blockName)!;
    data.dispatch('core/block-editor').selectBlock(block.clientId);
    data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
  }, name);

/** The editor's blocks: name, validity and attributes. */
export const editorBlocks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as {wp: WpEditor}).wp.data
      .select('core/block-editor')
      .getBlocks()
      .map(({name, isValid, attributes}) => ({name, isValid, attributes})),
  );

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's WCAG A and AA violations inside the first element `selector` finds, as text. */
export async function axeViolations(page: Page, selector: string) {
  await page.addScriptTag({path: AXE});
  return page.evaluate(async (within) => {
    const {axe} = window as unknown as {
      axe: {
        run(
          context: Element,
          options: object,
        ): Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>;
      };
    };
    const {violations} = await axe.run(document.querySelector(within)!, {
      runOnly: ['wcag2a', 'wcag2aa'],
    });
    return violations.map(({id, nodes}) => `${id}: ${nodes.map((n) => n.target).join(', ')}`);
  }, selector);
}
