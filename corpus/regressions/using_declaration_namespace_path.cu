// A using-declaration's namespace path names the target's namespace from where it is printed, inline namespaces included (`using th::system::detail::generic::select_system;` inside `th::v3` prints `using system::detail::generic::select_system;`, in `other` `using th::v3::system::…`).
namespace th { inline namespace v3 {
namespace system { namespace detail { namespace generic { template <class T> int select_system(T) { return 0; } } } }
namespace detail { template <class T> int f(T t) { using th::system::detail::generic::select_system; return select_system(t); } }
using th::system::detail::generic::select_system;
} }
namespace other { using th::system::detail::generic::select_system; using ::th::v3::system::detail::generic::select_system; }
