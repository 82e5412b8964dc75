interface DeviceInfo {
  device: 'Mobile' | 'Tablet' | 'Desktop' | 'Unknown';
  os: string;
  browser: string;
}

const firstMatch = (ua: string, rules: Array<[RegExp, string]>): string =>
  rules.find(([re]) => re.test(ua))?.[1] ?? 'Unknown';

/** A small, dependency-free reading of a User-Agent string, enough for the sessions list. */
export function describeUserAgent(ua: string | undefined): DeviceInfo {
  if (!ua) return { device: 'Unknown', os: 'Unknown', browser: 'Unknown' };
  const os = firstMatch(ua, [
    [/Windows NT/i, 'Windows'],
    [/iPhone|iPad|iPod/i, 'iOS'],
    [/Android/i, 'Android'],
    [/CrOS/i, 'ChromeOS'],
    [/Mac OS X|Macintosh/i, 'macOS'],
    [/Linux/i, 'Linux'],
  ]);
  const browser = firstMatch(ua, [
    [/Edg\//i, 'Edge'],
    [/OPR\/|Opera/i, 'Opera'],
    [/SamsungBrowser/i, 'Samsung Internet'],
    [/Firefox\//i, 'Firefox'],
    [/Chrome\/|Chromium\/|CriOS/i, 'Chrome'],
    [/Safari\//i, 'Safari'],
    [/curl|wget|python|node-fetch|undici/i, 'Script'],
  ]);
  const device = /iPad|Tablet/i.test(ua)
    ? 'Tablet'
    : /Mobi|iPhone|Android/i.test(ua)
      ? 'Mobile'
      : os === 'Unknown'
        ? 'Unknown'
        : 'Desktop';
  return { device, os, browser };
}
