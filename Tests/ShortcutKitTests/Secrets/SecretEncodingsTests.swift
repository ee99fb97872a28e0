import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A non-ASCII secret is masked however another program writes it back (issue 29, item 13):
/// JSON with `\u` escapes in either case (Python's default `ensure_ascii`), percent-encoding in
/// lower-case hex, and a form's `+` for a space.
@Suite struct SecretEncodingsTests {
    @Test func everyEncodedFormIsMasked() {
        let redactor = SecretRedactor()
        redactor.record("café tøken ü")
        for written in [
            #"{"echo": "caf\u00e9 t\u00f8ken \u00fc"}"#, #"{"echo": "caf\u00E9 t\u00F8ken \u00FC"}"#,
            "q=caf%c3%a9%20t%c3%b8ken%20%c3%bc", "q=caf%C3%A9+t%C3%B8ken+%C3%BC", "q=caf%c3%a9+t%c3%b8ken+%c3%bc",
            "plain café tøken ü",
        ] {
            let shown = redactor.redact(written)
            #expect(shown.contains(SecretRedactor.mask), "\(written) → \(shown)")
            #expect(
                !shown.contains("t\\u00f8ken") && !shown.contains("t%c3%b8ken") && !shown.contains("tøken"), "\(shown)")
        }
        // Past the Basic Multilingual Plane: a UTF-16 pair.
        let emoji = SecretRedactor()
        emoji.record("key🔑value")
        #expect(emoji.redact(#""key\ud83d\udd11value""#) == "\"\(SecretRedactor.mask)\"")
    }
}
