import AppleShortcutFiles
import JSONCore

extension AppleExporter {
    /// A built-in action as Apple's, the reverse of ``AppleActionTable``; control flow as its
    /// markers around the actions it holds.
    mutating func builtIn(_ name: String, _ node: JSONNode, _ parameters: [String: PlistValue])
        throws(NotExportable)
        -> [PlistValue]
    {
        let values = self.values
        var p = parameters
        func set(_ key: String, _ value: PlistValue?) { if let value { p[key] = value } }
        func text(_ member: String) throws(NotExportable) -> PlistValue? {
            try node[member].map { m throws(NotExportable) in try values.text(m) }
        }
        func value(_ member: String) throws(NotExportable) -> PlistValue? {
            try node[member].map { m throws(NotExportable) in try values.value(m) }
        }
        func number(_ member: String) throws(NotExportable) -> PlistValue? {
            try node[member].map { m throws(NotExportable) in try values.numberField(m) }
        }
        func bool(_ member: String) -> PlistValue? { node[member]?["boolean"]?.bool.map(PlistValue.bool) }
        func choice(_ member: String, _ names: [String: String]) throws(NotExportable) -> PlistValue? {
            guard let ours = node[member]?.string else { return nil }
            guard let apple = names[ours] else { throw NotExportable("its \(member) '\(ours)' has no counterpart") }
            return .string(apple)
        }
        func only(_ members: Set<String>) throws(NotExportable) {
            for (key, _) in node.members ?? []
            where !["id", "action", "onError"].contains(key) && !members.contains(key) {
                throw NotExportable("its \(key) has no counterpart in Apple's action")
            }
            if node["onError"] != nil { throw NotExportable("Apple's actions have no error handling of this kind") }
        }
        func one(_ suffix: String) -> [PlistValue] { [Self.apple(suffix, p)] }
        let styles = ["none": "None", "short": "Short", "medium": "Medium", "long": "Long", "full": "Full"]

        switch name {
        case "comment":
            try only(["text"])
            set("WFCommentActionText", .string(node["text"]?.string ?? ""))
            return one("comment")
        case "setVariable", "addToVariable":
            try only(["name", "value"])
            set("WFVariableName", .string(node["name"]?.string ?? ""))
            set("WFInput", try value("value"))
            return one(name == "setVariable" ? "setvariable" : "appendvariable")
        case "getVariable":
            try only(["name"])
            set("WFVariable", try values.value(.object([("variable", .string(node["name"]?.string ?? ""))])))
            return one("getvariable")
        case "stop":
            try only(["output"])
            if let output = try value("output") {
                set("WFOutput", output)
                return one("output")
            }
            return one("exit")
        case "showAlert":
            try only(["message", "title", "showCancel"])
            set("WFAlertActionMessage", try text("message"))
            set("WFAlertActionTitle", try text("title"))
            set("WFAlertActionCancelButtonShown", bool("showCancel") ?? .bool(true))
            return one("alert")
        case "askForInput":
            try only(["prompt", "type", "default"])
            set("WFAskActionPrompt", try text("prompt"))
            set("WFInputType", try choice("type", ["text": "Text", "number": "Number", "url": "URL", "date": "Date"]))
            if node["type"]?.string == "number" {
                set("WFAskActionDefaultAnswerNumber", try number("default"))
            } else {
                set("WFAskActionDefaultAnswer", try text("default"))
            }
            return one("ask")
        case "chooseFromList":
            try only(["list", "prompt", "selectMultiple"])
            set("WFInput", try value("list"))
            set("WFChooseFromListActionPrompt", try text("prompt"))
            set("WFChooseFromListActionSelectMultiple", bool("selectMultiple"))
            return one("choosefromlist")
        case "getItem":
            try only(["list", "item", "index", "to"])
            set("WFInput", try value("list"))
            set(
                "WFItemSpecifier",
                try choice(
                    "item",
                    [
                        "first": "First Item", "last": "Last Item", "random": "Random Item", "index": "Item At Index",
                        "range": "Items in Range",
                    ]))
            if node["item"]?.string == "range" {
                set("WFItemRangeStart", try number("index"))
                set("WFItemRangeEnd", try number("to"))
            } else {
                set("WFItemIndex", try number("index"))
            }
            return one("getitemfromlist")
        case "count":
            try only(["type", "input"])
            set("Input", try value("input"))
            set(
                "WFCountType",
                try choice(
                    "type",
                    [
                        "items": "Items", "characters": "Characters", "words": "Words", "sentences": "Sentences",
                        "lines": "Lines",
                    ]))
            return one("count")
        case "getDictionaryValue":
            try only(["get", "key", "dictionary"])
            set(
                "WFGetDictionaryValueType",
                try choice("get", ["value": "Value", "allKeys": "All Keys", "allValues": "All Values"]))
            set("WFDictionaryKey", try text("key"))
            set("WFInput", try value("dictionary"))
            return one("getvalueforkey")
        case "setDictionaryValue":
            try only(["key", "value", "dictionary"])
            set("WFDictionaryKey", try text("key"))
            set("WFDictionaryValue", try value("value"))
            set("WFDictionary", try value("dictionary"))
            return one("setvalueforkey")
        case "dictionary":
            try only(["items"])
            set("WFItems", try values.dictionary(node["items"]?["dictionary"] ?? .object([])))
            return one("dictionary")
        case "getDictionaryFromInput", "getDatesFromInput", "getText", "trimWhitespace", "copyToClipboard", "openURL":
            let member = name == "openURL" ? "url" : "input"
            try only([member])
            set("WFInput", try value(member))
            let suffixes = [
                "getDictionaryFromInput": "detect.dictionary", "getDatesFromInput": "detect.date",
                "getText": "detect.text",
                "trimWhitespace": "text.trimwhitespace", "copyToClipboard": "setclipboard", "openURL": "openurl",
            ]
            return one(suffixes[name]!)
        case "getClipboard":
            try only([])
            return one("getclipboard")
        case "getDeviceDetails":
            try only(["detail"])
            let names = Dictionary(
                AppleValues.deviceDetails.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
            set("WFDeviceDetail", try choice("detail", names))
            return one("getdevicedetails")
        case "calculate":
            try only(["input", "operation", "operand"])
            set("WFInput", try value("input"))
            let basic = ["add": "+", "subtract": "-", "multiply": "×", "divide": "÷"]
            let scientific = [
                "modulus": "Modulus", "power": "x^y", "square": "x²", "cube": "x³", "squareRoot": "√x",
                "cubeRoot": "∛x",
                "exponential": "eˣ", "powerOfTen": "10ˣ", "naturalLogarithm": "ln(x)", "logarithm": "log(x)",
                "sine": "sin(x)", "cosine": "cos(x)", "tangent": "tan(x)", "absoluteValue": "abs(x)", "floor": "Floor",
                "ceiling": "Ceiling",
            ]
            let operation = node["operation"]?.string ?? "add"
            if let symbol = basic[operation] {
                set("WFMathOperation", .string(symbol))
                set("WFMathOperand", try number("operand"))
            } else if let apple = scientific[operation] {
                set("WFMathOperation", .string("…"))
                set("WFScientificMathOperation", .string(apple))
                set("WFScientificMathOperand", try number("operand"))
            } else {
                throw NotExportable("its operation '\(operation)' has no counterpart")
            }
            return one("math")
        case "roundNumber":
            try only(["input", "place", "places", "mode"])
            set("WFInput", try value("input"))
            let places = [
                "ones": "Ones Place", "tens": "Tens Place", "hundreds": "Hundreds Place", "thousands": "Thousands",
                "tenThousands": "Ten Thousands", "hundredThousands": "Hundred Thousands", "millions": "Millions",
            ]
            if node["place"]?.string == "decimalPlaces" {
                guard let n = node["places"]?["number"]?.double.map(Int.init), (1...10).contains(n) else {
                    throw NotExportable("its decimal places are not 1 to 10")
                }
                set("WFRoundTo", .string(n == 1 ? "1 Decimal Place" : "\(n) Decimal Places"))
            } else {
                set("WFRoundTo", try choice("place", places))
            }
            set(
                "WFRoundMode",
                try choice("mode", ["normal": "Normal", "up": "Always Round Up", "down": "Always Round Down"]))
            return one("round")
        case "calculateExpression":
            try only(["expression"])
            set("Input", try value("expression"))
            return one("calculateexpression")
        case "calculateStatistics":
            try only(["operation", "input"])
            set(
                "WFStatisticsOperation",
                try choice(
                    "operation",
                    [
                        "average": "Average", "minimum": "Minimum", "maximum": "Maximum", "sum": "Sum",
                        "median": "Median",
                        "mode": "Mode", "range": "Range", "standardDeviation": "Standard Deviation",
                    ]))
            set("Input", try value("input"))
            return one("statistics")
        case "randomNumber":
            try only(["minimum", "maximum"])
            set("WFRandomNumberMinimum", try number("minimum"))
            set("WFRandomNumberMaximum", try number("maximum"))
            return one("number.random")
        case "formatNumber":
            try only(["input", "places"])
            set("WFNumber", try value("input"))
            set("WFNumberFormatDecimalPlaces", try number("places"))
            return one("format.number")
        case "adjustDate":
            try only(["date", "operation", "amount", "unit"])
            set("WFDate", try value("date"))
            set(
                "WFAdjustOperation",
                try choice(
                    "operation",
                    [
                        "add": "Add", "subtract": "Subtract", "startOfMinute": "Get Start of Minute",
                        "startOfHour": "Get Start of Hour", "startOfDay": "Get Start of Day",
                        "startOfWeek": "Get Start of Week",
                        "startOfMonth": "Get Start of Month", "startOfYear": "Get Start of Year",
                    ]))
            if let amount = node["amount"] {
                let magnitude: PlistValue
                if let n = amount["number"] {
                    magnitude = ExportValues.number(n)
                } else {
                    magnitude = try values.attachment(amount)
                }
                let units = [
                    "seconds": "sec", "minutes": "min", "hours": "hr", "days": "days", "weeks": "weeks",
                    "months": "months", "years": "yr",
                ]
                guard let unit = node["unit"]?.string.flatMap({ units[$0] }) else {
                    throw NotExportable("its unit has no counterpart")
                }
                set(
                    "WFDuration",
                    .dictionary([
                        "Value": .dictionary(["Magnitude": magnitude, "Unit": .string(unit)]),
                        "WFSerializationType": .string("WFQuantityFieldValue"),
                    ]))
            }
            return one("adjustdate")
        case "formatDate":
            try only(["date", "dateFormat", "timeFormat", "format"])
            set("WFDate", try value("date"))
            set(
                "WFDateFormatStyle",
                try choice(
                    "dateFormat",
                    styles.merging([
                        "relative": "Relative", "iso8601": "ISO 8601", "rfc2822": "RFC 2822", "custom": "Custom",
                    ]) { a, _ in a }))
            set("WFTimeFormatStyle", try choice("timeFormat", styles))
            set("WFDateFormat", node["format"]?.string.map(PlistValue.string))
            return one("format.date")
        case "getTimeBetweenDates":
            try only(["first", "second", "unit"])
            set("WFTimeUntilFromDate", try value("first"))
            set("WFInput", try value("second"))
            set(
                "WFTimeUntilUnit",
                try choice(
                    "unit",
                    [
                        "seconds": "Seconds", "minutes": "Minutes", "hours": "Hours", "days": "Days", "weeks": "Weeks",
                        "months": "Months", "years": "Years",
                    ]))
            return one("gettimebetweendates")
        case "replaceText":
            try only(["find", "replace", "input", "caseSensitive", "regularExpression"])
            set("WFReplaceTextFind", try text("find"))
            set("WFReplaceTextReplace", try text("replace"))
            set("WFInput", try value("input"))
            set("WFReplaceTextCaseSensitive", bool("caseSensitive"))
            set("WFReplaceTextRegularExpression", bool("regularExpression"))
            return one("text.replace")
        case "matchText":
            try only(["pattern", "input", "caseSensitive"])
            set("WFMatchTextPattern", try text("pattern"))
            set("text", try value("input"))
            set("WFMatchTextCaseSensitive", bool("caseSensitive"))
            return one("text.match")
        case "getMatchGroup":
            try only(["get", "index", "input"])
            set("WFGetGroupType", try choice("get", ["groupAtIndex": "Group At Index", "allGroups": "All Groups"]))
            set("WFGroupIndex", try number("index"))
            set("matches", try value("input"))
            return one("text.match.getgroup")
        case "changeCase":
            try only(["input", "case"])
            set("text", try value("input"))
            set(
                "WFCaseType",
                try choice(
                    "case",
                    [
                        "uppercase": "UPPERCASE", "lowercase": "lowercase", "capitalize": "Capitalize Every Word",
                        "titleCase": "Capitalize with Title Case", "sentenceCase": "Capitalize with sentence case",
                        "alternatingCase": "cApItAlIzE wItH aLtErNaTiNg cAsE",
                    ]))
            return one("text.changecase")
        case "list":
            try only(["items"])
            var items: [PlistValue] = []
            for item in node["items"]?["list"]?.array ?? [] { items.append(try values.text(item)) }
            set("WFItems", .array(items))
            return one("list")
        case "showNotification":
            try only(["body", "title"])
            set("WFNotificationActionBody", try text("body"))
            set("WFNotificationActionTitle", try text("title"))
            return one("notification")
        case "wait":
            try only(["seconds"])
            set("WFDelayTime", try number("seconds"))
            return one("delay")
        case "runShortcut":
            try only(["shortcut", "input"])
            guard let target = node["shortcut"]?.string, let shortcut = shortcutNames[target] else {
                throw NotExportable("the shortcut it runs is not in the library")
            }
            set("WFWorkflowName", .string(shortcut))
            set("WFWorkflow", .dictionary(["workflowName": .string(shortcut), "isSelf": .bool(false)]))
            set("WFInput", try value("input"))
            return one("runworkflow")
        case "getContentsOfURL":
            try only(["url", "method", "headers", "bodyType", "body"])
            set("WFURL", try value("url"))
            set("WFHTTPMethod", node["method"]?.string.map(PlistValue.string))
            set(
                "WFHTTPHeaders",
                try node["headers"]?["dictionary"].map { d throws(NotExportable) in try values.dictionary(d) })
            switch node["bodyType"]?.string {
            case "json"?:
                set("WFHTTPBodyType", .string("JSON"))
                set(
                    "WFJSONValues",
                    try node["body"]?["dictionary"].map { d throws(NotExportable) in try values.dictionary(d) })
            case "form"?:
                set("WFHTTPBodyType", .string("Form"))
                set(
                    "WFFormValues",
                    try node["body"]?["dictionary"].map { d throws(NotExportable) in try values.dictionary(d) })
            case "file"?:
                set("WFHTTPBodyType", .string("File"))
                set("WFRequestVariable", try value("body"))
            case nil: break
            case let other?: throw NotExportable("its body type '\(other)' has no counterpart")
            }
            return one("downloadurl")
        case "if": return try ifBlock(node, p)
        case "repeat", "repeatEach": return try loop(node, p, each: name == "repeatEach")
        case "menu": return try menu(node, p)
        default:
            throw NotExportable("Apple's Shortcuts has no counterpart of it")
        }
    }

    private static func marker(
        _ suffix: String, group: String, mode: Int, _ parameters: [String: PlistValue] = [:]
    ) -> PlistValue {
        var all = parameters
        all["GroupingIdentifier"] = .string(group)
        all["WFControlFlowMode"] = .integer(mode)
        return apple(suffix, all)
    }

    private mutating func ifBlock(_ node: JSONNode, _ parameters: [String: PlistValue]) throws(NotExportable)
        -> [PlistValue]
    {
        let id = node["id"]?.string ?? ""
        var start: [String: PlistValue]
        if let rows = node["conditions"]?.array {
            // "If Any/All of the following are true": Apple's table of conditions.
            var templates: [PlistValue] = []
            for row in rows { templates.append(.dictionary(try condition(row))) }
            start = [
                "WFConditions": .dictionary([
                    "Value": .dictionary([
                        "WFActionParameterFilterPrefix": .integer(node["match"]?.string == "any" ? 0 : 1),
                        "WFActionParameterFilterTemplates": .array(templates),
                        "WFContentPredicateBoundedDate": .bool(false),
                    ]),
                    "WFSerializationType": .string("WFContentPredicateTableTemplate"),
                ])
            ]
        } else {
            start = try condition(node)
        }
        var out = [Self.marker("conditional", group: id, mode: 0, start)]
        out += actionsInside(node["then"]?.array ?? [])
        if let otherwise = node["else"]?.array, !otherwise.isEmpty {
            out.append(Self.marker("conditional", group: id, mode: 1))
            out += actionsInside(otherwise)
        }
        out.append(Self.marker("conditional", group: id, mode: 2, ["UUID": .string(id)]))
        return out
    }

    /// One condition as Apple writes it: its code, its input (a variable in Apple's wrapper) and
    /// the value it compares with, in the field its kind takes.
    private func condition(_ node: JSONNode) throws(NotExportable) -> [String: PlistValue] {
        let codes = [
            "lessThan": 0, "lessThanOrEqual": 1, "greaterThan": 2, "greaterThanOrEqual": 3, "is": 4, "isNot": 5,
            "beginsWith": 8, "endsWith": 9, "contains": 99, "hasAnyValue": 100, "hasNoValue": 101, "between": 1003,
        ]
        guard let name = node["condition"]?.string, let code = codes[name] else {
            throw NotExportable("its condition has no counterpart")
        }
        var out: [String: PlistValue] = ["WFCondition": .integer(code)]
        if let input = node["input"] {
            let value = try values.value(input)
            let isVariable = ["var", "variable"].contains(input.members?.first?.key ?? "")
            out["WFInput"] = isVariable ? .dictionary(["Type": .string("Variable"), "Variable": value]) : value
        }
        if let value = node["value"] {
            if [0, 1, 2, 3, 1003].contains(code) {
                out["WFNumberValue"] = try values.numberField(value)
            } else {
                out["WFConditionalActionString"] = try values.text(value)
            }
        }
        if let second = node["value2"] { out["WFAnotherNumber"] = try values.numberField(second) }
        return out
    }

    private mutating func loop(_ node: JSONNode, _ parameters: [String: PlistValue], each: Bool) throws(NotExportable)
        -> [PlistValue]
    {
        let id = node["id"]?.string ?? ""
        var start: [String: PlistValue] = [:]
        if each {
            start["WFInput"] = try node["items"].map { m throws(NotExportable) in try values.value(m) }
        } else {
            start["WFRepeatCount"] = try node["count"].map { m throws(NotExportable) in try values.numberField(m) }
        }
        let suffix = each ? "repeat.each" : "repeat.count"
        values.loopDepth += 1
        defer { values.loopDepth -= 1 }
        // The Set Variable an import puts first to name an outer loop's item is Apple's own
        // "Repeat Item", which needs no action.
        var body = node["do"]?.array ?? []
        while let first = body.first, first["action"]?.string == "setVariable",
            let name = first["name"]?.string,
            ["Repeat Item \(values.loopDepth)", "Repeat Index \(values.loopDepth)"].contains(name),
            ["repeatItem", "repeatIndex"].contains(first["value"]?["var"]?.string ?? "")
        {
            body.removeFirst()
        }
        var out = [Self.marker(suffix, group: id, mode: 0, start)]
        out += actionsInside(body)
        out.append(Self.marker(suffix, group: id, mode: 2, ["UUID": .string(id)]))
        return out
    }

    private mutating func menu(_ node: JSONNode, _ parameters: [String: PlistValue]) throws(NotExportable)
        -> [PlistValue]
    {
        let id = node["id"]?.string ?? ""
        let items = node["items"]?.array ?? []
        let titles = items.map { $0["title"]?.string ?? "" }
        var start: [String: PlistValue] = ["WFMenuItems": .array(titles.map(PlistValue.string))]
        if let prompt = node["prompt"] { start["WFMenuPrompt"] = try values.text(prompt) }
        var out = [Self.marker("choosefrommenu", group: id, mode: 0, start)]
        for (title, item) in zip(titles, items) {
            out.append(Self.marker("choosefrommenu", group: id, mode: 1, ["WFMenuItemTitle": .string(title)]))
            out += actionsInside(item["do"]?.array ?? [])
        }
        out.append(Self.marker("choosefrommenu", group: id, mode: 2, ["UUID": .string(id)]))
        return out
    }
}
