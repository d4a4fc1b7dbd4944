// A base-specifier's template arguments are resolved, except a class template's member
// typedef of a dependent type, which keeps its name (`binary_function< key_type, tptr,
// bool> ` in a class nested in `Map`); a member typedef of `int` is `int`.
template<class A, class B, class R> struct binary_function { };
template<class K, class T>
struct Map {
  typedef K key_type;
  typedef T *tptr;
  typedef int size_type;
  class value_compare : public binary_function<key_type, tptr, bool> { };
  class vc2 : public binary_function<size_type, key_type, bool> { };
};
template<class K>
struct Set : binary_function<K, K, bool> {
  typedef K key_type;
  struct in : binary_function<key_type, int, bool> { };
};
int main() { return 0; }
