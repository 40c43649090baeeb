import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer, failureText, serverCode, serverMessage } from './errors';

describe('ApiError: whether the server sent a message', () => {
  it('keeps the server’s own sentence and code', () => {
    const error = errorFromAnswer(400, { error: 'invalid_rating', message: 'Rating must be 1 to 5.' });
    expect(error.serverSentMessage).toBe(true);
    expect(serverMessage(error)).toBe('Rating must be 1 to 5.');
    expect(serverCode(error)).toBe('invalid_rating');
  });

  it.each([
    ['a code and no message', { error: 'conflict' }, 'conflict'],
    ['an empty message', { error: 'conflict', message: '  ' }, 'conflict'],
    ['a proxy’s HTML page', '<html>502 Bad Gateway</html>', undefined],
    ['no body', undefined, undefined],
  ])('records that %s is no message, so the screen’s fallback shows', (_what, body, code) => {
    const error = errorFromAnswer(409, body);
    expect(error.serverSentMessage).toBe(false);
    expect(error.message).toBe('Request failed with status 409'); // for the console, never a screen
    expect(serverMessage(error)).toBeUndefined();
    expect(serverCode(error)).toBe(code);
    expect(failureText(error, 'Update failed')).toBe('Update failed');
  });

  it('counts no answer at all (status 0) and other errors as no server words', () => {
    expect(serverMessage(new ApiError(0, 'network_error', 'Could not reach the server.'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(failureText(new Error("Cannot read properties of undefined (reading 'length')"), 'Try again.')).toBe(
      'Try again.',
    );
  });
});
