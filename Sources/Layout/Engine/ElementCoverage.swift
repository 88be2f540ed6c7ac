import BoxTreeModel
import CampaignModel

/// Nothing of a vendor's payload is dropped in silence: every element an
/// importer read (header, body, image, each button) that the laid-out
/// message does not draw is reported at its JSON path in the payload, with
/// why, so the customer knows the device will not show it either.
public enum ElementCoverage {
    /// A warning for each element of `campaign`'s payload missing from the
    /// drawn `message` (`nil`: nothing is displayed, which is reported on
    /// its own). Our own campaigns carry no paths and get none.
    public static func undrawn(_ campaign: Campaign, message: Box?) -> [Diagnostic] {
        guard let vendor = campaign.vendor, let message else { return [] }
        var roles: Set<Box.Role> = []
        var images: Set<String> = []
        var identifiers: Set<String> = []
        func visit(_ box: Box) {
            roles.insert(box.role)
            if let source = box.image?.source { images.insert(source) }
            if let identifier = box.accessibility?.identifier { identifiers.insert(identifier) }
            box.children.forEach(visit)
        }
        visit(message)

        let why = reason(campaign)
        var found: [Diagnostic] = []
        func report(_ what: String, at path: String?, element: String? = nil) {
            guard let path else { return }
            found.append(Diagnostic(.warning, Diagnostic.Code.elementNotDrawn,
                "\(path) (the \(what)) is in the \(vendor.source.rawValue) payload but not drawn: \(why)", element: element))
        }
        if campaign.header?.isEmpty == false, !roles.contains(.header) { report("header", at: vendor.paths.header) }
        if campaign.body?.isEmpty == false, !roles.contains(.body) { report("body", at: vendor.paths.body) }
        // The landscape picture stands in for the portrait one where it is shown.
        if let url = campaign.imageURL, !images.contains(url), !images.contains(vendor.landscapeImageURL ?? url) {
            report("image", at: vendor.paths.image)
        }
        if campaign.brazeIcon != nil, !roles.contains(.icon), let path = vendor.paths.icon {
            // Braze draws the icon where an image would go: a slide-up's image wins over it.
            let iconWhy = campaign.type == .slideup && campaign.imageURL != nil
                ? "the slide-up shows its image_url there instead, as Braze does"
                : "the preview draws Braze's icon in slide-ups only"
            found.append(Diagnostic(.warning, Diagnostic.Code.elementNotDrawn,
                "\(path) (the icon) is in the braze payload but not drawn: \(iconWhy)"))
        }
        for button in campaign.buttons where !identifiers.contains(AccessibilityIdentifiers.button(button.id)) {
            report("button \"\(button.id)\"", at: vendor.paths.buttons[button.id], element: AccessibilityIdentifiers.button(button.id))
        }
        return found
    }

    /// Why the SDK's layout leaves an element out, as far as the campaign says.
    private static func reason(_ campaign: Campaign) -> String {
        if campaign.layout == .imageOnly {
            return campaign.imageOnlyShowsButtons
                ? "an image-only message shows its picture and buttons only"
                : "an image-only message shows its picture alone"
        }
        return "the \(campaign.type.rawValue) layout has no place for it"
    }
}
