// The definition of a class template's static data member is positioned at its
// qualified name (the directive goes before `X< T> ::`), unless the member had an
// initializer in the class: then it stays on the `template` line. Attributes written
// before a declaration's specifiers print at their own line; a function template's name
// then goes back to the `template` line, a variable's name to its own line.
template<typename T> struct X {
  static const T a;
  static const int c = 2;
  static int v;
};
template<typename T>
  const T X<T>::a;
template<typename T>
  const int X<T>::c;
template<typename T>
  int
  X<T>::v
  = 3;

template<typename T> struct P { static constexpr bool value = true; };
template <typename T>
  [[__deprecated__]]
  inline constexpr bool v1 = P<T>::value;
template <typename T>
  [[__deprecated__]] inline bool
  f1();
[[__deprecated__]]
  int
  v4;
__attribute__((deprecated))
  int
  v5;
template <typename T>
  __attribute__((deprecated))
  inline bool f2();
