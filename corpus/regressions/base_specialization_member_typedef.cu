// A member typedef reached through a base that is a concrete class template
// specialization stands for its substituted type (defaults naming earlier
// parameters included), so operators taking it are viable; a friend's parameters
// name it through that specialization.
typedef long my_diff_t;
namespace lib {
struct rand_tag { };
template <typename Cat, typename T, typename Dist = my_diff_t, typename Ptr = T *,
          typename Ref = T &>
struct iter_base {
  typedef Cat category;
  typedef T value_type;
  typedef Dist difference_type;
  typedef Ptr pointer;
  typedef Ref reference;
};
struct bit_base : public lib::iter_base<lib::rand_tag, bool> {
  unsigned *p;
  void incr(my_diff_t i) { p += i; }
};
struct bit_it : public bit_base {
  typedef bit_it iterator;
  iterator &operator+=(difference_type i) { incr(i); return *this; }
  iterator &operator-=(difference_type i) { *this += -i; return *this; }
  friend iterator operator+(const iterator &x, difference_type n) {
    iterator t = x;
    t += n;
    return t;
  }
};
}
template <class T, class D = long> struct B1 { typedef D difference_type; };
struct it2 : public B1<int> {
  it2 &operator+=(difference_type) { return *this; }
  it2 &operator-=(difference_type i) { *this += -i; return *this; }
  void f(B1<int>::difference_type a, difference_type b) {}
};
int main() {
  lib::bit_it a;
  a -= 1;
  a = a + 2;
  it2 b;
  b -= 1;
  return 0;
}
