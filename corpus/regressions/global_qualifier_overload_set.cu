// In a template definition, a call of an overload set written with a leading `::` keeps it when the name is global (`::h(x)`, cuda_runtime.h's `::cudaUserObjectCreate`) and drops it before a namespace (`s::f(x)`).
typedef void (*fn_t)(void *);
int create(void **out, void *p, fn_t destroy, unsigned n, unsigned f);
template <class T> int create(void **out, T *obj, unsigned n, unsigned f) {
  return ::create(out, obj, [](void *vp) { delete (reinterpret_cast<T *>(vp)); }, n, f);
}
template <class T> int create3(void **out, T *obj, unsigned n, unsigned f) {
  return ::create(out, obj, n, f);
}
namespace s { int f(int); template <class T> int f(T *); }
int h(int);
template <class T> int h(T *);
template <class T> int a(T x) { return ::s::f(x) + ::h(x); }
template <class T> int b(T x) { return ::s::f(1) + ::h(1); }
