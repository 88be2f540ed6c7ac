import BoxTreeModel
import CampaignModel

/// The host app behind the message. By default a neutral, text-free mock
/// screen so a preview reads as "an app with a message on top" without
/// distracting from the message: on a phone a status bar, title, list rows and
/// tab bar; on an iPad a regular-width app (sidebar or top tab bar, a grid of
/// cards).
struct HostScreenLayout {
    let environment: Environment
    let measurer: any TextMeasuring

    private var palette: HostPalette { HostPalette.of(environment.appearance) }

    func hostBox() -> Box {
        let screen = environment.screenRect
        switch environment.background {
        case .color(let color):
            return Box(role: .hostApp, frame: screen, fill: .color(color))
        case .image(let file, let width, let height):
            return Box(role: .hostApp, frame: screen, fill: .color(palette.background),
                       image: ImageContent(source: file, file: file, pixelWidth: width, pixelHeight: height, contentMode: .aspectFill))
        case .mockApp:
            return Box(role: .hostApp, frame: screen, fill: .color(palette.background), children: mockDecorations())
        }
    }

    private func mockDecorations() -> [Box] {
        let statusBar = StatusBarLayout(environment: environment, measurer: measurer)
        let decorations = environment.device.isPad ? regularWidthApp(below: statusBar.height) : compactWidthApp(below: statusBar.height)
        // The status bar last: it draws over the app's own bars (an iPad's sidebar runs under it).
        return decorations + (statusBar.statusBar().map { [$0] } ?? [])
    }

    private static func bar(_ frame: Rect, _ color: RGBAColor, radius: Double) -> Box {
        Box(role: .hostDecoration, frame: frame, fill: .color(color), cornerRadius: radius)
    }

    /// A phone app: a large title, a list of rows, a tab bar at the bottom.
    private func compactWidthApp(below statusBarHeight: Double) -> [Box] {
        let screen = environment.screenRect
        let safe = environment.safeRect
        var boxes: [Box] = []
        func bar(_ frame: Rect, _ color: RGBAColor, radius: Double) { boxes.append(Self.bar(frame, color, radius: radius)) }

        let margin = 16.0
        let left = safe.minX + margin
        let width = safe.width - 2 * margin
        let titleTop = max(statusBarHeight, safe.minY) + 44
        bar(Rect(x: left, y: titleTop, width: min(180, width * 0.45), height: 30), palette.placeholder, radius: 8)

        let tabBarHeight = 49 + environment.safeArea.bottom
        let tabBar = Rect(x: 0, y: screen.maxY - tabBarHeight, width: screen.width, height: tabBarHeight)
        var rowTop = titleTop + 54
        let rowHeight = 76.0
        while rowTop + rowHeight <= tabBar.minY - 8 {
            let row = Rect(x: left, y: rowTop, width: width, height: rowHeight)
            bar(row, palette.row, radius: 12)
            bar(Rect(x: row.minX + 14, y: row.minY + 16, width: 44, height: 44), palette.lightPlaceholder, radius: 22)
            bar(Rect(x: row.minX + 72, y: row.minY + 20, width: min(200, row.width * 0.5), height: 12), palette.placeholder, radius: 6)
            bar(Rect(x: row.minX + 72, y: row.minY + 42, width: min(280, row.width * 0.7), height: 10), palette.lightPlaceholder, radius: 5)
            rowTop += rowHeight + 12
        }

        bar(tabBar, palette.tabBar, radius: 0)
        bar(Rect(x: 0, y: tabBar.minY, width: screen.width, height: 0.5), palette.tabBarSeparator, radius: 0)
        let tabs = 4
        let slot = safe.width / Double(tabs)
        for index in 0..<tabs {
            let centerX = safe.minX + slot * (Double(index) + 0.5)
            let color = index == 0 ? palette.tint : palette.unselectedTab
            bar(Rect(x: centerX - 12, y: tabBar.minY + 8, width: 24, height: 24), color, radius: 6)
            bar(Rect(x: centerX - 16, y: tabBar.minY + 36, width: 32, height: 6), color.withAlpha(0.6), radius: 3)
        }
        return boxes
    }

    /// An iPad app in regular width: a sidebar of sections on the leading side
    /// in landscape (a tab bar floating at the top in portrait, as iPadOS
    /// shows one), a large title and a grid of content cards, two columns in
    /// portrait and three in landscape.
    private func regularWidthApp(below statusBarHeight: Double) -> [Box] {
        let screen = environment.screenRect
        let safe = environment.safeRect
        let landscape = environment.orientation == .landscape
        var boxes: [Box] = []
        func bar(_ frame: Rect, _ color: RGBAColor, radius: Double) { boxes.append(Self.bar(frame, color, radius: radius)) }

        var detail = Rect(x: 0, y: statusBarHeight, width: screen.width, height: safe.maxY - statusBarHeight)
        if landscape {
            let sidebar = Rect(x: 0, y: 0, width: 320, height: screen.height)
            bar(sidebar, palette.sidebar, radius: 0)
            bar(Rect(x: sidebar.maxX - 0.5, y: 0, width: 0.5, height: screen.height), palette.sidebarSeparator, radius: 0)
            bar(Rect(x: 20, y: statusBarHeight + 52, width: 140, height: 28), palette.placeholder, radius: 8)
            var rowTop = statusBarHeight + 100
            for index in 0..<7 {
                let row = Rect(x: 12, y: rowTop, width: sidebar.width - 24, height: 44)
                if index == 0 { bar(row, palette.tint.withAlpha(0.15), radius: 10) }
                bar(Rect(x: row.minX + 12, y: row.minY + 10, width: 24, height: 24), index == 0 ? palette.tint : palette.placeholder, radius: 6)
                bar(Rect(x: row.minX + 48, y: row.minY + 17, width: [120, 96, 140, 84, 110, 128, 90][index], height: 10),
                    index == 0 ? palette.tint.withAlpha(0.6) : palette.placeholder, radius: 5)
                rowTop += 48
            }
            detail = Rect(x: sidebar.maxX, y: detail.minY, width: screen.width - sidebar.maxX, height: detail.height)
        } else {
            // The iPadOS tab bar: a row of tabs in a capsule at the top centre.
            let tabs = 4, tabWidth = 96.0
            let capsule = Rect(x: screen.midX - Double(tabs) * tabWidth / 2 - 4, y: statusBarHeight + 8, width: Double(tabs) * tabWidth + 8, height: 44)
            bar(capsule, palette.row, radius: 22)
            for index in 0..<tabs {
                let tab = Rect(x: capsule.minX + 4 + Double(index) * tabWidth, y: capsule.minY + 4, width: tabWidth, height: 36)
                if index == 0 { bar(tab, palette.tint.withAlpha(0.15), radius: 18) }
                bar(Rect(x: tab.midX - 28, y: tab.midY - 5, width: 56, height: 10), index == 0 ? palette.tint : palette.placeholder, radius: 5)
            }
            detail = Rect(x: 0, y: capsule.maxY, width: screen.width, height: detail.maxY - capsule.maxY)
        }

        let margin = 24.0
        let titleTop = detail.minY + (landscape ? 52 : 24)
        bar(Rect(x: detail.minX + margin, y: titleTop, width: 220, height: 34), palette.placeholder, radius: 8)
        let columns = landscape ? 3 : 2
        let spacing = 20.0
        let cardWidth = (detail.width - 2 * margin - spacing * Double(columns - 1)) / Double(columns)
        let cardHeight = 220.0
        var top = titleTop + 60
        while top + cardHeight <= detail.maxY - 12 {
            for column in 0..<columns {
                let card = Rect(x: detail.minX + margin + Double(column) * (cardWidth + spacing), y: top, width: cardWidth, height: cardHeight)
                bar(card, palette.row, radius: 14)
                bar(Rect(x: card.minX, y: card.minY, width: card.width, height: 130), palette.lightPlaceholder, radius: 14)
                bar(Rect(x: card.minX, y: card.minY + 116, width: card.width, height: 14), palette.lightPlaceholder, radius: 0)
                bar(Rect(x: card.minX + 16, y: card.minY + 148, width: card.width * 0.6, height: 12), palette.placeholder, radius: 6)
                bar(Rect(x: card.minX + 16, y: card.minY + 172, width: card.width * 0.8, height: 10), palette.lightPlaceholder, radius: 5)
                bar(Rect(x: card.minX + 16, y: card.minY + 190, width: card.width * 0.45, height: 10), palette.lightPlaceholder, radius: 5)
            }
            top += cardHeight + spacing
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
