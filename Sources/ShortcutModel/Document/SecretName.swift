import Foundation

/// The rule for a secret's name, which a document's `{"secret": NAME}` and the secret store
/// both keep.
package enum SecretName {
    /// Why `name` cannot name a secret, `nil` when it can: some text, at most 100 characters, no
    /// control characters, no spaces at its ends.
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "a secret needs a name" }
        if name.count > 100 { return "a secret's name is at most 100 characters" }
        if name != name.trimmingCharacters(in: .whitespaces) {
            return "a secret's name does not start or end with a space"
        }
        if name.unicodeScalars.contains(where: {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }) {
            return "a secret's name has no control characters"
        }
        return nil
    }
}
