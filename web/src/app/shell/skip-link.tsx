/** The first thing a keyboard user reaches: straight to the screen's content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
