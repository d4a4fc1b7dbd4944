# 1 "template_variadic.cu"
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
# 5 "template_variadic.cu"
template< class T> T 
# 6
vmax(T a) { return a; } 
# 7
template< class T, class ...Rest> T 
# 8
vmax(T a, Rest ...rest) 
# 9
{ 
# 10
T m = vmax(rest...); 
# 11
return (a > m) ? a : m; 
# 12
} 
# 14
template< class ...Ts> constexpr auto 
# 15
sum(Ts ...xs) { return (xs + ... + 0); } 
# 17
template< class ...Ts> constexpr bool 
# 18
all_positive(Ts ...xs) { return ((xs > 0) && ... ); } 
# 20
template< class ...Ts> struct Tuple; 
# 21
template<> struct Tuple< >  { }; 
# 22
template< class H, class ...T> 
# 23
struct Tuple< H, T...>  : public ::Tuple< T...>  { 
# 24
H head; 
# 25
Tuple(H h, T ...t) : ::Tuple< T...> (t...), head(h) { } 
# 26
static constexpr inline int size = ((1) + sizeof...(T)); 
# 27
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class ...Args> static void 
# 30
__wrapper__device_stub_combine(float *&out, Args &...args) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
(out[__device_builtin_variable_threadIdx.x]) = (((float)sum(args...)) + (((float)vmax(args...)) * (__device_builtin_variable_threadIdx.x))); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 29 "template_variadic.cu"
template< class ...Args> static void 
# 30
combine(float *out, Args ...args) 
# 31
{__wrapper__device_stub_combine<Args...>(out,args...);
# 33
return;}
#if 0
# 31
{ 
# 32
(out[__device_builtin_variable_threadIdx.x]) = (((float)sum(args...)) + (((float)vmax(args...)) * (__device_builtin_variable_threadIdx.x))); 
# 33
} 
#endif
# 35 "template_variadic.cu"
template< class ...Args> void 
# 36
launch_combine(float *out, Args ...args) 
# 37
{ 
# 38
static_assert((sizeof...(Args) > (0)), "need at least one argument");
# 39
(__cudaPushCallConfiguration(1, sizeof...(Args) * (32))) ? (void)0 : combine(out, args...); 
# 40
} 
# 42
int main() 
# 43
{ 
# 44
Tuple< int, float, char>  t(1, (2.0F), 'c'); 
# 45
launch_combine(nullptr, 1, 2, 3); 
# 46
launch_combine(nullptr, (1.5F), (2.5F)); 
# 47
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : combine((float *)nullptr, 4, 5L, 6U); 
# 48
return ((t.head) + Tuple< int, float, char> ::size) + (all_positive(1, 2, 3) ? sum(1, 2, 3, 4) : 0); 
# 49
} 

# 1 "template_variadic.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06eb03e0_20_template_variadic_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_variadic.cudafe1.stub.c"
#include "template_variadic.cudafe1.stub.c"
# 1 "template_variadic.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
