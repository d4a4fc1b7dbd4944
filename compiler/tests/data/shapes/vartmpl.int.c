# 1 "vartmpl.cu"
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
# 5 "vartmpl.cu"
template< class T> static T a = ((T)(1.0E-6)); 
# 6
template<> __attribute__((visibility("hidden"))) double a< double>  = (1.0E-12); 
# 7
template< class T> static T b; 
# 8
template<> __attribute__((visibility("hidden"))) int b< int> ; 
# 9
template< class T> static T c = ((T)2); 
# 10
template<> __attribute__((visibility("hidden"))) float c< float>  = (3); 
# 11
template< class T> static T d = ((T)4); 
# 12
template<> char d< char>  = (5); 
# 13
template< class T, class U> static int e = 1; 
# 14
template< class T> static int e< T, T>  = 2; 
# 15
template< class T> static int e< T *, int>  = 3; 
# 16
template< class T> static const T k = ((T)8); 
# 17
template<> const int k< int>  = 9; 
# 18
template< class T> T h = ((T)1); 
# 19
template<> double h< double>  = (1.0E-12); 
# 20
template<> float h< float>  = (3); 
# 21
template< class T> static T s = ((T)1); 
# 22
template<> double s< double>  = (2); 
# 23
template< class T, int N> T arr[N] = {}; 
# 24
template<> float arr< float, 2> [2] = {(1), (2)}; 
# 25
template< class T> constexpr T kMask = ((T)127); 
# 26
template< class T> T vm = ((T)127); 
# 27
__attribute__((visibility("hidden"))) void g(unsigned char *p, float *f) ;
#if 0
# 27
{ 
# 28
(p[0]) &= kMask< unsigned char> ; 
# 29
(p[1]) = (kMask< unsigned char>  + 1); 
# 30
(f[0]) = (kMask< float>  * (2)); 
# 31
(f[1]) = ((((((((vm< float>  * (2)) + a< float> ) + a< double> ) + b< int> ) + c< float> ) + d< char> ) + e< int, int> ) + k< int> ); 
# 32
(f[2]) = kMask< int> ; 
# 33
} 
#endif
# 34 "vartmpl.cu"
int main() { unsigned char x = (1); x &= kMask< unsigned char> ; x |= vm< unsigned char> ; return ((x + h< float> ) + s< double> ) + ((int)(h< float>  * (100))); } 

# 1 "vartmpl.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ba9047c_10_vartmpl_cu__Z1gPhPf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "vartmpl.cudafe1.stub.c"
#include "vartmpl.cudafe1.stub.c"
# 1 "vartmpl.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
