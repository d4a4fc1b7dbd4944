// Deleted function templates are re-printed from their tokens (namespace and class scope):
// one space between tokens but none before ',' and ';', line breaks kept with the next
// line's indentation, decltype spelled __decltype, '>>' as '> >'.
namespace std { template<class T> struct ev { static const bool value = true; }; }
template <typename T, typename U = int*, int N = (3 > 2), class V = std::ev<T>>
	auto f(T* p, U&& u, const char* s = "a b", ...) -> decltype(p->x + u.y[0]) = delete;
template<class T>void g(T){}
template<class T>  void   g2 (  T  ,int  )=delete  ;  int zz;
template<class... Ts> void h(Ts&&... ts) noexcept(sizeof...(Ts) > 1) = delete; // c
template<class T> [[nodiscard]] int k(T) /* c */ = delete;
struct Q { template<class T> Q& operator=(T) = delete; template<class T> operator T*() const = delete; };
template <typename T>
    const T* addressof2(const T&&) = delete;
template <typename T> void f2(T) = delete ;
template<class T> struct P2 { template <typename U,
   typename = int>
   P2(U) = delete; 
  void g() = delete;
  template <class U> void h(U) { } };
namespace n2 { template <typename T>   int   q(T, int x = 1 + 2) = delete; }
