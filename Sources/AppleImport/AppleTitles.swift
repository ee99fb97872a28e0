/// What Apple's app calls its actions, for placeholders: the common ones by name, the others
/// made from the identifier ("is.workflow.actions.filter.reminders" reads "Filter Reminders").
enum AppleTitles {
    static let known: [String: String] = [
        "filter.reminders": "Find Reminders", "addnewreminder": "Add New Reminder",
        "setters.reminders": "Edit Reminder", "properties.reminders": "Get Details of Reminders",
        "removereminders": "Remove Reminders", "filter.health.quantity": "Find Health Samples",
        "health.quantity.log": "Log Health Sample", "properties.health.quantity": "Get Details of Health Sample",
        "setitemname": "Rename File", "documentpicker.open": "Get File", "documentpicker.save": "Save File",
        "properties.contacts": "Get Details of Contacts", "detect.contacts": "Get Contacts from Input",
        "filter.contacts": "Find Contacts", "setters.contacts": "Edit Contact", "openapp": "Open App",
        "previewdocument": "Quick Look", "file.createfolder": "Create Folder", "useractivity.open": "Open App Activity",
        "dnd.set": "Set Focus", "file.delete": "Delete Files", "detect.images": "Get Images from Input",
        "vibrate": "Vibrate Device", "properties.files": "Get Details of Files", "measurement.create": "Measurement",
        "image.convert": "Convert Image", "filter.calendarevents": "Find Calendar Events",
        "getdevicedetails": "Get Device Details", "filter.files": "Find Files", "showwebpage": "Show Web Page",
        "selectphoto": "Select Photos", "properties.images": "Get Details of Images",
        "weather.forecast": "Get Weather Forecast",
        "image.crop": "Crop Image", "detect.phonenumber": "Get Phone Numbers from Input",
        "detect.number": "Get Numbers from Input",
        "conditional": "If", "choosefrommenu": "Choose from Menu", "repeat.count": "Repeat",
        "repeat.each": "Repeat with Each",
        "runworkflow": "Run Shortcut", "getvariable": "Get Variable",
    ]

    static func title(_ identifier: String) -> String {
        let prefix = "is.workflow.actions."
        if identifier.hasPrefix(prefix) {
            let rest = String(identifier.dropFirst(prefix.count))
            if let known = known[rest] { return known }
            return rest.split(separator: ".").reversed().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(
                separator: " ")
        }
        // An app's intent: its name in words, and the app.
        let parts = identifier.split(separator: ".")
        guard let last = parts.last else { return identifier }
        var name = String(last)
        if name.hasSuffix("Intent") { name.removeLast("Intent".count) }
        var words = ""
        for character in name {
            if character.isUppercase && !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return "\(words) (\(parts.dropLast().joined(separator: ".")))"
    }
}
