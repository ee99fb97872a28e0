import Foundation
import IntentKit
import ShortcutModel

/// The registration rules, applied to metadata an app sent rather than metadata IntentKit read
/// from Swift types: what `shortcuts apps check` reports for an app that runs as its own program,
/// each problem naming the member it concerns.
package enum MetadataCheck {
    /// Every identifier an app uses: its intents (current and previous), entities and enums.
    package static func identifiers(of app: AppMetadata) -> Set<String> {
        var out = Set(app.intents.flatMap { [$0.identifier] + $0.previousIdentifiers })
        out.formUnion(app.entities.map(\.identifier.rawValue))
        out.formUnion(app.enums.map(\.identifier.rawValue))
        return out
    }

    /// The problems of `app`'s metadata. `expectedName` is the name its manifest gives; `others`
    /// are the identifiers every other installed app uses, which this one may not claim.
    package static func problems(of app: AppMetadata, expectedName: String? = nil, others: Set<String> = [])
        -> [String]
    {
        var problems: [String] = []
        if !AppManifest.isValidName(app.name) {
            problems.append("name: '\(app.name)' must be letters and digits, starting with a letter")
        }
        if let expectedName, app.name != expectedName {
            problems.append("name: the app calls itself '\(app.name)', but its manifest names it '\(expectedName)'")
        }
        let prefix = app.name + "."
        var seen: Set<String> = []
        func checkIdentifier(_ identifier: String, _ member: String) {
            let local = identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : ""
            if !identifier.hasPrefix(prefix) || !AppManifest.isValidName(local) {
                problems.append("\(member): the identifier must be '\(prefix)' and a name of letters and digits")
            }
            if !seen.insert(identifier).inserted { problems.append("\(member): the identifier is used twice") }
            if others.contains(identifier) { problems.append("\(member): another installed app already uses it") }
        }
        let entityTypes = Set(app.entities.map(\.identifier))
        let enumTypes = Set(app.enums.map(\.identifier))
        func checkType(_ type: ValueType, _ member: String) {
            switch type {
            case .entity(let id) where !entityTypes.contains(id):
                problems.append("\(member): its type \(type) is not an entity the app declares")
            case .enumeration(let id) where !enumTypes.contains(id):
                problems.append("\(member): its type \(type) is not an enum the app declares")
            case .array(let element): checkType(element, member)
            default: break
            }
        }
        for intent in app.intents {
            let member = "intent '\(intent.identifier)'"
            checkIdentifier(intent.identifier, member)
            for previous in intent.previousIdentifiers {
                if others.contains(previous) {
                    problems.append("\(member): its previous identifier '\(previous)' belongs to another installed app")
                }
            }
            if intent.title.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("\(member): the title is empty")
            }
            var names: Set<String> = []
            for parameter in intent.parameters {
                let place = "\(member), parameter '\(parameter.name)'"
                if parameter.name.isEmpty { problems.append("\(member): a parameter has no name") }
                if !names.insert(parameter.name).inserted { problems.append("\(place): the name is used twice") }
                checkType(parameter.type, place)
            }
            for name in intent.summary.parameterNames.sorted() where !names.contains(name) {
                problems.append("\(member), summary: it names '\(name)', which is not a parameter")
            }
            if let output = intent.output { checkType(output, "\(member), output") }
        }
        for entity in app.entities {
            let member = "entity '\(entity.identifier.rawValue)'"
            checkIdentifier(entity.identifier.rawValue, member)
            let properties = Set(entity.properties.map(\.name))
            if properties.count != entity.properties.count {
                problems.append("\(member): a property name is used twice")
            }
            for property in entity.properties { checkType(property.type, "\(member), property '\(property.name)'") }
            guard entity.propertiesResolved else { continue }
            for query in entity.queryProperties where !properties.contains(query.name) {
                problems.append("\(member), query property '\(query.name)': it is not a property of the entity")
            }
            for query in entity.queryProperties where query.comparators.isEmpty {
                problems.append("\(member), query property '\(query.name)': it has no comparators")
            }
            for name in entity.sortableProperties where !properties.contains(name) {
                problems.append("\(member), sort option '\(name)': it is not a property of the entity")
            }
        }
        for enumeration in app.enums {
            let member = "enum '\(enumeration.identifier.rawValue)'"
            checkIdentifier(enumeration.identifier.rawValue, member)
            if enumeration.cases.isEmpty { problems.append("\(member): it has no cases") }
            var values: Set<String> = []
            for item in enumeration.cases where !values.insert(item.value).inserted {
                problems.append("\(member), case '\(item.value)': the value is used twice")
            }
        }
        let intents = Set(app.intents.map(\.identifier))
        for shortcut in app.shortcuts where !intents.contains(shortcut.intent) {
            problems.append(
                "App Shortcut '\(shortcut.phrases.first ?? shortcut.intent)': '\(shortcut.intent)' is not an intent of the app"
            )
        }
        return problems
    }
}
