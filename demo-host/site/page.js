/*
 * Northmoor Marlowe - site page script.
 * Plain script, no modules, no framework, the way the legacy site's own
 * scripts are written. It talks to the widgets only through page events and
 * the global minicart queue, exactly as another team's page would.
 */
(function () {
  'use strict';

  var DEFAULT_CUSTOMER_ID = 'demo-user-1';

  /** The cstmr cookie's customerId (the widgets rewrite it on sign-in and sign-out), else the page's. */
  function cookieCustomerId() {
    var match = /(?:^|;\s*)cstmr=([^;]*)/.exec(document.cookie);
    if (!match) return '';
    try {
      var cstmr = JSON.parse(decodeURIComponent(match[1]));
      return cstmr && typeof cstmr.customerId === 'string' ? cstmr.customerId : '';
    } catch {
      return '';
    }
  }

  function customerId() {
    return cookieCustomerId() || document.body.getAttribute('data-customer-id') || DEFAULT_CUSTOMER_ID;
  }

  function setStatus(text, isError) {
    var status = document.getElementById('add-to-bag-status');
    if (!status) return;
    status.textContent = text;
    status.className = isError ? 'pdp__status pdp__status--error' : 'pdp__status';
  }

  function fieldValue(form, name) {
    var field = form.elements[name];
    return field ? field.value : undefined;
  }

  function postJson(url, body, onSuccess, onError) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      var data;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) {
        onSuccess(data);
      } else {
        onError(xhr.status, data);
      }
    };
    xhr.send(JSON.stringify(body));
  }

  // Tell the header widgets about the new bag.
  function notifyMiniCart(cart, count) {
    // Hand the fresh cart over first, so opening the panel does not fetch it again.
    (window.minicart = window.minicart || { q: [] }).q.push(['setCart', cart]);
    window.dispatchEvent(new CustomEvent('updateMiniCartItemCountEvent', { detail: { noOfItemsInCart: count } }));
    document.dispatchEvent(new CustomEvent('showMiniCartEvent'));
  }

  function addToBag(button) {
    var form = document.getElementById('add-to-bag-form');
    var productId = button.getAttribute('data-product-id');
    var body = { productId: productId, quantity: 1 };
    if (form) {
      var quantity = parseInt(fieldValue(form, 'quantity'), 10);
      if (quantity > 0) body.quantity = quantity;
      if (fieldValue(form, 'colorName')) body.colorName = fieldValue(form, 'colorName');
      if (fieldValue(form, 'sizeName')) body.sizeName = fieldValue(form, 'sizeName');
    }

    button.disabled = true;
    setStatus('Adding to your bag...', false);
    postJson(
      '/demo/api/cart/' + encodeURIComponent(customerId()) + '/add',
      body,
      function (data) {
        button.disabled = false;
        setStatus('Added to your shopping bag.', false);
        notifyMiniCart(data.cart, data.count);
      },
      function () {
        button.disabled = false;
        setStatus('Sorry, we could not add this item to your bag. Please try again.', true);
      },
    );
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('#add-to-bag') : null;
    if (!button) return;
    event.preventDefault();
    addToBag(button);
  });
})();
