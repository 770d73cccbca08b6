import { messages } from '@careers/shared/client';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api';

const fallback = messages.jobsAdmin.actionFailed;

describe('errorText, the one rule for what a failed call tells the user', () => {
  it("shows a refusal's own reason, from our calls and from react-admin's data provider", () => {
    expect(errorText(new ApiError(400, messages.applications.candidateHired), fallback)).toBe(
      messages.applications.candidateHired,
    );
    expect(errorText(new HttpError(messages.users.cannotDeleteSelf, 403), fallback)).toBe(
      messages.users.cannotDeleteSelf,
    );
  });

  it('never shows a server failure, a network error or anything without a status: the fallback', () => {
    expect(errorText(new ApiError(500, 'Internal Server Error'), fallback)).toBe(fallback);
    expect(errorText(new ApiError(0, 'Failed to fetch'), fallback)).toBe(fallback);
    expect(errorText(new TypeError('x is undefined'), fallback)).toBe(fallback);
    expect(errorText(new ApiError(422, ''), fallback)).toBe(fallback);
  });
});
