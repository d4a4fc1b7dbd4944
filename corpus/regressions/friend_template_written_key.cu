// A friend template declared inside a class template keeps the class key it was written with
// (`template< class > friend class Y; ` of a `struct Y`); elsewhere, and for a friend class or a
// specialization, the class's own key is printed.
struct X { }; 
template<class A> struct Y { };
template<class A> class Z;
class W { friend class X; template<class> friend class Y; template<class> friend struct Z; friend Y<int>; friend class Y<char>; };
template<class T> struct V { friend class X; template<class> friend class Y; template<class> friend struct Z; friend class Y<T>; };
template<class A> class Z { };
int main() { W w; V<int> v; (void)w; (void)v; return 0; }
