import { describe, expect, it } from 'vitest';
import { initFirebase } from '../../src/client/runtime/firebase.ts';

describe('Firebase from the public runtime settings', () => {
  it('initialises nothing (and loads no SDK) when no settings are given', async () => {
    await expect(initFirebase(null)).resolves.toBeNull();
  });

  it('makes the app, realtime database and auth handles available when settings are given', async () => {
    const handles = await initFirebase({
      apiKey: 'AIza-test-key',
      authDomain: 'probation-test.firebaseapp.com',
      databaseURL: 'https://probation-test-default-rtdb.asia-southeast1.firebasedatabase.app',
      projectId: 'probation-test',
      appId: '1:1234567890:web:abcdef',
    });
    expect(handles?.app.options.projectId).toBe('probation-test');
    expect(handles?.database.app).toBe(handles?.app);
    expect(handles?.auth.app).toBe(handles?.app);
  });
});
