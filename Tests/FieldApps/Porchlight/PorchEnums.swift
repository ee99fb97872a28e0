import IntentKit

/// How Set Porch Light changes the light: to the state it is given, or to the other one.
enum LightChange: String, AppEnum {
    case set
    case flip

    // `static var` tables, as Swift 5 code declares them.
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Light Change")
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .set: "Set",
        .flip: "Flip",
    ]
}

/// What Set Door Chime does to the chime.
enum ChimeSetting: String, AppEnum {
    case on
    case off
    case toggle

    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Chime Setting")
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .on: "On",
        .off: "Off",
        .toggle: "Toggle",
    ]
}
