import { PENDING_PRESS_ATTRIBUTE } from '@/lib/screener/form-fields';

/**
 * A few lines of script that the page runs as soon as the screener's form is in the document,
 * long before the screener's own code arrives on a slow phone. Until that code marks the form
 * ready, the form says it is busy (aria-busy, which the page also shows), and a press on one of
 * its buttons is held instead of sent: the pressed choice shows as chosen at once, and the
 * press is left on the form for the screener to carry out when it arrives. If it has not
 * arrived ten seconds later, the press is sent as the form's post after all, and the server
 * answers with the next step: no press is lost either way. Without JavaScript none of this
 * runs and the form simply posts.
 */
export const EARLY_PRESSES_SCRIPT = `(function () {
  var form = document.querySelector('form[data-screener]');
  if (!form || form.hasAttribute('data-ready')) return;
  form.setAttribute('aria-busy', 'true');
  var sending = false, timer = 0;
  function hold(event, button) {
    if (sending || form.hasAttribute('data-ready')) return;
    event.preventDefault();
    form.setAttribute('${PENDING_PRESS_ATTRIBUTE}', button ? button.name + '=' + button.value : 'intent=next');
    if (button && button.name === 'choice') {
      var choices = form.querySelectorAll('button[name="choice"]');
      for (var i = 0; i < choices.length; i++) {
        choices[i].setAttribute('aria-pressed', String(choices[i] === button));
      }
    }
    clearTimeout(timer);
    timer = setTimeout(function () {
      if (form.hasAttribute('data-ready')) return;
      sending = true;
      form.removeAttribute('${PENDING_PRESS_ATTRIBUTE}');
      form.requestSubmit(button || undefined);
    }, 10000);
  }
  form.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('button[type="submit"]');
    if (button && !button.disabled) hold(event, button);
  }, true);
  form.addEventListener('submit', function (event) { hold(event, event.submitter); }, true);
})();`;
