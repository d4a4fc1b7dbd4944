#include "prelude.cuh"

// Type traits in templates: value-dependent until instantiation, then folded with the
// arguments; __underlying_type as a type; __integer_pack as libstdc++'s make_integer_sequence.
template <class T, T v> struct integral_constant { static constexpr T value = v; typedef integral_constant type; };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_class : integral_constant<bool, __is_class(T)> {};
template <class T, class U> struct is_same : integral_constant<bool, __is_same(T, U)> {};
template <class T, class... A> struct is_constructible : integral_constant<bool, __is_constructible(T, A...)> {};
template <class E> struct underlying { typedef __underlying_type(E) type; };
template <class T, T... I> struct integer_sequence { static constexpr unsigned long size() { return sizeof...(I); } };
template <class T, T N> using make_integer_sequence = integer_sequence<T, __integer_pack(N)...>;
struct S { S(int); };
enum class Color : unsigned char { red, green };
enum Plain { p0 = 1 };
static_assert(is_class<S>::value && !is_class<int>::value, "is_class");
static_assert(is_same<int, int>::value && !is_same<int, char>::value, "is_same");
static_assert(is_constructible<S, int>::value && !is_constructible<S>::value, "ctor");
static_assert(__is_same(underlying<Color>::type, unsigned char), "underlying");
static_assert(__is_same(__underlying_type(Color), unsigned char) && sizeof(__underlying_type(Plain)) == 4, "underlying 2");
static_assert(make_integer_sequence<int, 5>::size() == 5 && make_integer_sequence<unsigned, 0>::size() == 0, "integer_pack");
static_assert(__is_same(make_integer_sequence<int, 3>, integer_sequence<int, 0, 1, 2>), "integer_pack 2");
template <class T> typename enable_if<__is_enum(T), int>::type classify(T) { return 1; }
template <class T> typename enable_if<!__is_enum(T), int>::type classify(T) { return 2; }
template <class T> constexpr bool trivially() { return __is_trivially_copyable(T) && !__is_polymorphic(T); }
template <class T> bool runtime_flag(T) { bool b = __is_empty(T); return b || __has_trivial_destructor(T); }
constexpr int ce() { return __builtin_is_constant_evaluated() ? 1 : 2; }
static_assert(ce() == 1, "constant evaluated");
__underlying_type(Color) raw = 3;
int use() { int a = classify(Color::red), b = classify(3); return a + b + trivially<S>() + runtime_flag(S(1)) + ce(); }
template <class T> __global__ void fill(T *p) { p[threadIdx.x] = __is_enum(T) ? T() : T(1); }
void launch(int *p) { fill<<<1, 1>>>(p); }
