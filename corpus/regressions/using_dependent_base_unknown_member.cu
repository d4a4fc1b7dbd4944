// using Base::name; with a dependent Base whose member is unknown in the template (the
// base template has only a partial specialization defined): the name is a dependent member
// in the class's bodies, and an object's member lookup from outside still finds the base's.
struct nullopt_t { int x; };
template <class T, bool = true> struct destruct_base;
template <class T> struct destruct_base<T, true> {
  bool engaged;
  void reset() noexcept { engaged = false; }
};
template <class T> class optional : private destruct_base<T> {
  using __base = destruct_base<T>;
public:
  optional &operator=(nullopt_t) noexcept { reset(); return *this; }
  void clear() { reset(); }
  using __base::reset;
};
int f() { optional<int> o; o = nullopt_t{}; o.reset(); o.clear(); return 0; }
