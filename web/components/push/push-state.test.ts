import { describe, expect, it } from 'vitest';
import { type DeviceFacts, isIos, isPhone, keyBytes, type PushFacts, pushStateOf } from './push-state';

const ready: PushFacts = {
  supported: true,
  ios: false,
  standalone: false,
  permission: 'default',
  subscribed: false,
};

describe('where a device stands with push', () => {
  it('offers push where everything is there and nothing is decided yet', () => {
    expect(pushStateOf(ready)).toBe('offer');
  });
  it('says so where the browser has no push', () => {
    expect(pushStateOf({ ...ready, supported: false })).toBe('unsupported');
    expect(pushStateOf({ ...ready, supported: false, permission: 'denied' })).toBe('unsupported');
  });
  it('tells an iPhone outside the Home Screen to add the app first, even with no PushManager', () => {
    expect(pushStateOf({ ...ready, ios: true, supported: false })).toBe('iosInstall');
    expect(pushStateOf({ ...ready, ios: true, standalone: true })).toBe('offer');
    expect(pushStateOf({ ...ready, ios: true, standalone: true, supported: false })).toBe('unsupported');
  });
  it('says it is blocked once refused', () => {
    expect(pushStateOf({ ...ready, permission: 'denied' })).toBe('denied');
    expect(pushStateOf({ ...ready, permission: 'denied', subscribed: true })).toBe('denied');
  });
  it('is subscribed only with the permission and a subscription', () => {
    expect(pushStateOf({ ...ready, permission: 'granted', subscribed: true })).toBe('subscribed');
    expect(pushStateOf({ ...ready, permission: 'granted' })).toBe('offer');
    expect(pushStateOf({ ...ready, permission: 'default', subscribed: true })).toBe('offer');
  });
});

describe('iOS', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';
  it('knows an iPhone, and an iPad that calls itself a Mac', () => {
    expect(isIos(IPHONE)).toBe(true);
    expect(isIos(IPHONE.replace('iPhone; CPU iPhone', 'iPad; CPU'))).toBe(true);
    expect(isIos(MAC, 5)).toBe(true);
  });
  it('is not fooled by a Mac or an Android phone', () => {
    expect(isIos(MAC)).toBe(false);
    expect(isIos(MAC, 0)).toBe(false);
    expect(isIos(ANDROID, 5)).toBe(false);
  });
});

describe('a phone, or another device', () => {
  const DESKTOP: DeviceFacts = {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
    mobileHint: false,
    coarsePointer: false,
    shortSide: 1080,
  };
  const ANDROID_PHONE =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';
  it("calls a computer 'this device'", () => {
    expect(isPhone(DESKTOP)).toBe(false);
    expect(isPhone({ ...DESKTOP, mobileHint: undefined })).toBe(false);
    // A touch laptop has a fine pointer and a large screen.
    expect(isPhone({ ...DESKTOP, shortSide: 720 })).toBe(false);
  });
  it('knows a phone by its browser, or by a small touch screen', () => {
    expect(
      isPhone({
        ...DESKTOP,
        userAgent: ANDROID_PHONE,
        mobileHint: true,
        coarsePointer: true,
        shortSide: 412,
      }),
    ).toBe(true);
    expect(
      isPhone({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        coarsePointer: true,
        shortSide: 390,
      }),
    ).toBe(true);
    expect(isPhone({ ...DESKTOP, mobileHint: undefined, coarsePointer: true, shortSide: 360 })).toBe(true);
  });
  it("calls a tablet 'this device', though an iPad's browser says Mobile", () => {
    expect(
      isPhone({
        userAgent:
          'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        coarsePointer: true,
        shortSide: 820,
      }),
    ).toBe(false);
    expect(
      isPhone({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
        mobileHint: false,
        coarsePointer: true,
        shortSide: 800,
      }),
    ).toBe(false);
  });
});

describe('the VAPID key', () => {
  it('reads base64url, with or without padding', () => {
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ==')]).toEqual([1]);
  });
});
