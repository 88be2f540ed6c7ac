import BoxTreeModel
import CampaignModel

/// The system status bar: the time on the leading side, the battery on the
/// trailing side, drawn by iOS above every window of the app. iPhones with a
/// Dynamic Island hide it in landscape; the iPhone SE hides it in landscape;
/// an iPad always shows it. The `.default` style, as the SDK's window sets no
/// style of its own (docs/layout.md, "The status bar"): dark content in the
/// light appearance, light content in dark.
struct StatusBarLayout {
    let environment: Environment
    let measurer: any TextMeasuring

    /// The bar's height in this orientation, 0 when iOS hides it.
    var height: Double { Self.height(in: environment) }

    /// What UIKit reports as the status bar's height (`statusBarFrame`) in
    /// `environment`: 0 when iOS hides it. Below the safe area's top on
    /// phones with a Dynamic Island (54 against 59 on an iPhone 15).
    static func height(in environment: Environment) -> Double {
        environment.orientation == .portrait || environment.device.isPad ? environment.device.statusBarHeight : 0
    }

    /// The bar as one `.statusBar` box holding its parts, or nil when hidden.
    func statusBar() -> Box? {
        let height = height
        guard height > 0 else { return nil }
        let screen = environment.screenRect
        let isPad = environment.device.isPad
        let palette = HostPalette.of(environment.appearance)
        // The status bar does not follow Dynamic Type: fixed 17 pt semibold (15 pt on an iPad).
        let font = FontSpec(style: .headline, size: isPad ? 15 : 17, weight: .semibold)
        let lines = measurer.lines(for: "9:41", font: font, maxWidth: 80, alignment: .center, direction: .leftToRight)
        let top = (height - lines.blockHeight) / 2 + (isPad ? 0 : 2)
        let time = Box(role: .statusBar, frame: Rect(x: isPad ? 12 : 24, y: top, width: 80, height: lines.blockHeight),
                       text: TextBlock(text: "9:41", font: font, color: palette.statusBarContent, alignment: .center, lines: lines))
        let battery = Rect(x: screen.maxX - (isPad ? 40 : 48), y: height / 2 - 5.5, width: 25, height: 12)
        let outline = Box(role: .statusBar, frame: battery, cornerRadius: 3.5,
                          border: Border(color: palette.batteryOutline, width: 1))
        let charge = Box(role: .statusBar, frame: Rect(x: battery.minX + 2, y: battery.minY + 2, width: 18, height: 8),
                         fill: .color(palette.statusBarContent), cornerRadius: 1.5)
        return Box(role: .statusBar, frame: Rect(x: 0, y: 0, width: screen.width, height: height), children: [time, outline, charge])
    }
}
