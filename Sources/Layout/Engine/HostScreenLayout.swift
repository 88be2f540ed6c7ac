import BoxTreeModel
import CampaignModel

/// The host app behind the message. By default a neutral, text-free mock
/// screen (status bar, title, list rows, tab bar) so a preview reads as "an
/// app with a message on top" without distracting from the message.
struct HostScreenLayout {
    let environment: Environment
    let measurer: any TextMeasuring

    private static let background = RGBAColor(red: 242, green: 242, blue: 247)
    private static let placeholderGray = RGBAColor(red: 209, green: 209, blue: 214)
    private static let lightGray = RGBAColor(red: 229, green: 229, blue: 234)

    func hostBox() -> Box {
        let screen = environment.screenRect
        switch environment.background {
        case .color(let color):
            return Box(role: .hostApp, frame: screen, fill: .color(color))
        case .image(let file, let width, let height):
            return Box(role: .hostApp, frame: screen, fill: .color(Self.background),
                       image: ImageContent(source: file, file: file, pixelWidth: width, pixelHeight: height, contentMode: .aspectFill))
        case .mockApp:
            return Box(role: .hostApp, frame: screen, fill: .color(Self.background), children: mockDecorations())
        }
    }

    private func mockDecorations() -> [Box] {
        let screen = environment.screenRect
        let safe = environment.safeRect
        var boxes: [Box] = []
        func bar(_ frame: Rect, _ color: RGBAColor, radius: Double) {
            boxes.append(Box(role: .hostDecoration, frame: frame, fill: .color(color), cornerRadius: radius))
        }

        let statusBarHeight = environment.orientation == .portrait || environment.device.isPad ? environment.device.statusBarHeight : 0
        if statusBarHeight > 0 {
            // The status bar does not follow Dynamic Type: fixed 17 pt semibold.
            let font = FontSpec(style: .headline, size: 17, weight: .semibold)
            let lines = measurer.lines(for: "9:41", font: font, maxWidth: 80, alignment: .center, direction: .leftToRight)
            let top = (statusBarHeight - lines.blockHeight) / 2 + (environment.device.isPad ? 0 : 2)
            boxes.append(Box(role: .hostDecoration, frame: Rect(x: environment.device.isPad ? 12 : 24, y: top, width: 80, height: lines.blockHeight),
                             text: TextBlock(text: "9:41", font: font, color: .black, alignment: .center, lines: lines)))
            let battery = Rect(x: screen.maxX - (environment.device.isPad ? 40 : 48), y: statusBarHeight / 2 - 5.5, width: 25, height: 12)
            boxes.append(Box(role: .hostDecoration, frame: battery, cornerRadius: 3.5,
                             border: Border(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 90), width: 1)))
            bar(Rect(x: battery.minX + 2, y: battery.minY + 2, width: 18, height: 8), .black, radius: 1.5)
        }

        let margin = 16.0
        let left = safe.minX + margin
        let width = safe.width - 2 * margin
        let titleTop = max(statusBarHeight, safe.minY) + 44
        bar(Rect(x: left, y: titleTop, width: min(180, width * 0.45), height: 30), Self.placeholderGray, radius: 8)

        let tabBarHeight = 49 + environment.safeArea.bottom
        let tabBar = Rect(x: 0, y: screen.maxY - tabBarHeight, width: screen.width, height: tabBarHeight)
        var rowTop = titleTop + 54
        let rowHeight = 76.0
        while rowTop + rowHeight <= tabBar.minY - 8 {
            let row = Rect(x: left, y: rowTop, width: width, height: rowHeight)
            bar(row, .white, radius: 12)
            bar(Rect(x: row.minX + 14, y: row.minY + 16, width: 44, height: 44), Self.lightGray, radius: 22)
            bar(Rect(x: row.minX + 72, y: row.minY + 20, width: min(200, row.width * 0.5), height: 12), Self.placeholderGray, radius: 6)
            bar(Rect(x: row.minX + 72, y: row.minY + 42, width: min(280, row.width * 0.7), height: 10), Self.lightGray, radius: 5)
            rowTop += rowHeight + 12
        }

        bar(tabBar, RGBAColor(red: 249, green: 249, blue: 249, alpha: 240), radius: 0)
        bar(Rect(x: 0, y: tabBar.minY, width: screen.width, height: 0.5), RGBAColor(red: 0, green: 0, blue: 0, alpha: 77), radius: 0)
        let tabs = 4
        let slot = safe.width / Double(tabs)
        for index in 0..<tabs {
            let centerX = safe.minX + slot * (Double(index) + 0.5)
            let color = index == 0 ? RGBAColor(red: 0, green: 122, blue: 255) : RGBAColor(red: 153, green: 153, blue: 153)
            bar(Rect(x: centerX - 12, y: tabBar.minY + 8, width: 24, height: 24), color, radius: 6)
            bar(Rect(x: centerX - 16, y: tabBar.minY + 36, width: 32, height: 6), color.withAlpha(0.6), radius: 3)
        }
        return boxes
    }
}

/// The preview's own annotation, such as why a device would not display the
/// message. Not part of the message; drawn centred, in English, unmirrored.
struct NoticeLayout {
    let environment: Environment
    let measurer: any TextMeasuring

    func notice(title: String, detail: String) -> Box {
        let safe = environment.safeRect
        let width = min(safe.width - 32, 440)
        let padding = 16.0
        let titleFont = FontSpec(style: .headline, size: 17, weight: .semibold)
        let detailFont = FontSpec(style: .subheadline, size: 15, weight: .regular)
        let inner = width - 2 * padding
        let titleLines = measurer.lines(for: title, font: titleFont, maxWidth: inner, alignment: .center, direction: .leftToRight)
        let detailLines = measurer.lines(for: detail, font: detailFont, maxWidth: inner, alignment: .center, direction: .leftToRight)
        let height = padding + titleLines.blockHeight + 6 + detailLines.blockHeight + padding
        let frame = Rect(x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
        let titleBox = Box(role: .notice, frame: Rect(x: frame.minX + padding, y: frame.minY + padding, width: inner, height: titleLines.blockHeight),
                           text: TextBlock(text: title, font: titleFont, color: .white, alignment: .center, lines: titleLines))
        let detailBox = Box(role: .notice, frame: Rect(x: frame.minX + padding, y: titleBox.frame.maxY + 6, width: inner, height: detailLines.blockHeight),
                            text: TextBlock(text: detail, font: detailFont, color: RGBAColor(red: 235, green: 235, blue: 245, alpha: 220),
                                            alignment: .center, lines: detailLines))
        return Box(role: .notice, frame: frame, fill: .color(RGBAColor(red: 28, green: 28, blue: 30, alpha: 235)), cornerRadius: 14,
                   shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 60), offsetY: 4, blurRadius: 16),
                   children: [titleBox, detailBox])
    }
}
