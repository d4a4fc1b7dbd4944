// [temp.dep.expr]: a call naming a function template with dependent explicit arguments (`test< T> (0)`) is type-dependent: `sizeof(test< T> (0))` has no value yet (`ic< sizeof(test< T> (0))> `, `value = (… == …)` a value-dependent constant) and keeps its parentheses.
typedef char yes_type; struct no_type { char a[2]; };
template <class T> struct has_x {
  template <class S> static yes_type test(typename S::x *);
  template <class S> static no_type test(...);
  static const bool value = sizeof(test<T>(0)) == sizeof(yes_type);
  static const int v2 = sizeof(T);
  template <int N> struct ic {};
  typedef ic<value> type;
  typedef ic<sizeof(test<T>(0))> type2;
};
int sz = sizeof(has_x<int>::test<int>(0));
