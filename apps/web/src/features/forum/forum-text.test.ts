import { FORUM_TEXT, replyHourlyLimitText } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  deleteErrorText,
  forumPagePath,
  localDateTime,
  newThreadErrorText,
  newThreadErrors,
  parseForumPage,
  parseThreadId,
  utcDateTime,
  replyCountText,
  replyErrorText,
  titleCountText,
} from './forum-text';

describe('parseThreadId and parseForumPage', () => {
  it('reads positive whole numbers only', () => {
    expect(parseThreadId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '12abc', '9999999999999999']) {
      expect(parseThreadId(bad)).toBeNull();
    }
    expect(parseForumPage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', 'x', '2.5', '99999999']) expect(parseForumPage(bad)).toBe(1);
  });

  it('writes the page into the URL after the first', () => {
    expect(forumPagePath(1)).toBe('/forum');
    expect(forumPagePath(2)).toBe('/forum?page=2');
  });
});

describe('texts', () => {
  it('counts replies and title characters', () => {
    expect(replyCountText(0)).toBe('0 replies');
    expect(replyCountText(1)).toBe('1 reply');
    expect(replyCountText(1234)).toBe('1,234 replies');
    expect(titleCountText('')).toBe('0/100');
    expect(titleCountText('Hello')).toBe('5/100');
  });

  it('writes a local date-time, and an unreadable date as it came', () => {
    expect(localDateTime('2026-03-04T10:05:00.000Z', 'en-US')).toBe(
      new Date('2026-03-04T10:05:00.000Z').toLocaleString('en-US'),
    );
    expect(localDateTime('yesterday')).toBe('yesterday');
  });
});

describe('newThreadErrors', () => {
  it('requires a title of at most 100 characters and some content', () => {
    expect(newThreadErrors({ title: '', content: '' })).toEqual({
      title: FORUM_TEXT.titleRequired,
      content: FORUM_TEXT.contentRequired,
    });
    expect(newThreadErrors({ title: '   ', content: ' \n ' })).toEqual({
      title: FORUM_TEXT.titleRequired,
      content: FORUM_TEXT.contentRequired,
    });
    expect(newThreadErrors({ title: 'x'.repeat(101), content: 'ok' })).toEqual({ title: FORUM_TEXT.titleTooLong });
    expect(newThreadErrors({ title: 'x'.repeat(100), content: 'ok' })).toEqual({});
  });
});

describe('error texts', () => {
  const server = (status: number, message: string) => new ApiError(status, message, true);
  const bare = (status: number) => new ApiError(status, `Request failed (${status})`, false);

  it("maps a 401 on a reply to the login message, else the server's error, else the spec's fallback", () => {
    expect(replyErrorText(server(401, 'Authentication required'))).toBe(FORUM_TEXT.mustLogInToReply);
    expect(replyErrorText(server(429, FORUM_TEXT.newAccountReplyLimit))).toBe(FORUM_TEXT.newAccountReplyLimit);
    const hourly = replyHourlyLimitText(60, 12);
    expect(hourly).toBe('You can post at most 60 replies an hour. Please try again in 12 minutes.');
    expect(replyErrorText(server(429, hourly))).toBe(hourly);
    expect(replyErrorText(bare(500))).toBe(FORUM_TEXT.postReplyFailed);
    expect(replyErrorText(new Error('boom'))).toBe(FORUM_TEXT.postReplyFailed);
  });

  it('shows a new thread refusal as the server wrote it', () => {
    expect(newThreadErrorText(server(429, FORUM_TEXT.newAccountThreadLimit))).toBe(FORUM_TEXT.newAccountThreadLimit);
    expect(newThreadErrorText(server(401, 'x'))).toBe(FORUM_TEXT.mustLogInToPost);
  });

  it('puts the server error before the delete fallbacks', () => {
    expect(deleteErrorText(server(403, FORUM_TEXT.notYourPost), 'reply')).toBe(FORUM_TEXT.notYourPost);
    expect(deleteErrorText(bare(500), 'thread')).toBe(FORUM_TEXT.deleteThreadFailed);
    expect(deleteErrorText(bare(502), 'reply')).toBe(FORUM_TEXT.deleteReplyFailed);
  });
});

describe('utcDateTime', () => {
  it('prints the same text on any machine: en-US in UTC, named as such', () => {
    expect(utcDateTime('2026-11-26T23:30:00Z')).toBe('11/26/2026, 11:30:00 PM UTC');
    expect(utcDateTime('not a date')).toBe('not a date');
  });
});
