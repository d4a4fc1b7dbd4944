# 1 "builtin_three_way_category.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 4
namespace std { 
# 5
enum class Ord: signed char { less = (-1), equivalent = 0, greater, unordered}; 
# 6
class partial_ordering { 
# 7
signed char v; 
# 9
public: constexpr explicit partial_ordering(Ord o) : v((signed char)o) { } 
# 10
static const partial_ordering less, equivalent, greater, unordered; 
# 11
friend constexpr bool operator==(partial_ordering a, partial_ordering b) noexcept { return (a.v) == (b.v); } 
# 12
}; 
# 13
constexpr inline const partial_ordering partial_ordering::less(Ord::less); 
# 14
constexpr inline const partial_ordering partial_ordering::equivalent(Ord::equivalent); 
# 15
constexpr inline const partial_ordering partial_ordering::greater(Ord::greater); 
# 16
constexpr inline const partial_ordering partial_ordering::unordered(Ord::unordered); 
# 17
class weak_ordering { 
# 18
signed char v; 
# 20
public: constexpr explicit weak_ordering(Ord o) : v((signed char)o) { } 
# 21
static const weak_ordering less, equivalent, greater; 
# 22
}; 
# 23
constexpr inline const weak_ordering weak_ordering::less(Ord::less); 
# 24
constexpr inline const weak_ordering weak_ordering::equivalent(Ord::equivalent); 
# 25
constexpr inline const weak_ordering weak_ordering::greater(Ord::greater); 
# 26
class strong_ordering { 
# 27
signed char v; 
# 29
public: constexpr explicit strong_ordering(Ord o) : v((signed char)o) { } 
# 30
static const strong_ordering less, equal, equivalent, greater; 
# 31
friend constexpr bool operator==(strong_ordering a, strong_ordering b) noexcept { return (a.v) == (b.v); } 
# 32
}; 
# 33
constexpr inline const strong_ordering strong_ordering::less(Ord::less); 
# 34
constexpr inline const strong_ordering strong_ordering::equal(Ord::equivalent); 
# 35
constexpr inline const strong_ordering strong_ordering::equivalent(Ord::equivalent); 
# 36
constexpr inline const strong_ordering strong_ordering::greater(Ord::greater); 
# 37
}
# 38
int f(int a, double d) { 
# 39
std::strong_ordering o = (3 <=> 5); 
# 40
std::partial_ordering p = (1.0) <=> d; 
# 41
auto q = (2U <=> 1U); 
# 42
auto r = a <=> ('c'); 
# 43
return (o == q) && (r == o); 
# 44
} 

# 1 "builtin_three_way_category.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f82aedf9_29_builtin_three_way_category_cu__Z1fid
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "builtin_three_way_category.cudafe1.stub.c"
#include "builtin_three_way_category.cudafe1.stub.c"
# 1 "builtin_three_way_category.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
