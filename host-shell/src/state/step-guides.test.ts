import { memoryStorage } from '@spot/contracts/testing';
import { createLocalPrefs } from './prefs';
import {
  markStepGuideRead,
  stepGuidePrefKey,
  stepGuideState,
  stepGuideStorageKey,
} from './step-guides';

describe('step guides (spec 000 §4)', () => {
  it('are new until read, per user, and read everywhere once the preference says so', () => {
    const prefs = createLocalPrefs(memoryStorage());
    const storage = memoryStorage();
    expect(stepGuideState('oco', 'u1', prefs, storage)).toBe('new');
    markStepGuideRead('oco', 'u1', prefs, storage);
    expect(stepGuideState('oco', 'u1', prefs, storage)).toBe('read');
    expect(prefs.get(stepGuidePrefKey('oco'))).toBe('read');
    // The trailing-stop guide is a guide of its own.
    expect(stepGuideState('trailingStop', 'u1', prefs, storage)).toBe('new');
    // Another browser of the account: its preference says read.
    expect(stepGuideState('oco', 'u1', prefs, memoryStorage())).toBe('read');
  });

  it('reads a stored value it does not know as unknown (it waits rather than nags)', () => {
    const prefs = createLocalPrefs(memoryStorage());
    const storage = memoryStorage();
    storage.setItem(stepGuideStorageKey('trailingStop', null), 'maybe');
    expect(stepGuideState('trailingStop', null, prefs, storage)).toBe('unknown');
  });
});
