// XdndDrop: drops files on an X window the way a file manager does, by the XDND protocol
// (freedesktop.org, version 5), for the UI tests: xdotool moves the pointer and clicks but cannot
// drag between programs, since a drag needs a source that answers the target's questions.
//
//   XdndDrop WINDOW X Y URI...   WINDOW: the target's X window id; X, Y: the drop point in its
//                                coordinates; URI: file:// URIs, sent as text/uri-list.
//
// The exchange, this program being the source:
//   → XdndEnter (the offered type)   → XdndPosition (the point, "copy")   ← XdndStatus (accepted?)
//   → XdndDrop   ← SelectionRequest for XdndSelection: the URI list   ← XdndFinished
// Exits 0 once the target says it finished and accepted the drop; 1 (with why on stderr) when it
// refused, 2 on a usage error, 3 after 20 seconds without an answer.
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>

static Display *display;
static Window source, target;
static Atom xdndAware, xdndEnter, xdndPosition, xdndStatus, xdndDrop, xdndFinished, xdndSelection,
    xdndActionCopy, uriList, timestampProperty;

static void sendClientMessage(Atom type, long l1, long l2, long l3, long l4) {
    XEvent event;
    memset(&event, 0, sizeof event);
    event.xclient.type = ClientMessage;
    event.xclient.window = target;
    event.xclient.message_type = type;
    event.xclient.format = 32;
    event.xclient.data.l[0] = (long)source;
    event.xclient.data.l[1] = l1;
    event.xclient.data.l[2] = l2;
    event.xclient.data.l[3] = l3;
    event.xclient.data.l[4] = l4;
    XSendEvent(display, target, False, NoEventMask, &event);
    XFlush(display);
}

/// The next event, or 0 when none came within the deadline.
static int nextEvent(XEvent *event, time_t deadline) {
    while (!XPending(display)) {
        if (time(NULL) > deadline) return 0;
        int fd = ConnectionNumber(display);
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(fd, &fds);
        struct timeval wait = {0, 100000};
        select(fd + 1, &fds, NULL, NULL, &wait);
    }
    XNextEvent(display, event);
    return 1;
}

/// Answers the target's request for the dropped data: the URI list, CRLF after each.
static void answerSelectionRequest(XSelectionRequestEvent *request, const char *uris) {
    XEvent reply;
    memset(&reply, 0, sizeof reply);
    reply.xselection.type = SelectionNotify;
    reply.xselection.requestor = request->requestor;
    reply.xselection.selection = request->selection;
    reply.xselection.target = request->target;
    reply.xselection.time = request->time;
    reply.xselection.property = None;
    if (request->target == uriList && request->property != None) {
        XChangeProperty(display, request->requestor, request->property, uriList, 8, PropModeReplace,
                        (const unsigned char *)uris, (int)strlen(uris));
        reply.xselection.property = request->property;
    }
    XSendEvent(display, request->requestor, False, NoEventMask, &reply);
    XFlush(display);
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: XdndDrop WINDOW X Y URI...\n");
        return 2;
    }
    display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "XdndDrop: cannot open the display\n");
        return 2;
    }
    target = (Window)strtoul(argv[1], NULL, 0);
    int x = atoi(argv[2]), y = atoi(argv[3]);
    size_t length = 1;
    for (int i = 4; i < argc; i++) length += strlen(argv[i]) + 2;
    char *uris = calloc(length, 1);
    for (int i = 4; i < argc; i++) {
        strcat(uris, argv[i]);
        strcat(uris, "\r\n");
    }
    xdndAware = XInternAtom(display, "XdndAware", False);
    xdndEnter = XInternAtom(display, "XdndEnter", False);
    xdndPosition = XInternAtom(display, "XdndPosition", False);
    xdndStatus = XInternAtom(display, "XdndStatus", False);
    xdndDrop = XInternAtom(display, "XdndDrop", False);
    xdndFinished = XInternAtom(display, "XdndFinished", False);
    xdndSelection = XInternAtom(display, "XdndSelection", False);
    xdndActionCopy = XInternAtom(display, "XdndActionCopy", False);
    uriList = XInternAtom(display, "text/uri-list", False);
    timestampProperty = XInternAtom(display, "XDND_DROP_TIMESTAMP", False);

    // The target must say it speaks XDND, and which version.
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    if (XGetWindowProperty(display, target, xdndAware, 0, 1, False, AnyPropertyType, &type, &format, &count,
                           &after, &data) != Success || count == 0) {
        fprintf(stderr, "XdndDrop: window 0x%lx is not XdndAware\n", (unsigned long)target);
        return 1;
    }
    long version = *(long *)data < 5 ? *(long *)data : 5;
    XFree(data);

    // A window of our own to own the selection; a property change on it gives a server timestamp
    // (ICCCM: selections are owned from a real time, not CurrentTime).
    source = XCreateSimpleWindow(display, DefaultRootWindow(display), -10, -10, 1, 1, 0, 0, 0);
    XSelectInput(display, source, PropertyChangeMask);
    XChangeProperty(display, source, timestampProperty, XA_STRING, 8, PropModeAppend, NULL, 0);
    XEvent event;
    time_t deadline = time(NULL) + 20;
    Time now = CurrentTime;
    while (now == CurrentTime && nextEvent(&event, deadline)) {
        if (event.type == PropertyNotify) now = event.xproperty.time;
    }
    XSetSelectionOwner(display, xdndSelection, source, now);

    int rootX, rootY;
    Window child;
    XTranslateCoordinates(display, target, DefaultRootWindow(display), x, y, &rootX, &rootY, &child);
    sendClientMessage(xdndEnter, version << 24, (long)uriList, None, None);
    sendClientMessage(xdndPosition, 0, ((long)rootX << 16) | rootY, (long)now, (long)xdndActionCopy);

    int dropped = 0;
    while (nextEvent(&event, deadline)) {
        if (event.type == SelectionRequest) {
            answerSelectionRequest(&event.xselectionrequest, uris);
        } else if (event.type == ClientMessage && event.xclient.message_type == xdndStatus && !dropped) {
            if (!(event.xclient.data.l[1] & 1)) {
                // Not (yet) accepted at this point: GTK may answer before it knows; ask again.
                fprintf(stderr, "XdndDrop: the target does not accept the drop here yet\n");
                struct timespec pause = {0, 200000000};
                nanosleep(&pause, NULL);
                sendClientMessage(xdndPosition, 0, ((long)rootX << 16) | rootY, (long)now, (long)xdndActionCopy);
                continue;
            }
            dropped = 1;
            sendClientMessage(xdndDrop, 0, (long)now, 0, 0);
        } else if (event.type == ClientMessage && event.xclient.message_type == xdndFinished) {
            // Version 5: bit 0 of l[1] says whether the drop was taken.
            int accepted = version < 5 || (event.xclient.data.l[1] & 1);
            printf("XdndDrop: %s\n", accepted ? "finished" : "refused");
            return accepted ? 0 : 1;
        }
    }
    fprintf(stderr, "XdndDrop: no answer from window 0x%lx\n", (unsigned long)target);
    return 3;
}
