/// A case of an enum of an app that has no Swift type for it here (an app in another process):
/// its stored value, which the app reads and shortcuts compare, and the title its metadata
/// gives it, which people see.
///
/// A bundled app's enum case is its Swift value and shows its `caseDisplayRepresentation`; an
/// external app's case arrived as the stored value alone (`{"enum": "trailRunning"}`), so the host
/// adds the title from the app's metadata ("Trail Running") for output, the run pane and
/// Show Result. Compared, recorded and sent back, it is its stored value, as before.
package struct RemoteEnumCase: Sendable, Hashable, CustomLocalizedStringResourceConvertible {
    /// The registered enum (`Trails.Activity`).
    package var enumTypeIdentifier: TypeIdentifier
    /// The case's stored (raw) value.
    package var storedValue: String
    /// The case's title from the app's metadata (the stored value when the metadata has none).
    package var title: String

    package init(type: TypeIdentifier, storedValue: String, title: String) {
        self.enumTypeIdentifier = type
        self.storedValue = storedValue
        self.title = title
    }

    package var localizedStringResource: LocalizedStringResource { .verbatim(title) }
}
