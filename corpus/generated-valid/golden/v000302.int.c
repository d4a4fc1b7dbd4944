# 1 "v000302.cu"
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
# 15 "v000302.cu"
__attribute__((unused)) unsigned sift4(int len5, unsigned q6) {int volatile ___ = 1;(void)len5;(void)q6;
# 33
::exit(___);}
#if 0
# 15
{ 
# 16
int pass7 = 0; 
# 17
while (pass7 < 7) { 
# 18
if (pass7 >= len5) { 
# 19
q6 = ((len5 += 55), len5); 
# 20
q6 >>= 5; 
# 21
}  
# 22
++pass7; 
# 23
}  
# 24
int pass8 = 0; 
# 25
while (pass8 < pass7) { 
# 26
if (q6) { 
# 27
break; 
# 28
}  
# 29
len5 = len5; 
# 30
++pass8; 
# 31
}  
# 32
return q6; 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "v000302.cu"
template< class T, class U> static void 
# 36
__wrapper__device_stub_march9_kernel(const U *&input10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
if ((*input10) >= (*input10)) { 
# 38
if (23 < (input10[4])) { 
# 39
long long h11 = (37UL); 
# 40
}  
# 41
}  
# 42
} 
#endif

#pragma GCC diagnostic pop

# 35 "v000302.cu"
template< class T, class U> static void 
# 36
march9_kernel(const U *input10) {__wrapper__device_stub_march9_kernel<T,U>(input10);
# 42
return;}
#if 0
# 36
{ 
# 37
if ((*input10) >= (*input10)) { 
# 38
if (23 < (input10[4])) { 
# 39
long long h11 = (37UL); 
# 40
}  
# 41
}  
# 42
} 
#endif
# 43 "v000302.cu"
static float d_weigh12; 
# 44
enum class Mode13: short { 
# 45
Idle14, 
# 46
Idle15 = 5, 
# 47
Blue16, 
# 48
High17, 
# 49
Add18
# 50
}; 
# 52
__attribute__((visibility("hidden"))) void pivot19(int stride20, double q21, unsigned a22, int stride23) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern char dyn_24[]; 
# 54
(dyn_24[5]) = (('A') * stride23); 
# 55
if ((((dyn_24[a22]) + 17) - ((long)stride23)) != (54)) { 
# 56
q21++; 
# 57
(dyn_24[4]) = (static_cast< unsigned>((2 - (dyn_24[6])) >> 7)); 
# 58
Mode13 k25 = Mode13::High17; 
# 59
}  
# 60
--stride23; 
# 61
long long x26 = sizeof(unsigned) * ((unsigned short)d_weigh12); 
# 62
} 
#endif
# 63 "v000302.cu"
enum class Mode27 { Slow28, Low29}; 
# 70
__attribute__((visibility("hidden"))) void map_update31(float *data, int n) ;
#if 0
# 70
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 72 "v000302.cu"
int main() { 
# 73
int len32 = 4092; 
# 74
(__cudaPushCallConfiguration((len32 + 31) / 32, 512, 0)) ? (void)0 : pivot19(len32, (len32 - len32) - (+len32), len32, len32 << len32); 
# 75
len32 >>= ((len32 += 1307L), (len32 * (4296 - len32))); 
# 76
signed char r33 = len32 + (((38U < len32) ? len32 : 49) + sizeof(int)); 
# 77
len32 = r33; 
# 78
dim3 flag34(2 + (2 + (2 + 2)), (len32 + 255) / 256); 
# 79
(__cudaPushCallConfiguration(256, 2 + 510, 4096)) ? (void)0 : pivot19((int)(('\"') + len32), (14.5), len32 + ((r33 += 19U), r33), 11UL); 
# 80
(__cudaPushCallConfiguration(2 + (2 + (2 + (2 + (2 + 6)))), 2 + 254, sizeof(float) * (256))) ? (void)0 : march9_kernel< long, long> (nullptr); 
# 81
(__cudaPushCallConfiguration(flag34, 64, sizeof(int) * (32))) ? (void)0 : map_update31(nullptr, r33 - len32); 
# 82
return 0; 
# 83
} 

# 1 "v000302.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d0d98cec_10_v000302_cu_bbaa17a4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000302.cudafe1.stub.c"
#include "v000302.cudafe1.stub.c"
# 1 "v000302.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
