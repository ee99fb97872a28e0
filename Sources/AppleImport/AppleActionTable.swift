import AppleShortcutFiles
import JSONCore

/// Apple's actions that have a counterpart here, by Apple's identifier, each with how its
/// parameters become ours. Control flow (If, Repeat, Choose from Menu) is not here: it holds
/// other actions, and ``AppleShortcutConverter`` builds it from its start, middle and end.
enum AppleActionTable {
    typealias Convert = @Sendable (ActionReader) throws(Unconvertible) -> ActionMembers

    /// The intent each converted action needs, when it is an app's (the Files app may be
    /// absent); the built-in actions and the Shortcuts app's intents are always there.
    static let appIntents: [String: String] = [
        // (or Files.WriteTextFile for text, which the Files app has too)
        "is.workflow.actions.documentpicker.save": "Files.SaveFile",
        "is.workflow.actions.documentpicker.open": "Files.GetFile",
    ]

    static let converters: [String: Convert] = {
        var table: [String: Convert] = [:]
        func add(_ suffix: String, _ convert: @escaping Convert) { table["is.workflow.actions." + suffix] = convert }

        add("gettext") { r throws(Unconvertible) in
            intent("Shortcuts.Text", [("text", try r.value("WFTextActionText") ?? .text(""))])
        }
        add("comment") { r in builtIn("comment", [("text", .string(r.string("WFCommentActionText") ?? ""))]) }
        add("nothing") { _ in
            builtIn("comment", [("text", .string("Nothing (Apple's action that passes on no output)"))])
        }
        add("setvariable") { r throws(Unconvertible) in
            guard let name = r.string("WFVariableName") else { throw Unconvertible("its variable has no plain name") }
            return builtIn("setVariable", [("name", .string(name)), ("value", try r.input("WFInput"))])
        }
        add("appendvariable") { r throws(Unconvertible) in
            guard let name = r.string("WFVariableName") else { throw Unconvertible("its variable has no plain name") }
            return builtIn("addToVariable", [("name", .string(name)), ("value", try r.input("WFInput"))])
        }
        add("getvariable") { r throws(Unconvertible) in
            guard case .object(let members)? = try r.value("WFVariable")?.value, members.first?.key == "variable",
                case .string(let name)? = members.first?.value.value, members.count == 1
            else { throw Unconvertible("it reads a variable other than a named one") }
            return builtIn("getVariable", [("name", .string(name))])
        }
        add("exit") { _ in builtIn("stop", []) }
        add("output") { r throws(Unconvertible) in builtIn("stop", [("output", try r.value("WFOutput"))]) }
        add("alert") { r throws(Unconvertible) in
            builtIn(
                "showAlert",
                [
                    ("message", try r.value("WFAlertActionMessage") ?? .text("")),
                    ("title", try r.value("WFAlertActionTitle")),
                    ("showCancel", .boolean(r.bool("WFAlertActionCancelButtonShown") ?? true)),
                ])
        }
        add("ask") { r throws(Unconvertible) in
            let type = try r.choice(
                "WFInputType",
                [
                    "Text": "text", "Number": "number", "URL": "url", "Date": "date", "Date and Time": "date",
                    "Time": "date",
                ],
                otherwise: "text")
            let defaultAnswer =
                try type == "number" ? r.number("WFAskActionDefaultAnswerNumber") : r.value("WFAskActionDefaultAnswer")
            return builtIn(
                "askForInput",
                [
                    ("prompt", try r.value("WFAskActionPrompt") ?? .text("")), ("type", type.map(JSONNode.string)),
                    ("default", defaultAnswer),
                ])
        }
        add("choosefromlist") { r throws(Unconvertible) in
            builtIn(
                "chooseFromList",
                [
                    ("list", try r.input("WFInput")), ("prompt", try r.value("WFChooseFromListActionPrompt")),
                    ("selectMultiple", r.bool("WFChooseFromListActionSelectMultiple").map(JSONNode.boolean)),
                ])
        }
        add("getitemfromlist") { r throws(Unconvertible) in
            let item = try r.choice(
                "WFItemSpecifier",
                [
                    "First Item": "first", "Last Item": "last", "Random Item": "random", "Item At Index": "index",
                    "Items in Range": "range",
                ], otherwise: "first")
            return builtIn(
                "getItem",
                [
                    ("list", try r.input("WFInput")), ("item", item.map(JSONNode.string)),
                    (
                        "index",
                        item == "index"
                            ? try r.number("WFItemIndex") ?? .object([("number", .number(1))])
                            : item == "range"
                                ? try r.number("WFItemRangeStart") ?? .object([("number", .number(1))]) : nil
                    ),
                    ("to", item == "range" ? try r.number("WFItemRangeEnd") : nil),
                ])
        }
        add("count") { r throws(Unconvertible) in
            let type = try r.choice(
                "WFCountType",
                [
                    "Items": "items", "Characters": "characters", "Words": "words", "Sentences": "sentences",
                    "Lines": "lines",
                ],
                otherwise: nil)
            return builtIn("count", [("type", type.map(JSONNode.string)), ("input", try r.input("Input"))])
        }
        add("text.split") { r throws(Unconvertible) in
            let separator = try r.choice(
                "WFTextSeparator",
                ["New Lines": "newLines", "Spaces": "spaces", "Every Character": "everyCharacter", "Custom": "custom"],
                otherwise: "newLines")
            return intent(
                "Shortcuts.SplitText",
                [
                    ("text", try r.input("text")), ("separator", separator.map { .object([("enum", .string($0))]) }),
                    ("custom", separator == "custom" ? try r.value("WFTextCustomSeparator") : nil),
                ])
        }
        add("text.combine") { r throws(Unconvertible) in
            let separator = try r.choice(
                "WFTextSeparator", ["New Lines": "\n", "Spaces": " ", "Custom": "custom"], otherwise: " ")
            return intent(
                "Shortcuts.CombineText",
                [
                    ("items", try r.input("text")),
                    (
                        "separator",
                        separator == "custom" ? try r.value("WFTextCustomSeparator") : separator.map(JSONNode.text)
                    ),
                ])
        }
        add("getvalueforkey") { r throws(Unconvertible) in
            let get = try r.choice(
                "WFGetDictionaryValueType", ["Value": "value", "All Keys": "allKeys", "All Values": "allValues"],
                otherwise: "value")
            return builtIn(
                "getDictionaryValue",
                [
                    ("get", get.map(JSONNode.string)),
                    ("key", get == "value" ? try r.required("WFDictionaryKey") : nil),
                    ("dictionary", try r.input("WFInput")),
                ])
        }
        add("setvalueforkey") { r throws(Unconvertible) in
            builtIn(
                "setDictionaryValue",
                [
                    ("key", try r.required("WFDictionaryKey")),
                    ("value", try r.value("WFDictionaryValue") ?? .text("")),
                    ("dictionary", try r.input("WFDictionary")),
                ])
        }
        add("dictionary") { r throws(Unconvertible) in
            builtIn(
                "dictionary",
                [
                    (
                        "items",
                        try r.parameters["WFItems"].map { p throws(Unconvertible) in try r.values.dictionary(p["Value"])
                        } ?? .object([("dictionary", .object([]))])
                    )
                ])
        }
        add("detect.dictionary") { r throws(Unconvertible) in
            builtIn("getDictionaryFromInput", [("input", try r.input("WFInput"))])
        }
        add("math") { r throws(Unconvertible) in
            let basic = try r.choice(
                "WFMathOperation", ["+": "add", "-": "subtract", "×": "multiply", "÷": "divide", "…": "scientific"],
                otherwise: "add")
            var operation = basic
            if basic == "scientific" {
                operation = try r.choice(
                    "WFScientificMathOperation",
                    [
                        "Modulus": "modulus", "x^y": "power", "x²": "square", "x³": "cube", "√x": "squareRoot",
                        "∛x": "cubeRoot", "eˣ": "exponential", "10ˣ": "powerOfTen", "ln(x)": "naturalLogarithm",
                        "log(x)": "logarithm", "sin(x)": "sine", "cos(x)": "cosine", "tan(x)": "tangent",
                        "abs(x)": "absoluteValue", "Floor": "floor", "Ceiling": "ceiling",
                    ],
                    otherwise: nil)
                guard operation != nil else { throw Unconvertible("its operation is missing") }
            }
            let binary = ["add", "subtract", "multiply", "divide", "modulus", "power"].contains(operation ?? "")
            let operand =
                basic == "scientific" ? try r.number("WFScientificMathOperand") : try r.number("WFMathOperand")
            return builtIn(
                "calculate",
                [
                    ("input", try r.input("WFInput")), ("operation", operation.map(JSONNode.string)),
                    ("operand", binary ? operand ?? .object([("number", .number(0))]) : nil),
                ])
        }
        add("round") { r throws(Unconvertible) in
            let place = try r.choice(
                "WFRoundTo",
                [
                    "Ones Place": "ones", "Tens Place": "tens", "Hundreds Place": "hundreds", "Thousands": "thousands",
                    "Ten Thousands": "tenThousands", "Hundred Thousands": "hundredThousands", "Millions": "millions",
                    "Tenths": "1", "Hundredths": "2", "Thousandths": "3", "1 Decimal Place": "1",
                    "2 Decimal Places": "2", "3 Decimal Places": "3", "4 Decimal Places": "4",
                    "5 Decimal Places": "5", "6 Decimal Places": "6", "7 Decimal Places": "7", "8 Decimal Places": "8",
                    "9 Decimal Places": "9", "10 Decimal Places": "10",
                ],
                otherwise: "ones")
            let places = place.flatMap { Int($0) }
            let mode = try r.choice(
                "WFRoundMode", ["Normal": "normal", "Always Round Up": "up", "Always Round Down": "down"],
                otherwise: nil)
            return builtIn(
                "roundNumber",
                [
                    ("input", try r.input("WFInput")),
                    ("place", .string(places == nil ? place ?? "ones" : "decimalPlaces")),
                    ("places", places.map { .object([("number", .number(Double($0)))]) }),
                    ("mode", mode.map(JSONNode.string)),
                ])
        }
        add("calculateexpression") { r throws(Unconvertible) in
            builtIn("calculateExpression", [("expression", try r.input("Input"))])
        }
        add("statistics") { r throws(Unconvertible) in
            let operation = try r.choice(
                "WFStatisticsOperation",
                [
                    "Average": "average", "Minimum": "minimum", "Maximum": "maximum", "Sum": "sum", "Median": "median",
                    "Mode": "mode", "Range": "range", "Standard Deviation": "standardDeviation",
                ],
                otherwise: "average")
            return builtIn(
                "calculateStatistics", [("operation", operation.map(JSONNode.string)), ("input", try r.input("Input"))])
        }
        add("number") { r throws(Unconvertible) in
            intent(
                "Shortcuts.Number",
                [("number", try r.number("WFNumberActionNumber") ?? .object([("number", .number(0))]))])
        }
        add("number.random") { r throws(Unconvertible) in
            builtIn(
                "randomNumber",
                [
                    ("minimum", try r.number("WFRandomNumberMinimum") ?? .object([("number", .number(0))])),
                    ("maximum", try r.number("WFRandomNumberMaximum") ?? .object([("number", .number(100))])),
                ])
        }
        add("url") { r throws(Unconvertible) in intent("Shortcuts.URL", [("url", try r.required("WFURLActionURL"))]) }
        add("openurl") { r throws(Unconvertible) in builtIn("openURL", [("url", try r.input("WFInput"))]) }
        add("date") { r throws(Unconvertible) in
            let specified = r.string("WFDateActionMode") == "Specified Date"
            return intent(
                "Shortcuts.Date", [("date", specified ? try r.required("WFDateActionDate") : .variable("currentDate"))])
        }
        add("adjustdate") { r throws(Unconvertible) in
            let operation = try r.choice(
                "WFAdjustOperation",
                [
                    "Add": "add", "Subtract": "subtract", "Get Start of Minute": "startOfMinute",
                    "Get Start of Hour": "startOfHour", "Get Start of Day": "startOfDay",
                    "Get Start of Week": "startOfWeek",
                    "Get Start of Month": "startOfMonth", "Get Start of Year": "startOfYear",
                ],
                otherwise: "add")
            var amount: JSONNode?
            var unit: String?
            if operation == "add" || operation == "subtract" {
                guard let duration = r.parameters["WFDuration"]?["Value"] else {
                    throw Unconvertible("its duration is missing")
                }
                amount = try r.values.number(duration["Magnitude"])
                let units = [
                    "sec": "seconds", "min": "minutes", "hr": "hours", "days": "days", "weeks": "weeks",
                    "months": "months", "yr": "years", "day": "days", "week": "weeks", "month": "months",
                    "year": "years",
                ]
                guard let name = duration["Unit"]?.string, let ours = units[name] else {
                    throw Unconvertible("its duration's unit has no counterpart")
                }
                unit = ours
            }
            return builtIn(
                "adjustDate",
                [
                    ("date", try r.input("WFDate")), ("operation", operation.map(JSONNode.string)), ("amount", amount),
                    ("unit", unit.map(JSONNode.string)),
                ])
        }
        add("format.date") { r throws(Unconvertible) in
            let styles = ["None": "none", "Short": "short", "Medium": "medium", "Long": "long", "Full": "full"]
            let date = try r.choice(
                "WFDateFormatStyle",
                styles.merging([
                    "Relative": "relative", "ISO 8601": "iso8601", "RFC 2822": "rfc2822", "Custom": "custom",
                ]) { a, _ in a },
                otherwise: "short")
            let time = try r.choice("WFTimeFormatStyle", styles, otherwise: nil)
            return builtIn(
                "formatDate",
                [
                    ("date", try r.input("WFDate")), ("dateFormat", date.map(JSONNode.string)),
                    ("timeFormat", time.map(JSONNode.string)),
                    ("format", try Self.plainFormat(r, custom: date == "custom")),
                ])
        }
        add("gettimebetweendates") { r throws(Unconvertible) in
            let unit = try r.choice(
                "WFTimeUntilUnit",
                [
                    "Seconds": "seconds", "Minutes": "minutes", "Hours": "hours", "Days": "days", "Weeks": "weeks",
                    "Months": "months", "Years": "years",
                ], otherwise: "minutes")
            return builtIn(
                "getTimeBetweenDates",
                [
                    ("first", try r.value("WFTimeUntilFromDate") ?? .variable("currentDate")),
                    ("second", try r.input("WFInput")),
                    ("unit", unit.map(JSONNode.string)),
                ])
        }
        add("detect.date") { r throws(Unconvertible) in
            builtIn("getDatesFromInput", [("input", try r.input("WFInput"))])
        }
        add("text.replace") { r throws(Unconvertible) in
            builtIn(
                "replaceText",
                [
                    ("find", try r.required("WFReplaceTextFind")), ("replace", try r.value("WFReplaceTextReplace")),
                    ("input", try r.input("WFInput")),
                    ("caseSensitive", r.bool("WFReplaceTextCaseSensitive").map(JSONNode.boolean)),
                    ("regularExpression", r.bool("WFReplaceTextRegularExpression").map(JSONNode.boolean)),
                ])
        }
        add("text.match") { r throws(Unconvertible) in
            builtIn(
                "matchText",
                [
                    ("pattern", try r.required("WFMatchTextPattern")), ("input", try r.input("text")),
                    ("caseSensitive", r.bool("WFMatchTextCaseSensitive").map(JSONNode.boolean)),
                ])
        }
        add("text.match.getgroup") { r throws(Unconvertible) in
            let get = try r.choice(
                "WFGetGroupType", ["Group At Index": "groupAtIndex", "All Groups": "allGroups"],
                otherwise: "groupAtIndex")
            return builtIn(
                "getMatchGroup",
                [
                    ("get", get.map(JSONNode.string)),
                    ("index", get == "groupAtIndex" ? try r.number("WFGroupIndex") : nil),
                    ("input", try r.input("matches")),
                ])
        }
        add("text.changecase") { r throws(Unconvertible) in
            let textCase = try r.choice(
                "WFCaseType",
                [
                    "UPPERCASE": "uppercase", "lowercase": "lowercase", "Capitalize Every Word": "capitalize",
                    "Capitalize with Title Case": "titleCase", "Capitalize with sentence case": "sentenceCase",
                    "cApItAlIzE wItH aLtErNaTiNg cAsE": "alternatingCase",
                ], otherwise: "uppercase")
            return builtIn("changeCase", [("input", try r.input("text")), ("case", textCase.map(JSONNode.string))])
        }
        add("text.trimwhitespace") { r throws(Unconvertible) in
            builtIn("trimWhitespace", [("input", try r.input("WFInput"))])
        }
        add("detect.text") { r throws(Unconvertible) in builtIn("getText", [("input", try r.input("WFInput"))]) }
        add("list") { r throws(Unconvertible) in
            let items = try (r.parameters["WFItems"]?.array ?? []).map { p throws(Unconvertible) in
                try r.values.listItem(p)
            }
            return builtIn("list", [("items", .object([("list", .array(items))]))])
        }
        add("showresult") { r throws(Unconvertible) in intent("Shortcuts.ShowResult", [("text", try r.input("Text"))]) }
        add("notification") { r throws(Unconvertible) in
            builtIn(
                "showNotification",
                [
                    ("body", try r.value("WFNotificationActionBody") ?? .text("")),
                    ("title", try r.value("WFNotificationActionTitle")),
                ])
        }
        add("delay") { r throws(Unconvertible) in
            builtIn("wait", [("seconds", try r.number("WFDelayTime") ?? .object([("number", .number(1))]))])
        }
        add("setclipboard") { r throws(Unconvertible) in builtIn("copyToClipboard", [("input", try r.input("WFInput"))])
        }
        add("getclipboard") { _ in builtIn("getClipboard", []) }
        add("getdevicedetails") { r throws(Unconvertible) in
            guard let detail = r.string("WFDeviceDetail").flatMap({ AppleValues.deviceDetails[$0] }) else {
                throw Unconvertible("its detail '\(r.string("WFDeviceDetail") ?? "")' has no counterpart")
            }
            return builtIn("getDeviceDetails", [("detail", .string(detail))])
        }
        add("format.number") { r throws(Unconvertible) in
            builtIn(
                "formatNumber",
                [
                    ("input", try r.input("WFNumber")),
                    ("places", try r.number("WFNumberFormatDecimalPlaces") ?? .object([("number", .number(2))])),
                ])
        }
        add("runworkflow") { r throws(Unconvertible) in
            let name = r.string("WFWorkflowName") ?? r.parameters["WFWorkflow"]?["workflowName"]?.string
            guard let name else { throw Unconvertible("the shortcut it runs is chosen by a variable") }
            guard let id = r.shortcuts[name] else {
                throw Unconvertible("the shortcut '\(name)' it runs is neither in the library nor in this import")
            }
            return builtIn("runShortcut", [("shortcut", .string(id)), ("input", try r.value("WFInput"))])
        }
        add("downloadurl") { r throws(Unconvertible) in
            let method = try r.choice(
                "WFHTTPMethod",
                ["GET": "GET", "POST": "POST", "PUT": "PUT", "PATCH": "PATCH", "DELETE": "DELETE", "HEAD": "HEAD"],
                otherwise: nil)
            let bodyType = try r.choice(
                "WFHTTPBodyType", ["JSON": "json", "Form": "form", "File": "file"], otherwise: nil)
            let body: JSONNode? =
                switch bodyType {
                case "json":
                    try r.parameters["WFJSONValues"].map { p throws(Unconvertible) in
                        try r.values.dictionary(p["Value"])
                    }
                case "form":
                    try r.parameters["WFFormValues"].map { p throws(Unconvertible) in
                        try r.values.dictionary(p["Value"])
                    }
                case "file": try r.value("WFRequestVariable")
                default: nil
                }
            return builtIn(
                "getContentsOfURL",
                [
                    ("url", try r.input("WFURL")), ("method", method.map(JSONNode.string)),
                    (
                        "headers",
                        try r.parameters["WFHTTPHeaders"].map { p throws(Unconvertible) in
                            try r.values.dictionary(p["Value"])
                        }
                    ),
                    ("bodyType", body == nil ? nil : bodyType.map(JSONNode.string)), ("body", body),
                ])
        }
        // Quick Look shows its input to the person; here that is Show Result.
        add("previewdocument") { r throws(Unconvertible) in
            intent("Shortcuts.ShowResult", [("text", try r.input("WFInput"))])
        }
        add("showwebpage") { r throws(Unconvertible) in builtIn("openURL", [("url", try r.input("WFURL"))]) }
        add("documentpicker.open") { r throws(Unconvertible) in
            // A file picker asks each time; a path names the file under the Files root.
            if r.bool("WFShowFilePicker") != false {
                return intent("Files.GetFile", [("file", .object([("ask", .object([]))]))])
            }
            guard let path = r.string("WFGetFilePath") else { throw Unconvertible("its path has variables") }
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            return intent(
                "Files.GetFile",
                [
                    (
                        "file",
                        .object([
                            ("entity", .object([("type", .string("Files.FileEntity")), ("id", .string(relative))]))
                        ])
                    )
                ])
        }
        add("documentpicker.save") { r throws(Unconvertible) in
            guard r.bool("WFAskWhereToSave") == false, let path = try r.value("WFFileDestinationPath") else {
                throw Unconvertible("it asks where to save, which the Files app cannot")
            }
            let mode = r.bool("WFSaveFileOverwrite") == true ? "overwrite" : "createNew"
            // Apple saves text as a text file; the Files app writes text with Write Text File.
            if Self.isText(r.parameters["WFInput"], r.values.context) {
                return intent(
                    "Files.WriteTextFile",
                    [("path", path), ("text", try r.input("WFInput")), ("mode", .object([("enum", .string(mode))]))])
            }
            return intent(
                "Files.SaveFile",
                [
                    ("file", try r.input("WFInput")), ("path", path), ("mode", .object([("enum", .string(mode))])),
                ])
        }
        return table
    }()

    /// Apple's actions whose output is text.
    static let textActions: Set<String> = Set(
        [
            "gettext", "text.combine", "text.replace", "text.changecase", "text.trimwhitespace", "detect.text",
            "format.date",
            "format.number", "ask",
        ].map { "is.workflow.actions." + $0 })

    /// Whether an input is text: text typed in, or the output of an action that gives text.
    static func isText(_ plist: PlistValue?, _ context: ImportContext) -> Bool {
        guard case .dictionary(let d)? = plist else { return plist?.string != nil }
        if d["WFSerializationType"]?.string == "WFTextTokenString" { return true }
        guard let uuid = d["Value"]?["OutputUUID"]?.string, d["Value"]?["Aggrandizements"] == nil else { return false }
        return context.appleKinds[uuid.uppercased()].map(textActions.contains) ?? false
    }

    /// Format Date's custom format, which is plain text here.
    private static func plainFormat(_ r: ActionReader, custom: Bool) throws(Unconvertible) -> JSONNode? {
        guard custom else { return nil }
        guard let format = r.string("WFDateFormat") else { throw Unconvertible("its custom format has variables") }
        return .string(format)
    }
}
