// The sportsbook frame's only script, inlined and allowed by its hash: the sport filter and the
// bet slip. Everything stays in the page (no requests, no storage, no money): clicking an odd
// selects it (one pick per match), clicking it again or "remove" drops it. Texts come from
// data-* attributes of the slip, so the script is the same in both languages.
export const SPORTSBOOK_SCRIPT = `(function () {
  'use strict';
  var slip = document.querySelector('[data-slip]');
  if (!slip) return;
  var list = slip.querySelector('[data-slip-list]');
  var empty = slip.querySelector('[data-slip-empty]');
  var count = slip.querySelector('[data-slip-count]');
  var total = slip.querySelector('[data-slip-total]');
  var clear = slip.querySelector('[data-slip-clear]');
  var title = slip.querySelector('[data-slip-title]');
  var toggle = slip.querySelector('[data-slip-toggle]');
  var picks = new Map();

  var odds = function () {
    return Array.prototype.slice.call(document.querySelectorAll('button[data-pick]'));
  };

  var element = function (tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  var item = function (button) {
    var row = element('li', 'slip__item');
    row.setAttribute('data-slip-item', button.dataset.match);
    var what = element('div', 'slip__what');
    what.appendChild(element('span', 'slip__event', button.dataset.event));
    what.appendChild(element('span', 'slip__pick', button.dataset.label));
    row.appendChild(what);
    row.appendChild(element('span', 'slip__odd', button.dataset.odd));
    var remove = element('button', 'slip__remove', '\\u00d7');
    remove.type = 'button';
    remove.setAttribute('aria-label', slip.dataset.removeLabel + ': ' + button.dataset.event);
    remove.addEventListener('click', function () {
      picks.delete(button.dataset.match);
      render();
      title.focus();
    });
    row.appendChild(remove);
    return row;
  };

  var render = function () {
    odds().forEach(function (button) {
      button.setAttribute('aria-pressed', String(picks.get(button.dataset.match) === button));
    });
    var chosen = Array.from(picks.values());
    list.replaceChildren.apply(list, chosen.map(item));
    var product = chosen.reduce(function (sum, button) {
      return sum * Number(button.dataset.odd);
    }, 1);
    count.textContent = String(chosen.length);
    total.textContent = chosen.length > 0 ? product.toFixed(2) : '\\u2014';
    empty.hidden = chosen.length > 0;
    clear.disabled = chosen.length === 0;
    slip.dataset.count = String(chosen.length);
  };

  var choose = function (button) {
    var match = button.dataset.match;
    if (picks.get(match) === button) picks.delete(match);
    else picks.set(match, button);
    render();
  };

  var filter = function (button) {
    var sport = button.dataset.sport;
    document.querySelectorAll('button[data-sport]').forEach(function (other) {
      other.setAttribute('aria-pressed', String(other === button));
    });
    document.querySelectorAll('section[data-sport]').forEach(function (section) {
      section.hidden = sport !== 'all' && section.dataset.sport !== sport;
    });
  };

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    if (button.hasAttribute('data-pick')) choose(button);
    else if (button.hasAttribute('data-sport')) filter(button);
    else if (button === clear) {
      picks.clear();
      render();
      title.focus();
    } else if (button === toggle) {
      var open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      slip.classList.toggle('slip--open', open);
    }
  });
  render();
})();`;
