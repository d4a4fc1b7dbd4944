# 1 "cxx17_structured_bindings.cu"
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
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 6 "cxx17_structured_bindings.cu"
namespace stats { namespace detail { 
# 7
inline int instances = 0; 
# 8
}}
# 10
template< class A, class B> 
# 11
struct Pair { 
# 12
A first; 
# 13
B second; 
# 14
Pair(A a, B b) : first(a), second(b) { } 
# 15
}; 
# 17
struct MinMax { float lo, hi; }; 
# 19
MinMax minmax(const float *v, int n) 
# 20
{ 
# 21
MinMax r{v[0], v[0]}; 
# 22
for (int i = 1; i < n; ++i) { 
# 23
if ((v[i]) < (r.lo)) { (r.lo) = (v[i]); }  
# 24
if ((v[i]) > (r.hi)) { (r.hi) = (v[i]); }  
# 25
}  
# 26
return r; 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void normalize(float *v, int n) ;
#if 0
# 30
{ 
# 31
auto [lo, hi] = minmax(v, n); 
# 32
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (i < n) { (v[i]) = (((v[i]) - lo) / (hi - lo)); }  
# 34
} 
#endif
# 36 "cxx17_structured_bindings.cu"
struct [[nodiscard]] Status { int code; }; 
# 37
Status check(int v) { return Status{(v < 0) ? 1 : 0}; } 
# 39
int main() 
# 40
{ 
# 41
Pair p(3, (4.5)); 
# 42
auto [a, b] = p; 
# 43
int arr[3] = {7, 8, 9}; 
# 44
auto &[x, y, z] = arr; 
# 45
x = 70; 
# 46
constexpr auto cube = [](int v) { return (v * v) * v; } ; typedef decltype(cube) __T0, __T1;
# 47
static_assert((cube(3) == 27));
# 48
if (auto s = check(a); (s.code) == 0) { 
# 49
++stats::detail::instances; }  
# 50
switch (auto st = check(-1); st.code) { 
# 51
case 1:  break; 
# 52
default:  return 1; 
# 53
}  
# 54
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : normalize(nullptr, 256); 
# 55
return (((a + ((int)b)) + y) + z) + stats::detail::instances; 
# 56
} 

# 1 "cxx17_structured_bindings.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bc0f2725_28_cxx17_structured_bindings_cu_76c5bfc8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx17_structured_bindings.cudafe1.stub.c"
#include "cxx17_structured_bindings.cudafe1.stub.c"
# 1 "cxx17_structured_bindings.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
