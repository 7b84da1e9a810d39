/*
 * Hostile host behaviour, run after the widget scripts:
 *  - moves <nm-minicart> from #slot-a to #slot-b once the element is defined;
 *  - with ?dispatch=1, then fires a NON-bubbling count event on a deeply
 *    nested element (#deep-target).
 * Both steps are also exposed as window.hostile so a test can drive the order.
 * No innerHTML anywhere: the page enforces Trusted Types.
 */
(function () {
  'use strict';

  function moveMinicart() {
    var el = document.querySelector('nm-minicart');
    if (!el) return null;
    document.getElementById('slot-b').appendChild(el);
    return el;
  }

  function dispatchCount(n) {
    var target = document.getElementById('deep-target');
    target.dispatchEvent(
      new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: n }, bubbles: false }),
    );
  }

  window.hostile = { moveMinicart: moveMinicart, dispatchCount: dispatchCount };

  if (window.customElements) {
    window.customElements.whenDefined('nm-minicart').then(function () {
      moveMinicart();
      if (location.search.indexOf('dispatch=1') !== -1) {
        dispatchCount(5);
      }
    });
  }
})();
