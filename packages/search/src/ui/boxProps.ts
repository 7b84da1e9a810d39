/**
 * What the static box (SearchBox, first script) and the interactive search
 * (SearchRoot, its own chunk) both speak of. Apart from both, so the chunk
 * that is loaded does not import the box that loads it.
 */
export interface SearchBoxProps {
  /** Attribute `placeholder`: the text shown in the empty box (default "Search"). */
  placeholder: string;
  /** Attribute `camera-url`: where the phone modal's "SNAP. FIND. SHOP." link goes (default "/visual-search/"). */
  cameraUrl: string;
  /** Attribute `value`: the text the box starts with (a results page passes the term searched). */
  value?: string;
}

/** What the shopper did in the static box, read when the interactive part takes over. */
export interface Handoff {
  value: string;
  focused: boolean;
  /** The collapsed bar's Search button was pressed: open the modal at once. */
  activated: boolean;
}
