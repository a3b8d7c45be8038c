/// A small valid page in our format, the starting point that mutations damage.
///
/// Mutating a valid page reaches far deeper into the recogniser than random bytes do: most
/// random bytes never get past "this is one paragraph".
enum SamplePage {
    static let text = """
    ---
    title: Fuzz sheet
    kind: component
    presentations: [sheet]
    sources:
      - id: fuzz-source
        work: "Fuzz guideline"
        title: "Fuzz guideline: Sheets"
        url: https://example.com/fuzz
        edition: "2025-01-01"
    ---

    # Fuzz sheet

    A short abstract about a sheet that asks for one thing.

    ## Best practices

    **Offer a medium detent for quick edits.** The parent stays in view while the sheet is half open.

    **Keep the title short.** {taste}

    - **Avoid stacking sheets on one another.** One card at a time keeps people oriented.

    > **Prefer a popover in regular width.** A quoted rule still reads as a rule.

    ```example rules=best-practices.offer-a-medium-detent-for-quick-edits title="Swipe dismisses"
    Given a sheet on iPhone
    When the person swipes down
    Then the sheet is dismissed
    ```

    ## Platform considerations

    _No additional considerations for tvOS. Not supported in watchOS._

    ### iOS, iPadOS

    **Support swiping down to dismiss.** {#swipe-down} People expect the gesture.

    ### macOS

    **Place dismiss buttons in the trailing corner.** Done sits at the bottom right.

    | Style | Width |
    |---|---|
    | Form | fixed |

    ## Resources

    #### Related

    [Other page](other.md)

    [A rule](other.md#best-practices.keep-it-short)

    #### Developer documentation

    [`sheet(isPresented:onDismiss:content:)`](https://example.com/sheet) — SwiftUI

    ## Change log

    | Date | Changes |
    |---|---|
    | May 1, 2025 | First version. |

    """

    /// A second page, so that links between fuzzed pages have something to resolve against.
    static let other = """
    # Other page

    Another page for links.

    ## Best practices

    **Keep it short.** Brief is better.

    """

    static var bytes: [UInt8] { Array(text.utf8) }
}
