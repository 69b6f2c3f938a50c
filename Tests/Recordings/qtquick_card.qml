// The scene that record_qtquick.py records: a frameless phone-sized window with a title, a
// list of two-line rows and a card (header strip, body text, stacked-rectangle shadow) that
// slides up from below the window. The recorder sets the required properties and calls
// slideIn(); the card's box is `sheet` (its children at negative offsets are the shadow).
import QtQuick

Window {
    id: root

    required property string animation      // "spring" or "easing"
    required property real cardX
    required property real cardWidth
    required property real cardHeight
    required property real startY           // card top before the slide, below the window
    required property real restY            // card top at rest
    required property real qtSpring
    required property real qtDamping
    required property real qtMass
    required property real qtEpsilon
    required property int durationMs
    required property var bezier            // [x1, y1, x2, y2, 1, 1]

    flags: Qt.FramelessWindowHint
    color: "#ffffff"

    function slideIn() {
        if (animation === "spring")
            springIn.start();
        else
            easeIn.start();
    }

    Rectangle {
        id: titleBar
        width: parent.width
        height: 64
        color: "#f6f6f9"
        Text {
            x: 16
            anchors.verticalCenter: parent.verticalCenter
            text: "Messages"
            font.pixelSize: 26
            font.bold: true
            color: "#111111"
        }
        Rectangle {
            width: parent.width
            height: 1
            anchors.bottom: parent.bottom
            color: "#d8d8de"
        }
    }

    ListView {
        y: titleBar.height
        width: parent.width
        height: parent.height - titleBar.height
        interactive: false
        model: ListModel {
            ListElement { who: "Anna Berg"; line: "Are we still on for Thursday?" }
            ListElement { who: "Build bot"; line: "All 412 checks passed on main" }
            ListElement { who: "Carlos Mendes"; line: "Sent you the slides, see page 4" }
            ListElement { who: "Dana Okafor"; line: "Lunch at the usual place?" }
            ListElement { who: "Eli Novak"; line: "The spring feels a bit too bouncy" }
            ListElement { who: "Fatima Rahal"; line: "Photos from the trip are up" }
            ListElement { who: "Georg Lind"; line: "Can you review my patch today?" }
            ListElement { who: "Hana Sato"; line: "Thanks, that fixed it!" }
            ListElement { who: "Ivan Petrov"; line: "Meeting moved to 3 pm" }
        }
        delegate: Item {
            width: ListView.view.width
            height: 64
            Rectangle {
                x: 16
                y: 12
                width: 40
                height: 40
                radius: 20
                color: Qt.hsla((index * 0.13) % 1.0, 0.45, 0.62, 1.0)
                Text {
                    anchors.centerIn: parent
                    text: who.charAt(0)
                    color: "#ffffff"
                    font.pixelSize: 18
                    font.bold: true
                }
            }
            Text {
                x: 68
                y: 11
                width: parent.width - 84
                text: who
                font.pixelSize: 16
                font.bold: true
                color: "#1c1c1e"
                elide: Text.ElideRight
            }
            Text {
                x: 68
                y: 34
                width: parent.width - 84
                text: line
                font.pixelSize: 14
                color: "#6e6e73"
                elide: Text.ElideRight
            }
            Rectangle {
                x: 68
                width: parent.width - 68
                height: 1
                anchors.bottom: parent.bottom
                color: "#e3e3e8"
            }
        }
    }

    Item {
        id: sheet
        objectName: "sheet"
        x: root.cardX
        y: root.startY
        width: root.cardWidth
        height: root.cardHeight

        // Soft shadow: translucent rounded rectangles, each a little larger and further down.
        Repeater {
            model: 6
            Rectangle {
                required property int index
                readonly property real spread: 1 + 2 * index
                x: -spread
                y: 4 - spread + index
                width: sheet.width + 2 * spread
                height: sheet.height + 2 * spread
                radius: 16 + spread
                color: Qt.rgba(0, 0, 0, 0.045)
            }
        }

        Rectangle {
            id: card
            anchors.fill: parent
            radius: 16
            color: "#ffffff"

            Rectangle {             // header strip: rounded top corners, square bottom edge
                width: parent.width
                height: 48
                radius: card.radius
                color: "#2f6fde"
                Rectangle {
                    width: parent.width
                    height: parent.radius
                    anchors.bottom: parent.bottom
                    color: parent.color
                }
                Text {
                    x: 16
                    anchors.verticalCenter: parent.verticalCenter
                    text: "New message"
                    font.pixelSize: 17
                    font.bold: true
                    color: "#ffffff"
                }
            }
            Text {
                x: 16
                y: 62
                width: parent.width - 32
                text: "Eli Novak: I tuned the card's spring again. Does it settle fast enough now, or should it bounce less?"
                wrapMode: Text.WordWrap
                font.pixelSize: 15
                lineHeight: 1.15
                color: "#333338"
            }
            Text {
                x: 16
                y: parent.height - 40
                text: "Reply"
                font.pixelSize: 15
                font.bold: true
                color: "#2f6fde"
            }
            Text {
                anchors.right: parent.right
                anchors.rightMargin: 16
                y: parent.height - 40
                text: "Later"
                font.pixelSize: 15
                color: "#8e8e93"
            }
        }
    }

    SpringAnimation {
        id: springIn
        target: sheet
        property: "y"
        to: root.restY
        spring: root.qtSpring
        damping: root.qtDamping
        mass: root.qtMass
        epsilon: root.qtEpsilon
    }

    NumberAnimation {
        id: easeIn
        target: sheet
        property: "y"
        from: root.startY
        to: root.restY
        duration: root.durationMs
        easing.type: Easing.BezierSpline
        easing.bezierCurve: root.bezier
    }
}
