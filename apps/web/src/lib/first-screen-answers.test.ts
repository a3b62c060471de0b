// The app's first requests are answered from the answers the server sent with a first screen it
// rendered: once each, GETs only, and only those paths.
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenAnswer, takeFirstScreenAnswers } from './first-screen-answers';

function pageWithAnswers(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-screen-answers';
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first screen answers', () => {
  it('answers a GET of a path the page brought, once, and takes the element out of the page', async () => {
    pageWithAnswers('{"/locals":{"user":{"firstName":"Uma"}},"/api?slim=true":{"sites":[]}}');

    expect(takeFirstScreenAnswers()).toBe(true);
    expect(document.getElementById('first-screen-answers')).toBeNull();

    const answer = firstScreenAnswer('/locals', { method: 'GET' });
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ user: { firstName: 'Uma' } });
    // Once: the next request of the path goes to the server.
    expect(firstScreenAnswer('/locals')).toBeUndefined();
    // Another query of the same path is another request.
    expect(firstScreenAnswer('/api?slim=false')).toBeUndefined();
    expect(await firstScreenAnswer('/api?slim=true')?.json()).toEqual({ sites: [] });
  });

  it('never answers a write', () => {
    pageWithAnswers('{"/api/theme":{"success":true}}');
    takeFirstScreenAnswers();

    expect(firstScreenAnswer('/api/theme', { method: 'POST' })).toBeUndefined();
  });

  it('answers nothing when the page brought no answers, or answers it cannot read', () => {
    expect(takeFirstScreenAnswers()).toBe(false);
    expect(firstScreenAnswer('/locals')).toBeUndefined();

    pageWithAnswers('{"/locals": ');
    expect(takeFirstScreenAnswers()).toBe(false);
    expect(firstScreenAnswer('/locals')).toBeUndefined();
  });
});
