// A written leading `::` before a namespace stays when the name, looked up from where it is printed, would find another entity first (inside `thrust`, which has its own `cuda`, `using ::cuda::std::less;` and `::cuda::std::forward< T> (t)` keep it; elsewhere it is dropped).
namespace cuda { namespace std { template <class T> struct less {}; template <class T> T &&forward(T &t) { return static_cast<T &&>(t); } } }
namespace thrust { inline namespace v3 {
namespace cuda { struct tag {}; }
using ::cuda::std::less;
template <class T> T f(T t) { return ::cuda::std::forward<T>(t); }
} }
namespace other {
using ::cuda::std::less;
template <class T> T g(T t) { return ::cuda::std::forward<T>(t); }
}
