/// A type's unqualified name (`BookEntity`, `Shelf`), which identifiers are made from.
///
/// The standard library's `_typeName(_:qualified:)` rather than `String(describing:)`: the latter
/// goes through the generic printing machinery (checking for `CustomStringConvertible` and
/// friends on the metatype) and was a measurable part of registering an app at every start. For
/// the nominal types identifiers are made from, both give the same text.
func typeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
}
