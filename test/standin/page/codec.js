// IPC wire codec of the Electron stand-in, shared by main (Node) and the page (Chromium): the same
// source text is evaluated in both, so both sides agree on the format by construction.
//
// Electron carries IPC arguments and results with the structured clone algorithm. Here they cross
// Playwright's binding as one JSON string, so `encode` first structured-clones the value (which
// throws for functions, symbols, promises, DOM nodes… exactly where Electron throws) and then
// writes the clone as tagged JSON; `decode` rebuilds Maps, Sets, Dates, typed arrays, cycles.
//
// Written as one function declaration so it can be evaluated from text: Node reads the file and
// evaluates it, the page gets it inside its init script.

// eslint-disable-next-line @typescript-eslint/no-unused-vars
function standinCodec() {
  'use strict'
  // Captured once: page scripts that run later cannot swap these under the stand-in.
  var clone = structuredClone
  var stringify = JSON.stringify
  var parse = JSON.parse
  var isArray = Array.isArray
  var keys = Object.keys
  var toTag = Object.prototype.toString
  var getPrototypeOf = Object.getPrototypeOf
  var TYPED = {
    Int8Array: Int8Array,
    Uint8Array: Uint8Array,
    Uint8ClampedArray: Uint8ClampedArray,
    Int16Array: Int16Array,
    Uint16Array: Uint16Array,
    Int32Array: Int32Array,
    Uint32Array: Uint32Array,
    Float32Array: Float32Array,
    Float64Array: Float64Array,
    BigInt64Array: BigInt64Array,
    BigUint64Array: BigUint64Array,
  }

  function bytesToBase64(bytes) {
    var binary = ''
    for (var i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000))
    }
    return btoa(binary)
  }
  function base64ToBytes(text) {
    var binary = atob(text)
    var bytes = new Uint8Array(binary.length)
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  }

  /** The error Electron raises when a value cannot be structured-cloned. */
  function cloneError() {
    return new Error('An object could not be cloned.')
  }

  function write(value, seen) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
    if (value === undefined) return { $u: 1 }
    if (typeof value === 'number') {
      if (Number.isNaN(value)) return { $n: 'NaN' }
      if (value === Infinity) return { $n: 'Infinity' }
      if (value === -Infinity) return { $n: '-Infinity' }
      if (Object.is(value, -0)) return { $n: '-0' }
      return value
    }
    if (typeof value === 'bigint') return { $big: value.toString() }
    if (typeof value !== 'object') throw cloneError()
    var known = seen.get(value)
    if (known !== undefined) return { $ref: known }
    var id = seen.size
    seen.set(value, id)
    var tag = toTag.call(value)
    if (isArray(value)) {
      var items = []
      for (var i = 0; i < value.length; i++) items.push(write(value[i], seen))
      return { $a: items, $id: id }
    }
    switch (tag) {
      case '[object Date]':
        return { $d: write(value.getTime(), seen), $id: id }
      case '[object RegExp]':
        return { $re: [value.source, value.flags], $id: id }
      case '[object Map]': {
        var entries = []
        value.forEach(function (v, k) {
          entries.push([write(k, seen), write(v, seen)])
        })
        return { $map: entries, $id: id }
      }
      case '[object Set]': {
        var members = []
        value.forEach(function (v) {
          members.push(write(v, seen))
        })
        return { $set: members, $id: id }
      }
      case '[object ArrayBuffer]':
        return { $ab: bytesToBase64(new Uint8Array(value)), $id: id }
      case '[object DataView]':
        return { $dv: bytesToBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)), $id: id }
      case '[object Error]':
        return {
          $err: {
            name: String(value.name),
            message: String(value.message),
            stack: value.stack === undefined ? null : String(value.stack),
          },
          $id: id,
        }
      case '[object Number]':
      case '[object String]':
      case '[object Boolean]':
        return { $box: write(value.valueOf(), seen), $id: id }
      default:
        break
    }
    if (ArrayBuffer.isView(value)) {
      var name = tag.slice(8, -1)
      if (!TYPED[name]) throw cloneError()
      return { $ta: [name, bytesToBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))], $id: id }
    }
    var proto = getPrototypeOf(value)
    if (proto !== null && proto !== Object.prototype) {
      // A structured clone only ever yields plain objects or the types above; anything else
      // (Blob, File, ImageData…) is cloneable in Chromium but cannot be carried here.
      throw new Error('Electron stand-in: carrying ' + tag + ' over IPC is not implemented')
    }
    var props = []
    var names = keys(value)
    for (var j = 0; j < names.length; j++) props.push([names[j], write(value[names[j]], seen)])
    return { $o: props, $id: id }
  }

  function read(node, refs) {
    if (node === null || typeof node !== 'object') return node
    if ('$u' in node) return undefined
    if ('$n' in node) return node.$n === '-0' ? -0 : Number(node.$n)
    if ('$big' in node) return BigInt(node.$big)
    if ('$ref' in node) return refs[node.$ref]
    var result
    if ('$a' in node) {
      result = []
      refs[node.$id] = result
      for (var i = 0; i < node.$a.length; i++) result.push(read(node.$a[i], refs))
      return result
    }
    if ('$o' in node) {
      result = {}
      refs[node.$id] = result
      for (var j = 0; j < node.$o.length; j++) {
        Object.defineProperty(result, node.$o[j][0], {
          value: read(node.$o[j][1], refs),
          writable: true,
          enumerable: true,
          configurable: true,
        })
      }
      return result
    }
    if ('$d' in node) result = new Date(read(node.$d, refs))
    else if ('$re' in node) result = new RegExp(node.$re[0], node.$re[1])
    else if ('$map' in node) {
      result = new Map()
      refs[node.$id] = result
      for (var k = 0; k < node.$map.length; k++) result.set(read(node.$map[k][0], refs), read(node.$map[k][1], refs))
      return result
    } else if ('$set' in node) {
      result = new Set()
      refs[node.$id] = result
      for (var m = 0; m < node.$set.length; m++) result.add(read(node.$set[m], refs))
      return result
    } else if ('$ab' in node) result = base64ToBytes(node.$ab).buffer
    else if ('$dv' in node) result = new DataView(base64ToBytes(node.$dv).buffer)
    else if ('$ta' in node) {
      var bytes = base64ToBytes(node.$ta[1])
      var Ctor = TYPED[node.$ta[0]]
      result = new Ctor(bytes.buffer, 0, bytes.byteLength / Ctor.BYTES_PER_ELEMENT)
    } else if ('$err' in node) {
      var ctors = {
        EvalError: EvalError,
        RangeError: RangeError,
        ReferenceError: ReferenceError,
        SyntaxError: SyntaxError,
        TypeError: TypeError,
        URIError: URIError,
      }
      var ErrorCtor = ctors[node.$err.name] || Error
      result = new ErrorCtor(node.$err.message)
      if (node.$err.stack !== null) result.stack = node.$err.stack
    } else if ('$box' in node) result = Object(read(node.$box, refs))
    else throw new Error('Electron stand-in: unreadable IPC value')
    refs[node.$id] = result
    return result
  }

  return {
    /** Structured-clones `value` (throwing Electron's error if it cannot be) and returns JSON text. */
    encode: function (value) {
      var copy
      try {
        copy = clone(value)
      } catch (_error) {
        throw cloneError()
      }
      return stringify(write(copy, new Map()))
    },
    decode: function (text) {
      return read(parse(text), [])
    },
  }
}
