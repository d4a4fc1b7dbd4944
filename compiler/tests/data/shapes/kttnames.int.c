# 1 "kttnames.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 2 "kttnames.cu"
template< class , int N> static void __wrapper__device_stub_k7(int &__T0, float &__T1) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 2
{ } 
#endif

#pragma GCC diagnostic pop

# 2 "kttnames.cu"
template< class __T2, int N> static void k7(int __T0, float __T1) {__wrapper__device_stub_k7<__T2,N>(__T0,__T1);return;}
#if 0
# 2
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 3 "kttnames.cu"
template< template< class >  class S, class > static void __wrapper__device_stub_k8(int &__T3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 3
{ } 
#endif

#pragma GCC diagnostic pop

# 3 "kttnames.cu"
template< template< class __T4>  class S, class __T5> static void k8(int __T3) {__wrapper__device_stub_k8<S,__T5>(__T3);return;}
#if 0
# 3
{ } 
#endif
# 4 "kttnames.cu"
template< class T, int N> struct Arr { T v[N]; }; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 5
template< template< class , int >  class S> static void __wrapper__device_stub_k1(S< int, 2>  &s) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 5
{ } 
#endif

#pragma GCC diagnostic pop

# 5 "kttnames.cu"
template< template< class __T6, int __T7>  class S> static void k1(S< int, 2>  s) {__wrapper__device_stub_k1<S>(s);return;}
#if 0
# 5
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 6 "kttnames.cu"
template< class T, template< class , int >  class S, template< class >  class R> static void __wrapper__device_stub_k2(S< T, 2>  &s) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 6
{ } 
#endif

#pragma GCC diagnostic pop

# 6 "kttnames.cu"
template< class T, template< class __T8, int __T9>  class S, template< class __T10>  class R> static void k2(S< T, 2>  s) {__wrapper__device_stub_k2<T,S,R>(s);return;}
#if 0
# 6
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 7 "kttnames.cu"
template< template< class U, int M>  class S> static void __wrapper__device_stub_k3(S< int, 2>  &s) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 7
{ } 
#endif

#pragma GCC diagnostic pop

# 7 "kttnames.cu"
template< template< class U, int M>  class S> static void k3(S< int, 2>  s) {__wrapper__device_stub_k3<S>(s);return;}
#if 0
# 7
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8 "kttnames.cu"
template< class , int > static void __wrapper__device_stub_k4() { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ } 
#endif

#pragma GCC diagnostic pop

# 8 "kttnames.cu"
template< class __T11, int __T12> static void k4() {__wrapper__device_stub_k4<__T11,__T12>();return;}
#if 0
# 8
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9 "kttnames.cu"
template< template< class , class  = int>  class S> static void __wrapper__device_stub_k5() { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ } 
#endif

#pragma GCC diagnostic pop

# 9 "kttnames.cu"
template< template< class __T13, class __T14 = int>  class S> static void k5() {__wrapper__device_stub_k5<S>();return;}
#if 0
# 9
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10 "kttnames.cu"
template< template< class ...>  class S> static void __wrapper__device_stub_k6() { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ } 
#endif

#pragma GCC diagnostic pop

# 10 "kttnames.cu"
template< template< class ...__T15>  class S> static void k6() {__wrapper__device_stub_k6<S>();return;}
#if 0
# 10
{ } 
#endif

# 1 "kttnames.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b9340c5f_11_kttnames_cu_MTIMECWD_PID
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kttnames.cudafe1.stub.c"
#include "kttnames.cudafe1.stub.c"
# 1 "kttnames.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
