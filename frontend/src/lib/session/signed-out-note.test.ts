import { clearSignedOutNote, leaveSignedOutNote, readSignedOutNote } from './signed-out-note';

describe('the note for the login screen after signing out', () => {
  beforeEach(() => sessionStorage.clear());

  it('is there until cleared', () => {
    leaveSignedOutNote('accountDeleted');
    expect(readSignedOutNote()).toBe('accountDeleted');
    clearSignedOutNote();
    expect(readSignedOutNote()).toBeNull();
  });

  it('is nothing when none was left or an unknown one is stored', () => {
    expect(readSignedOutNote()).toBeNull();
    sessionStorage.setItem('signedOutNote', 'something else');
    expect(readSignedOutNote()).toBeNull();
  });
});
