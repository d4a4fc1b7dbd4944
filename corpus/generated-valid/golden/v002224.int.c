# 1 "v002224.cu"
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
# 14 "v002224.cu"
enum Op4 { LOW5, IDLE6 = 6}; 
# 15
double gather7(int lane8, size_t *acc9) { 
# 16
if ((33) == (((*acc9) += (*acc9)), 10L)) { 
# 17
return acc9[lane8]; }  
# 18
const double acc10 = (16) - (((*acc9) * (IDLE6)) + ((9) * (*acc9))); 
# 19
for (int i11 = 0; i11 < ((IDLE6) + 2); ++i11) { 
# 20
int u12 = *acc9; 
# 21
Op4 u13 = IDLE6; 
# 22
Op4 hi14 = IDLE6; 
# 23
}  
# 24
long y15 = static_cast< int>(*acc9); 
# 25
return lane8; 
# 26
} 
# 27
void bias16(int stride17, double cfg18, double *buf19) { 
# 28
(cfg18--), ((*buf19) -= gather7(2U * stride17, nullptr)); 
# 29
if (((buf19[stride17]) != cfg18) && (stride17 == stride17)) { 
# 30
return; }  
# 31
for (int i20 = 0, j21 = 3; i20 < j21; (++i20), (--j21)) { 
# 32
if (((stride17 += cfg18), i20) < stride17) { 
# 33
break; }  
# 34
int cnt22 = 4; 
# 35
}  
# 36
} 
# 37
__attribute__((visibility("hidden"))) void step23(int stride24, float *buf25, float *dst26) ;
#if 0
# 37
{ 
# 38
(buf25[4]) /= (11); 
# 39
if (auto z27 = (2 * stride24) + ((static_cast< short>(stride24)) ? *buf25 : (IDLE6)); (static_cast< float>(gather7(7L, nullptr))) == (static_cast< int>(__device_builtin_variable_blockIdx.y))) { 
# 40
for (int it28 = 0; it28 < stride24; it28 += 3) { 
# 41
const int *off29 = &it28; 
# 42
if ((*off29) == (-it28)) { 
# 43
return; }  
# 44
(dst26[it28]) /= gather7((2 * (((*dst26) += z27), IDLE6)) + 5, nullptr); 
# 45
}  
# 46
}  
# 47
stride24 /= gather7(stride24 + (((dst26[3]) == (sizeof(float))) ? *buf25 : (__device_builtin_variable_blockDim.y)), nullptr); 
# 48
} 
#endif
# 49 "v002224.cu"
int main() { 
# 50
int len30 = 685; 
# 51
Op4 hi31 = LOW5; 
# 52
int *flag32 = &len30; 
# 53
(__cudaPushCallConfiguration((len30 + 31) / 32, 2 * ((IDLE6) + 10), 0)) ? (void)0 : step23(gather7(17L, nullptr) / (len30 + 3171LL), nullptr, nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v002224.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d3b142dc_10_v002224_cu_669a0272
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002224.cudafe1.stub.c"
#include "v002224.cudafe1.stub.c"
# 1 "v002224.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
