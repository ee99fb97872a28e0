@_spi(Reflection) import Swift
import Synchronization

/// Where the `@Property` wrappers of an entity struct are stored, learned once per type.
///
/// Reading an entity's properties with `Mirror` made a mirror and cast every child to
/// ``AnyEntityProperty`` for every entity: a fifth of a search served through the app
/// protocol went there (50 entities per answer). A struct's fields sit at fixed offsets, so the
/// standard library's field walk (`_forEachField`, the metadata `Mirror` itself reads) tells
/// once per type which fields are wrappers and where; each entity then costs a load per
/// property. Types that are not structs (a class entity, an enum) keep the `Mirror` path.
enum EntityLayout {
    /// One `@Property` field: its name (without the wrapper's `_`), its byte offset, and how
    /// to see the stored reference as the wrapper it is.
    struct Field: Sendable {
        let name: String
        let offset: Int
        let read: @Sendable (AnyObject, String) -> any AnyEntityProperty
    }

    private static let cache = Mutex<[ObjectIdentifier: [Field]?]>([:])

    /// The `@Property` declarations of `entity`, in declaration order; `nil` when its type is
    /// not a struct whose layout can be read (the caller reflects it instead).
    static func properties<Entity>(of entity: Entity) -> [(name: String, property: any AnyEntityProperty)]? {
        let key = ObjectIdentifier(Entity.self)
        let fields: [Field]?
        if let known = cache.withLock({ $0[key] }) {
            fields = known
        } else {
            // Offsets mean something only in a struct (the one mirror per type says what it is);
            // a type with a mirror of its own is read through it, as before.
            let isPlainStruct = !(entity is any CustomReflectable) && Mirror(reflecting: entity).displayStyle == .struct
            fields = isPlainStruct ? layout(of: Entity.self) : nil
            cache.withLock { $0[key] = fields }
        }
        guard let fields else { return nil }
        return withUnsafeBytes(of: entity) { raw in
            fields.map { field in
                let object = raw.load(fromByteOffset: field.offset, as: AnyObject.self)
                return (field.name, field.read(object, field.name))
            }
        }
    }

    /// The wrapper fields of a struct type, or `nil` when its fields cannot be walked.
    private static func layout(of type: Any.Type) -> [Field]? {
        var fields: [Field] = []
        let walked = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            guard let wrapper = fieldType as? any AnyEntityProperty.Type else { return true }
            let label = String(cString: name)
            fields.append(
                Field(
                    name: label.hasPrefix("_") ? String(label.dropFirst()) : label, offset: offset,
                    read: reader(for: wrapper)))
            return true
        }
        return walked ? fields : nil
    }

    private static func reader<P: AnyEntityProperty>(for type: P.Type)
        -> @Sendable (AnyObject, String) ->
        any AnyEntityProperty
    {
        if let named = type as? any (AnyEntityProperty & PropertyNamed).Type { return namedReader(for: named) }
        return { object, _ in unsafeDowncast(object, to: P.self) }
    }

    /// A wrapper that titles itself from its name learns the name as `Mirror`'s walk taught it.
    private static func namedReader<P: AnyEntityProperty & PropertyNamed>(for type: P.Type)
        -> @Sendable (
            AnyObject, String
        ) -> any AnyEntityProperty
    {
        { object, name in
            let property = unsafeDowncast(object, to: P.self)
            property.adoptPropertyName(name)
            return property
        }
    }
}
