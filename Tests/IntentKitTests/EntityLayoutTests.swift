import Foundation
import Testing

@testable import IntentKit

/// A struct entity's `@Property` wrappers are read at the offsets learned once per type, and
/// give what reflecting the entity gives: the same wrappers, names, order and titles.
@Suite struct EntityLayoutTests {
    /// Properties between other fields, an untitled one (titled from its name), an optional.
    fileprivate struct Mixed: TransientAppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mixed")
        var before = 7
        @Property(title: "Name") var name: String
        var middle = "not a property"
        @Property var datePublished: Date?
        @Property(title: "Count") var count: Int

        init() {
            name = "n"
            datePublished = nil
            count = 3
        }

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    }

    /// What the reflection path gives: the wrappers `Mirror` finds, by name, in order.
    static func reflected(_ entity: Any) -> [(String, any AnyEntityProperty)] {
        Mirror(reflecting: entity).children.compactMap { child in
            guard let label = child.label, let property = child.value as? any AnyEntityProperty else { return nil }
            return (String(label.dropFirst()), property)
        }
    }

    @Test func theLayoutFindsTheWrappersReflectionFinds() {
        for _ in 0..<3 { // the first read learns the layout, the next ones use it
            let entity = Mixed()
            let read = declaredEntityProperties(of: entity)
            let expected = Self.reflected(entity)
            #expect(read.map(\.name) == ["name", "datePublished", "count"])
            #expect(read.map(\.name) == expected.map(\.0))
            #expect(zip(read, expected).allSatisfy { $0.property === $1.1 })
            #expect(entity.entityPropertyValues.map { $0.value.map { "\($0)" } } == ["n", nil, "3"])
            #expect(read[1].property.title.key == "Date Published")
        }
    }

    @Test func anEntityHeldAsAnyIsReadAsItsOwnType() {
        let entity: any EntityValue = Mixed()
        #expect(declaredEntityProperties(of: entity as Any).map(\.name) == ["name", "datePublished", "count"])
        #expect(entity.entityPropertyValue(named: "count")?.value as? Int == 3)
    }
}
