// Another library that got to the name first.
customElements.define(
  'video-player',
  class extends HTMLElement {
    connectedCallback() {
      this.textContent = 'Another library’s player';
    }
  },
);
