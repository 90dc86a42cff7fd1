/**
 * SiteTray's one identity towards the operating system: the installer's app id, the Windows
 * AppUserModelID (notifications show only for the id a Start-menu shortcut carries) and, with
 * `.desktop`, package.json's `desktopName` (the Linux desktop file a Wayland portal knows the app
 * by). A test keeps the three equal.
 */
export const APP_ID = 'app.sitetray.SiteTray'
