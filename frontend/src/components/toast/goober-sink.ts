/**
 * notistack styles its containers with goober, which writes its CSS into the text of a `<style id="_goober">`
 * it creates (or into `window._goober` when that exists). The strict CSP refuses the block and every later
 * write to it: one toast reported 21 violations. The toast's layout comes from emotion instead (toast-host's
 * GlobalStyles), so goober is handed an inert element before notistack loads: a `<template>` in the head whose
 * text child takes the CSS and applies none of it. Imported first by toast-host.
 */
const GOOBER_ID = '_goober';

interface GooberWindow {
  _goober?: Element;
}

if (typeof window === 'object' && !(GOOBER_ID in window)) {
  const sink = document.createElement('template');
  sink.id = GOOBER_ID;
  sink.append(document.createTextNode(' '));
  document.head.append(sink);
  (window as unknown as GooberWindow)._goober = sink;
}

export {};
