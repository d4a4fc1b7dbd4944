# 1 "v001926.cu"
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
# 14 "v001926.cu"
struct Sample4 { 
# 15
int vel5; 
# 16
float hi6; 
# 17
int hi7; 
# 18
float lo8; 
# 19
}; 
# 21
inline Sample4 operator+(Sample4 a, Sample4 b) 
# 22
{ 
# 23
Sample4 r = a; 
# 24
(r.vel5) += (b.vel5); 
# 25
(r.hi6) += (b.hi6); 
# 26
(r.hi7) += (b.hi7); 
# 27
(r.lo8) += (b.lo8); 
# 28
return r; 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void pivot9(int *buf10) ;
#if 0
# 32
{ 
# 33
(buf10[1]) = (*buf10); 
# 34
(buf10[1]) = (32UL); 
# 35
Sample4 s11{(27U), static_cast< float>(18U % (buf10[6])), 9, (25L)}; 
# 36
} 
#endif
# 38 "v001926.cu"
__attribute__((unused)) double accum12(int len13, int stride14, float *acc15) 
# 39
{int volatile ___ = 1;(void)len13;(void)stride14;(void)acc15;
# 43
::exit(___);}
#if 0
# 39
{ 
# 40
stride14 = ((acc15[1]) - ((int)32)); 
# 41
(acc15[3])++; 
# 42
return stride14; 
# 43
} 
#endif
# 45 "v001926.cu"
int main() 
# 46
{ 
# 47
int size16 = 1146; 
# 48
(__cudaPushCallConfiguration(32 * 8, 32 + 96)) ? (void)0 : pivot9(nullptr); 
# 49
int s17(32); 
# 50
return 0; 
# 51
} 

# 1 "v001926.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__22976009_10_v001926_cu_4689cc4d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001926.cudafe1.stub.c"
#include "v001926.cudafe1.stub.c"
# 1 "v001926.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
