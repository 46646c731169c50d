import { t } from '../i18n/index.ts';

/** Used batteries go back free of charge (BattDG), with the way to the shop's notes where the content holds them. */
export function BatteryNotice({ className, batteryInfoPath }: { className: string; batteryInfoPath: string }) {
  return (
    <p className={className}>
      {t('shop.batteries')}
      {batteryInfoPath ? (
        <>
          {' '}
          <a href={batteryInfoPath}>{t('shop.batteryInfo')}</a>
        </>
      ) : null}
    </p>
  );
}
