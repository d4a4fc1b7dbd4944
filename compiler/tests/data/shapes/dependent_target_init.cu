template <class T> struct W { typedef T type; };
struct S { typedef int x; };
template <class T> void g(T a) {
    typename W<T>::type j = 0;
    typename T::x k = 0;
    typename W<T>::type m = a;
    typename W<T>::type n = 1 + 2;
    T t = 0;
    T u = a;
    const T v = 1;
    T *p = 0;
    T *q = nullptr;
    const T *r = 0;
    T *const s = 0;
    typename W<T>::type *wp = 0;
    typename T::x *xp = 0;
    typename W<T>::type ww = 'c';
    T &ref = a;
}
