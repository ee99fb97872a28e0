/// The version of `shortcuts`, written in this one place: `shortcuts --version`, the editor's help
/// and the install and packaging scripts (which ask the built binary) all read it. Bump it together
/// with a new section in CHANGELOG.md.
package enum ProductVersion {
    /// The release this source tree builds, as semantic versioning spells it.
    package static let current = "0.1.0"
}
