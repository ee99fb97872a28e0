/// The table of leaf kinds: each one's file in this folder and its line here. The shortcut
/// reader knows its value tags from it.
package enum LeafValueKinds {
    package static let all: [any LeafValueKind.Type] = [
        BooleanKind.self, DateKind.self, URLKind.self, MeasurementKind.self, CurrencyKind.self, PersonKind.self,
    ]
}
