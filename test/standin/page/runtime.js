// Page side of the Electron stand-in. It runs as a Playwright init script in every frame of a
// window's page, before any page script:
//
// - every frame: captures the stand-in's binding and removes it from `window` (page scripts never
//   see it; calls carry a per-window secret that only this closure knows, so a page script that
//   reaches Playwright's own binding plumbing still cannot forge one); routes permission requests
//   and window.open() to main.
// - the main frame only (Electron runs preloads there when nodeIntegrationInSubFrames is off): runs
//   the built preload with a sandboxed preload's `require` and `process`, and provides
//   `contextBridge` and `ipcRenderer`.
//
// Known difference: Electron runs the preload in an isolated world; here it shares the page's
// JavaScript world. Everything the preload keeps in its closure stays private, and the intrinsics
// the bridge needs are captured before page scripts run, but a page script that replaces built-in
// prototypes could observe values passing through the bridge.
//
// Strict where Electron is: its context bridge refuses a Proxy (a Vue reactive object, a reactive
// array) with "An object could not be cloned." JavaScript cannot tell a Proxy from its target, so
// in the main frame `window.Proxy` is replaced, before any page script runs, by a constructor that
// makes the same proxies and remembers them; the bridge refuses those.
//
// Written as one function declaration; the init script is `standinRuntime(config, codec, preload)`.

/* global window, document, location, Notification, Element */

// eslint-disable-next-line @typescript-eslint/no-unused-vars
function standinRuntime(config, codec, preload) {
  'use strict'
  var G = window
  // ---- intrinsics, captured before any page script can replace them ----------------------------
  var ObjectKeys = Object.keys
  var defineProperty = Object.defineProperty
  var freeze = Object.freeze
  var isFrozen = Object.isFrozen
  var getOwnPropertyNames = Object.getOwnPropertyNames
  var hasOwn = Object.prototype.hasOwnProperty
  var objectToString = Object.prototype.toString
  var isArray = Array.isArray
  var P = Promise
  var promiseThen = Promise.prototype.then
  var stringify = JSON.stringify
  var parse = JSON.parse
  var MapCtor = Map
  var WeakMapCtor = WeakMap
  var WeakSetCtor = WeakSet
  var mapGet = Map.prototype.get
  var mapSet = Map.prototype.set
  var mapDelete = Map.prototype.delete
  var weakGet = WeakMap.prototype.get
  var weakSet = WeakMap.prototype.set
  var weakHas = WeakMap.prototype.has
  var wsAdd = WeakSet.prototype.add
  var wsHas = WeakSet.prototype.has
  var bind = Function.prototype.bind
  var apply = Reflect.apply
  var ErrorCtor = Error
  var TypeErrorCtor = TypeError
  var setTimeoutFn = G.setTimeout.bind(G)
  var clearTimeoutFn = G.clearTimeout.bind(G)
  var consoleError = console.error.bind(console)
  var URLCtor = URL
  var NativeProxy = Proxy
  var isTop = G.top === G

  // ---- the binding -----------------------------------------------------------------------------
  var controller = G.__playwright__binding__controller__
  var raw = G.__playwright__binding__
  var slot = controller && controller._bindings && apply(mapGet, controller._bindings, [config.bindingName])
  try {
    delete G[config.bindingName]
  } catch (_error) {
    // nothing to remove
  }
  if (!slot || typeof raw !== 'function') {
    consoleError('Electron stand-in: the IPC binding is missing in ' + location.href)
    return
  }

  /** Sends one message to main; resolves with main's answer (a string). */
  function call(kind, body) {
    var seq = ++slot.lastSeq
    var promise = new P(function (resolve, reject) {
      apply(mapSet, slot.callbacks, [seq, { resolve: resolve, reject: reject }])
    })
    // Built by concatenation: JSON.stringify would consult toJSON hooks a page could plant.
    var payload = config.secret + '\n' + kind + '\n' + body
    raw(
      '{"name":' + stringify(config.bindingName) + ',"seq":' + seq + ',"serializedArgs":[' + stringify(payload) + ']}',
    )
    return promise
  }

  // ---- events (also what `require('events')` gives the preload) --------------------------------
  function EventEmitter() {
    this._events = new MapCtor()
  }
  function listenersOf(emitter, name) {
    if (!emitter._events) emitter._events = new MapCtor()
    var list = apply(mapGet, emitter._events, [name])
    if (!list) {
      list = []
      apply(mapSet, emitter._events, [name, list])
    }
    return list
  }
  EventEmitter.prototype.on = function (name, listener) {
    if (typeof listener !== 'function') throw new TypeErrorCtor('The "listener" argument must be of type function')
    if (name !== 'newListener') this.emit('newListener', name, listener)
    listenersOf(this, name).push(listener)
    return this
  }
  EventEmitter.prototype.addListener = EventEmitter.prototype.on
  EventEmitter.prototype.prependListener = function (name, listener) {
    listenersOf(this, name).unshift(listener)
    return this
  }
  function onceWrapper(emitter, name, listener) {
    function wrapper() {
      emitter.removeListener(name, wrapper)
      return apply(listener, emitter, arguments)
    }
    wrapper.listener = listener
    return wrapper
  }
  EventEmitter.prototype.once = function (name, listener) {
    return this.on(name, onceWrapper(this, name, listener))
  }
  EventEmitter.prototype.prependOnceListener = function (name, listener) {
    return this.prependListener(name, onceWrapper(this, name, listener))
  }
  EventEmitter.prototype.removeListener = function (name, listener) {
    var list = listenersOf(this, name)
    for (var i = list.length - 1; i >= 0; i--) {
      if (list[i] === listener || list[i].listener === listener) {
        list.splice(i, 1)
        if (name !== 'removeListener') this.emit('removeListener', name, listener)
        break
      }
    }
    return this
  }
  EventEmitter.prototype.off = EventEmitter.prototype.removeListener
  EventEmitter.prototype.removeAllListeners = function (name) {
    if (name === undefined) this._events = new MapCtor()
    else apply(mapDelete, this._events, [name])
    return this
  }
  EventEmitter.prototype.emit = function (name) {
    var list = listenersOf(this, name).slice()
    var args = []
    for (var i = 1; i < arguments.length; i++) args.push(arguments[i])
    if (name === 'error' && list.length === 0)
      throw args[0] instanceof ErrorCtor ? args[0] : new ErrorCtor('Unhandled error.')
    for (var j = 0; j < list.length; j++) apply(list[j], this, args)
    return list.length > 0
  }
  EventEmitter.prototype.listenerCount = function (name) {
    return listenersOf(this, name).length
  }
  EventEmitter.prototype.listeners = function (name) {
    return listenersOf(this, name).map(function (l) {
      return l.listener || l
    })
  }
  EventEmitter.prototype.rawListeners = function (name) {
    return listenersOf(this, name).slice()
  }
  EventEmitter.prototype.eventNames = function () {
    var names = []
    this._events.forEach(function (list, name) {
      if (list.length > 0) names.push(name)
    })
    return names
  }
  EventEmitter.prototype.setMaxListeners = function () {
    return this
  }
  EventEmitter.prototype.getMaxListeners = function () {
    return 10
  }
  EventEmitter.EventEmitter = EventEmitter
  EventEmitter.defaultMaxListeners = 10

  function loudError(what) {
    return new ErrorCtor('Electron stand-in: ' + what + ' is not implemented')
  }
  /** An object whose documented-but-missing members throw when read. */
  function loudObject(target, owner, documented) {
    return new NativeProxy(target, {
      get: function (obj, key, receiver) {
        if (typeof key === 'string' && !(key in obj) && documented.indexOf(key) !== -1)
          throw loudError(owner + '.' + key)
        return Reflect.get(obj, key, receiver)
      },
    })
  }
  function loudFunction(what) {
    return function () {
      throw loudError(what)
    }
  }

  // ---- permissions (every frame) ---------------------------------------------------------------
  function askPermission(kind, permission, details) {
    return promiseThen.call(
      call('permission', codec.encode({ kind: kind, permission: permission, details: details || {} })),
      function (answer) {
        return answer === '1'
      },
    )
  }
  function denied(name) {
    return new DOMException(name === 'clipboard' ? 'Read permission denied.' : 'Permission denied', 'NotAllowedError')
  }
  var notificationState = 'default'
  if (typeof Notification === 'function') {
    Notification.requestPermission = function requestPermission(callback) {
      return promiseThen.call(askPermission('request', 'notifications'), function (granted) {
        notificationState = granted ? 'granted' : 'denied'
        if (typeof callback === 'function') callback(notificationState)
        return notificationState
      })
    }
    try {
      defineProperty(Notification, 'permission', {
        configurable: true,
        get: function () {
          return notificationState
        },
      })
    } catch (_error) {
      // keep the native getter
    }
  }
  var geo = navigator.geolocation
  if (geo) {
    var nativeGet = geo.getCurrentPosition.bind(geo)
    var nativeWatch = geo.watchPosition.bind(geo)
    var positionDenied = function (error) {
      if (typeof error === 'function') {
        error({
          code: 1,
          message: 'User denied Geolocation',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        })
      }
    }
    geo.getCurrentPosition = function getCurrentPosition(success, error, options) {
      promiseThen.call(askPermission('request', 'geolocation'), function (granted) {
        if (granted) nativeGet(success, error, options)
        else positionDenied(error)
      })
    }
    var watchIds = 0
    geo.watchPosition = function watchPosition(success, error, options) {
      var id = ++watchIds
      promiseThen.call(askPermission('request', 'geolocation'), function (granted) {
        if (granted) nativeWatch(success, error, options)
        else positionDenied(error)
      })
      return id
    }
  }
  var media = navigator.mediaDevices
  if (media && media.getUserMedia) {
    var nativeGetUserMedia = media.getUserMedia.bind(media)
    media.getUserMedia = function getUserMedia(constraints) {
      var types = []
      if (constraints && constraints.audio) types.push('audio')
      if (constraints && constraints.video) types.push('video')
      return promiseThen.call(askPermission('request', 'media', { mediaTypes: types }), function (granted) {
        if (!granted) throw denied('media')
        return nativeGetUserMedia(constraints)
      })
    }
  }
  var clipboard = navigator.clipboard
  if (clipboard) {
    var guard = function (method, permission) {
      var native = clipboard[method]
      if (typeof native !== 'function') return
      clipboard[method] = function () {
        var args = arguments
        return promiseThen.call(askPermission('request', permission), function (granted) {
          if (!granted) throw denied(permission === 'clipboard-read' ? 'clipboard' : 'media')
          return apply(native, clipboard, args)
        })
      }
    }
    guard('readText', 'clipboard-read')
    guard('read', 'clipboard-read')
    guard('writeText', 'clipboard-sanitized-write')
    guard('write', 'clipboard-sanitized-write')
  }
  var permissionsApi = navigator.permissions
  if (permissionsApi && permissionsApi.query) {
    var nativeQuery = permissionsApi.query.bind(permissionsApi)
    var CHECK_NAMES = {
      geolocation: ['geolocation'],
      notifications: ['notifications'],
      camera: ['media', 'video'],
      microphone: ['media', 'audio'],
      'clipboard-read': ['clipboard-read'],
      'clipboard-write': ['clipboard-sanitized-write'],
      midi: ['midi'],
      'persistent-storage': ['persistent-storage'],
      'storage-access': ['storage-access'],
      'idle-detection': ['idle-detection'],
      'window-management': ['window-management'],
      'local-fonts': ['local-fonts'],
    }
    permissionsApi.query = function query(descriptor) {
      return promiseThen.call(nativeQuery(descriptor), function (status) {
        var mapped = hasOwn.call(CHECK_NAMES, descriptor.name) ? CHECK_NAMES[descriptor.name] : ['unknown']
        return promiseThen.call(
          askPermission('check', mapped[0], mapped[1] ? { mediaType: mapped[1] } : {}),
          function (granted) {
            defineProperty(status, 'state', {
              configurable: true,
              get: function () {
                return granted ? 'granted' : 'denied'
              },
            })
            return status
          },
        )
      })
    }
  }

  // ---- window.open (every frame) ---------------------------------------------------------------
  // Chromium would open a popup before main could answer; Electron asks the window open handler
  // first. So the stand-in asks main, and returns null (as Electron does for a denied window and
  // the stand-in does for every window: allowed ones are opened by main, without an opener).
  // A target naming this window or one of its frames is a navigation, not a new window: that
  // goes to Chromium (and so to will-navigate / will-frame-navigate).
  var nativeOpen = G.open.bind(G)
  var RESERVED_TARGETS = { '': 1, _self: 1, _parent: 1, _top: 1 }
  function opensWindow(target) {
    var name = target || ''
    if (hasOwn.call(RESERVED_TARGETS, name.toLowerCase())) return false
    if (name === '_blank') return true
    var named = document.getElementsByName(name)
    for (var i = 0; i < named.length; i++) {
      if (named[i].tagName === 'IFRAME' || named[i].tagName === 'FRAME') return false
    }
    return true
  }
  G.open = bind.call(function open(url, target, features) {
    if (target !== undefined && String(target) !== '' && !opensWindow(String(target)))
      return nativeOpen(url, target, features)
    var href =
      url === undefined || url === null || url === '' ? 'about:blank' : new URLCtor(String(url), document.baseURI).href
    var featureText = features === undefined ? '' : String(features)
    var popupish = featureText.replace(/(^|,)\s*(noopener|noreferrer)\s*(=\s*\S*)?/gi, '').trim() !== ''
    call(
      'window-open',
      codec.encode({
        url: href,
        frameName: target === undefined ? '' : String(target),
        features: featureText,
        disposition: popupish ? 'new-window' : 'foreground-tab',
        referrer: location.href,
      }),
    )
    return null
  }, null)

  // Links and forms that open a new window (target=_blank, a named target, ctrl/middle-click) go
  // the same way. The listeners sit on `window` in the bubble phase, registered before any page
  // script, so a page's own preventDefault() (e.g. a router handling the click) is seen first.
  function openFromPage(url, target, disposition, postBody) {
    call(
      'window-open',
      codec.encode({
        url: url,
        frameName: target === '_blank' ? '' : target,
        features: '',
        disposition: disposition,
        referrer: location.href,
        postBody: postBody,
      }),
    )
  }
  function onLinkActivation(event) {
    if (event.defaultPrevented) return
    var node = event.target
    while (node && !(node.tagName === 'A' || node.tagName === 'AREA')) node = node.parentElement
    if (!node || !node.href || node.hasAttribute('download')) return
    var target = node.target || (document.querySelector('base[target]') || {}).target || ''
    var modified = event.ctrlKey || event.metaKey || event.button === 1
    if (!modified && !event.shiftKey && !opensWindow(target)) return
    event.preventDefault()
    var disposition = event.shiftKey ? 'new-window' : modified ? 'background-tab' : 'foreground-tab'
    openFromPage(node.href, target, disposition, undefined)
  }
  G.addEventListener('click', onLinkActivation, false)
  G.addEventListener('auxclick', onLinkActivation, false)
  G.addEventListener(
    'submit',
    function (event) {
      if (event.defaultPrevented) return
      var form = event.target
      var target = (event.submitter && event.submitter.getAttribute('formtarget')) || form.target || ''
      if (!opensWindow(target)) return
      event.preventDefault()
      var action = new URLCtor(form.action || location.href, document.baseURI)
      var params = new URLSearchParams(new FormData(form, event.submitter || undefined))
      if ((form.method || 'get').toLowerCase() === 'post') {
        var bytes = new TextEncoder().encode(params.toString())
        openFromPage(action.href, target, 'foreground-tab', {
          data: [{ type: 'rawData', bytes: bytes }],
          contentType: 'application/x-www-form-urlencoded',
        })
      } else {
        action.search = params.toString()
        openFromPage(action.href, target, 'foreground-tab', undefined)
      }
    },
    false,
  )

  if (!isTop) return

  // ---- main frame: proxies the page makes, remembered for the bridge -------------------------
  var pageProxies = new WeakSetCtor()
  var TypeErrorForProxy = TypeError
  var proxyConstructor = bind.call(function Proxy(target, handler) {
    if (new.target === undefined) throw new TypeErrorForProxy("Constructor Proxy requires 'new'")
    var made = new NativeProxy(target, handler)
    apply(wsAdd, pageProxies, [made])
    return made
  }, null)
  defineProperty(proxyConstructor, 'name', { value: 'Proxy' })
  defineProperty(proxyConstructor, 'revocable', {
    value: function revocable(target, handler) {
      var pair = NativeProxy.revocable(target, handler)
      apply(wsAdd, pageProxies, [pair.proxy])
      return pair
    },
    writable: true,
    configurable: true,
  })
  defineProperty(G, 'Proxy', { value: proxyConstructor, writable: true, enumerable: false, configurable: true })

  // ---- main frame: ipcRenderer -----------------------------------------------------------------
  var docId = String(Math.random()).slice(2) + String(Date.now())
  var ipcRenderer = new EventEmitter()
  var ipcEvent = function () {
    return { sender: ipcRenderer, ports: [] }
  }
  ipcRenderer.send = function send(channel) {
    var args = []
    for (var i = 1; i < arguments.length; i++) args.push(arguments[i])
    call('send', codec.encode([String(channel), args]))
  }
  ipcRenderer.invoke = function invoke(channel) {
    var args = []
    for (var i = 1; i < arguments.length; i++) args.push(arguments[i])
    var body
    try {
      body = codec.encode([String(channel), args])
    } catch (error) {
      return P.reject(error)
    }
    return promiseThen.call(call('invoke', body), function (answer) {
      if (answer.charAt(0) === 'E')
        throw new ErrorCtor("Error invoking remote method '" + channel + "': " + answer.slice(1))
      return codec.decode(answer.slice(1))
    })
  }
  ipcRenderer.sendSync = loudFunction('ipcRenderer.sendSync (synchronous IPC)')
  ipcRenderer.sendToHost = loudFunction('ipcRenderer.sendToHost')
  ipcRenderer.postMessage = loudFunction('ipcRenderer.postMessage (MessagePorts)')
  ipcRenderer = loudObject(ipcRenderer, 'ipcRenderer', config.ipcRendererMembers)

  // Messages from main (webContents.send) arrive by long poll: main answers a pending poll.
  function poll() {
    promiseThen.call(
      call('poll', docId),
      function (answer) {
        var messages = parse(answer)
        for (var i = 0; i < messages.length; i++) {
          var message = codec.decode(messages[i])
          try {
            apply(ipcRenderer.emit, ipcRenderer, [message[0], ipcEvent()].concat(message[1]))
          } catch (error) {
            consoleError(error)
          }
        }
        poll()
      },
      function () {
        // main dropped this document (navigation, close): stop polling
      },
    )
  }

  // ---- main frame: contextBridge ---------------------------------------------------------------
  var proxies = new WeakMapCtor() // original function -> proxy
  var originals = new WeakMapCtor() // proxy -> original function
  var MAX_DEPTH = 1000

  function kindOf(value) {
    return objectToString.call(value)
  }
  function isPlainObject(value) {
    if (value === null || typeof value !== 'object' || isArray(value) || ArrayBuffer.isView(value)) return false
    switch (kindOf(value)) {
      case '[object Date]':
      case '[object RegExp]':
      case '[object Map]':
      case '[object Set]':
      case '[object WeakMap]':
      case '[object WeakSet]':
      case '[object ArrayBuffer]':
      case '[object SharedArrayBuffer]':
      case '[object Promise]':
      case '[object Error]':
      case '[object Boolean]':
      case '[object Number]':
      case '[object String]':
      case '[object Symbol]':
      case '[object BigInt]':
      case '[object Arguments]':
      case '[object Generator]':
        return false
      default:
        return true
    }
  }
  function messageOf(error) {
    if (error !== null && typeof error === 'object' && typeof error.message === 'string') return error.message
    return 'An unknown exception occurred in the isolated context, an error occurred but a valid exception was not thrown.'
  }

  /** Copies `value` across the bridge the way Electron's context bridge does. */
  function pass(value, cache, depth) {
    if (depth >= MAX_DEPTH)
      throw new TypeErrorCtor(
        'Electron contextBridge recursion depth exceeded.  Nested objects deeper than 1000 are not supported.',
      )
    var type = typeof value
    if (
      value === null ||
      value === undefined ||
      type === 'string' ||
      type === 'number' ||
      type === 'boolean' ||
      type === 'symbol' ||
      type === 'bigint'
    ) {
      return value
    }
    var cached = apply(mapGet, cache, [value])
    if (cached !== undefined) return cached
    // Electron's IsPlainObject and IsPlainArray are false for a Proxy, and V8's serializer refuses it.
    if (type !== 'function' && apply(wsHas, pageProxies, [value])) throw new ErrorCtor('An object could not be cloned.')
    if (type === 'function') {
      if (apply(weakHas, originals, [value])) return apply(weakGet, originals, [value])
      var existing = apply(weakGet, proxies, [value])
      if (existing) return existing
      var fn = value
      var proxy = function () {
        var argCache = new MapCtor()
        var args = []
        for (var i = 0; i < arguments.length; i++) args.push(pass(arguments[i], argCache, 0))
        var result
        try {
          result = apply(fn, undefined, args)
        } catch (error) {
          throw new ErrorCtor(messageOf(error))
        }
        try {
          return pass(result, new MapCtor(), 0)
        } catch (error) {
          throw new ErrorCtor(messageOf(error))
        }
      }
      // A bound function prints as native code, like Electron's proxies; it hides this source.
      var hidden = bind.call(proxy, undefined)
      defineProperty(hidden, 'name', { value: '' })
      apply(weakSet, proxies, [fn, hidden])
      apply(weakSet, originals, [hidden, fn])
      apply(mapSet, cache, [value, hidden])
      return hidden
    }
    if (kindOf(value) === '[object Promise]') {
      var copy = new P(function (resolve, reject) {
        promiseThen.call(
          value,
          function (v) {
            try {
              resolve(pass(v, new MapCtor(), 0))
            } catch (error) {
              reject(new ErrorCtor(messageOf(error)))
            }
          },
          function (e) {
            try {
              reject(pass(e, new MapCtor(), 0))
            } catch (error) {
              reject(new ErrorCtor(messageOf(error)))
            }
          },
        )
      })
      apply(mapSet, cache, [value, copy])
      return copy
    }
    if (kindOf(value) === '[object Error]')
      return new ErrorCtor(typeof value.message === 'string' ? value.message : String(value))
    if (isArray(value)) {
      var array = []
      apply(mapSet, cache, [value, array])
      for (var j = 0; j < value.length; j++) array.push(pass(value[j], cache, depth + 1))
      return array
    }
    if (
      (typeof Element === 'function' && value instanceof Element) ||
      (typeof Blob === 'function' && value instanceof Blob)
    )
      return value
    if (isPlainObject(value)) {
      var object = {}
      apply(mapSet, cache, [value, object])
      var names = ObjectKeys(value)
      for (var k = 0; k < names.length; k++) {
        defineProperty(object, names[k], {
          value: pass(value[names[k]], cache, depth + 1),
          writable: true,
          enumerable: true,
          configurable: true,
        })
      }
      return object
    }
    // Everything else crosses as a structured clone (Dates, Maps, typed arrays…); uncloneable
    // values (WeakMap, Symbol objects…) throw like Electron's serializer.
    var clone
    try {
      clone = structuredClone(value)
    } catch (_error) {
      throw new ErrorCtor('An object could not be cloned.')
    }
    apply(mapSet, cache, [value, clone])
    return clone
  }

  function deepFreeze(object, seen) {
    if (apply(wsHas, seen, [object])) return
    apply(wsAdd, seen, [object])
    var names = getOwnPropertyNames(object)
    for (var i = 0; i < names.length; i++) {
      var child
      try {
        child = object[names[i]]
      } catch (_error) {
        continue
      }
      if (child !== null && (typeof child === 'object' || typeof child === 'function') && !ArrayBuffer.isView(child))
        deepFreeze(child, seen)
    }
    if (!isFrozen(object)) freeze(object)
  }

  var contextBridge = loudObject(
    {
      exposeInMainWorld: function exposeInMainWorld(apiKey, api) {
        if (typeof apiKey !== 'string')
          throw new TypeErrorCtor('Error processing argument at index 0, conversion failure from ' + String(apiKey))
        if (apiKey in G) throw new ErrorCtor('Cannot bind an API on top of an existing property on the window object')
        var copy = pass(api, new MapCtor(), 0)
        if (copy !== null && (typeof copy === 'object' || typeof copy === 'function') && !ArrayBuffer.isView(copy))
          deepFreeze(copy, new WeakSetCtor())
        defineProperty(G, apiKey, { value: copy, writable: false, enumerable: true, configurable: false })
      },
      exposeInIsolatedWorld: loudFunction('contextBridge.exposeInIsolatedWorld'),
      executeInMainWorld: loudFunction('contextBridge.executeInMainWorld'),
    },
    'contextBridge',
    config.contextBridgeMembers,
  )

  // ---- main frame: the preload's environment ---------------------------------------------------
  var electronModule = loudObject(
    { contextBridge: contextBridge, ipcRenderer: ipcRenderer },
    'electron (renderer)',
    config.rendererExports,
  )
  var timersModule = {
    setTimeout: setTimeoutFn,
    clearTimeout: clearTimeoutFn,
    setInterval: G.setInterval.bind(G),
    clearInterval: G.clearInterval.bind(G),
    setImmediate: function (fn) {
      var args = []
      for (var i = 1; i < arguments.length; i++) args.push(arguments[i])
      return setTimeoutFn(function () {
        apply(fn, undefined, args)
      }, 0)
    },
    clearImmediate: clearTimeoutFn,
  }
  var urlModule = loudObject({ URL: URLCtor, URLSearchParams: URLSearchParams }, 'url (sandboxed preload)', [
    'parse',
    'format',
    'resolve',
    'resolveObject',
    'Url',
    'fileURLToPath',
    'pathToFileURL',
    'domainToASCII',
    'domainToUnicode',
    'urlToHttpOptions',
  ])
  var modules = {
    electron: electronModule,
    'electron/common': electronModule,
    'electron/renderer': electronModule,
    events: EventEmitter,
    'node:events': EventEmitter,
    timers: timersModule,
    'node:timers': timersModule,
    url: urlModule,
    'node:url': urlModule,
  }
  function preloadRequire(name) {
    if (hasOwn.call(modules, name)) return modules[name]
    throw new ErrorCtor('module not found: ' + name)
  }
  var preloadProcess = new EventEmitter()
  preloadProcess.argv = config.argv.slice()
  preloadProcess.platform = config.platform
  preloadProcess.env = {}
  preloadProcess.type = 'renderer'
  preloadProcess.sandboxed = true
  preloadProcess.contextIsolated = true
  preloadProcess.versions = config.versions
  var processMethods = [
    'crash',
    'hang',
    'getCreationTime',
    'getHeapStatistics',
    'getBlinkMemoryInfo',
    'getProcessMemoryInfo',
    'getSystemMemoryInfo',
    'getSystemVersion',
    'getCPUUsage',
    'uptime',
  ]
  for (var m = 0; m < processMethods.length; m++)
    preloadProcess[processMethods[m]] = loudFunction('process.' + processMethods[m] + ' (sandboxed preload)')
  var BufferStub = new NativeProxy(function Buffer() {}, {
    get: function (_target, key) {
      if (typeof key === 'symbol') return undefined
      throw loudError('Buffer in a sandboxed preload')
    },
    apply: function () {
      throw loudError('Buffer in a sandboxed preload')
    },
    construct: function () {
      throw loudError('Buffer in a sandboxed preload')
    },
  })

  call('hello', docId)
  if (preload) {
    poll()
    try {
      var exportsObject = {}
      preload(
        preloadRequire,
        preloadProcess,
        exportsObject,
        { exports: exportsObject },
        BufferStub,
        G,
        timersModule.setImmediate,
        timersModule.clearImmediate,
      )
    } catch (error) {
      consoleError('Unable to load preload script: ' + config.preloadPath)
      consoleError(error)
      call(
        'preload-error',
        codec.encode({ message: messageOf(error), stack: error && error.stack ? String(error.stack) : '' }),
      )
    }
  } else if (config.preloadError) {
    consoleError('Unable to load preload script: ' + config.preloadPath)
    call('preload-error', codec.encode({ message: config.preloadError, stack: '' }))
  }
}
