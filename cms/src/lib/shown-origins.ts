import { appConfig } from '../config/app-config';

/** The configured Google Drive hosts (GDRIVE_BASE_URL, GDRIVE_IMAGE_BASE_URL). */
export const driveOrigins = [
  ...new Set([appConfig.gdrive.baseUrl, appConfig.gdrive.imageBaseUrl].map((u) => new URL(u).origin)),
];

/** Uploads kept in a bucket are shown from its public address; local uploads from this site. */
export const uploadOrigins =
  appConfig.uploadStorage.provider === 's3' && URL.canParse(appConfig.uploadStorage.s3.publicUrl)
    ? [new URL(appConfig.uploadStorage.s3.publicUrl).origin]
    : [];

/**
 * The hosts besides this site that a page shows pictures from (the Content-Security-Policy's img-src): the uploads'
 * and Drive's (the web app also tries a Drive picture's lh3.googleusercontent.com and drive.google.com forms when the
 * stored one fails). A picture address stored from another host could not be shown.
 */
export const pictureOrigins = [
  ...new Set([...uploadOrigins, ...driveOrigins, 'https://drive.google.com', 'https://lh3.googleusercontent.com']),
];
