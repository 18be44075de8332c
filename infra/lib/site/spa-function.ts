/**
 * Source of the CloudFront Function (cloudfront-js-2.0, viewer request) in front of the web
 * bucket. `/` and `/app` redirect to `/app/` (keeping the query string, which carries HMRC's
 * `code` on the way back from authorisation); any `/app/...` path whose last segment has no file
 * extension is a client-side route and is served `/app/index.html`; files pass through.
 * Kept as plain ES5-style JavaScript because CloudFront Functions run their own engine.
 */
export const SPA_FUNCTION_SOURCE = `
function queryString(qs) {
  var parts = [];
  for (var name in qs) {
    var entry = qs[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '/app') {
    return {
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: '/app/' + queryString(request.querystring || {}) } },
    };
  }
  if (uri.indexOf('/app/') === 0) {
    var last = uri.substring(uri.lastIndexOf('/') + 1);
    if (last.indexOf('.') === -1) {
      request.uri = '/app/index.html';
    }
  }
  return request;
}
`;
