import { describe, expect, it } from '@jest/globals';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { siteChrome, subscribeMarkup } from './chrome.markup.js';

const navigation = { primary: [{ label: 'Home', url: '/' }], footer: [{ label: 'Blog', url: '/blog' }] };
const elements = (markup: string, test: (element: Element) => boolean) => DomUtils.findAll(test, parseDocument(markup).children);

describe('the subscribe box', () => {
  it('is a plain form that posts the address to /subscribe, with a labelled email field and a message line', () => {
    for (const place of ['footer', 'article'] as const) {
      const markup = subscribeMarkup(place);
      const [form] = elements(markup, (element) => element.name === 'form');
      expect(form?.attribs).toMatchObject({ method: 'post', action: '/subscribe', 'aria-labelledby': `subscribe-${place}-title` });
      const [input] = elements(markup, (element) => element.name === 'input');
      expect(input?.attribs).toEqual({
        id: `subscribe-${place}-email`,
        class: 'input subscribe__input',
        type: 'email',
        name: 'email',
        autocomplete: 'email',
        required: '',
        'aria-describedby': `subscribe-${place}-message`,
      });
      const [label] = elements(markup, (element) => element.name === 'label');
      expect(label?.attribs.for).toBe(`subscribe-${place}-email`);
      const [message] = elements(markup, (element) => element.attribs.id === `subscribe-${place}-message`);
      expect(message?.attribs['aria-live']).toBe('polite');
      expect(DomUtils.textContent(message!)).toBe('');
    }
  });

  it('is in the footer of every page the server draws, with ids of its own', () => {
    const page = siteChrome('Notes', navigation, 'blog', subscribeMarkup('article'));
    const [footer] = elements(page, (element) => element.name === 'footer');
    expect(elements(DomUtils.getOuterHTML(footer!), (element) => element.name === 'form').map((form) => form.attribs.action)).toEqual(['/subscribe']);
    const ids = elements(page, (element) => Boolean(element.attribs.id)).map((element) => element.attribs.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
