import { passwordStrength } from '../../shared/password-strength.ts';

/**
 * The password strength meter (decision 0182): hidden in the HTML (without JavaScript the field's hint lists the
 * criteria of requirements.md §7.3), shown and kept up to date as the member types. The level is said politely once
 * typing pauses, not at every key.
 */
export function enablePasswordStrength(form: HTMLFormElement): void {
  for (const meter of form.querySelectorAll<HTMLElement>('[data-password-strength]')) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${meter.dataset.passwordStrength}"]`);
    const text = meter.querySelector<HTMLElement>('[data-strength-text]');
    const bar = meter.querySelector<HTMLMeterElement>('meter');
    if (!input || !text) continue;
    meter.hidden = false;
    let pause: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      const value = input.value;
      const level = value === '' ? null : passwordStrength(value);
      meter.dataset.level = level ?? 'none';
      if (bar) bar.value = level === null ? 0 : level === 'weak' ? 1 : level === 'medium' ? 2 : 3;
      clearTimeout(pause);
      pause = setTimeout(() => {
        text.textContent = level
          ? (meter.dataset[`text${level[0]!.toUpperCase()}${level.slice(1)}`] ?? '')
          : '';
      }, 600);
    };
    input.addEventListener('input', show);
    show();
  }
}
