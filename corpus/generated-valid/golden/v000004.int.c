# 1 "v000004.cu"
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
# 10 "v000004.cu"
enum class Phase6 { Green7 = 2, Off8, Red9 = 7}; 
# 11
static unsigned long c_count10[8]; 
# 13
int lerp11(Phase6 cfg12, const float *input13, long q14) { 
# 14
int y15((16) * (q14 / (input13[q14]))); 
# 15
y15 ^= y15; 
# 16
long cnt16[2] = {(36), (51)}; 
# 17
int lim17 = input13[2]; 
# 18
long t18 = (31); 
# 19
const char *h19 = ("C:\\dir"); 
# 20
q14 = (+((h19[1]) / ((lim17 += y15), y15))); 
# 21
return ((input13[t18]) + (4)) + (('0') / (cnt16[t18])); 
# 22
} 
# 24
__attribute__((visibility("hidden"))) void decay20_kernel(const int *__restrict__ input21) ;
#if 0
# 24
{ 
# 25
int i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
Phase6 y23 = Phase6::Green7; 
# 27
if (i22 <= 10) { 
# 28
return; 
# 29
}  
# 30
const float s24 = (3.375F) + (*input21); 
# 31
int res25 = ((3821 * (input21[i22])) * 128) - 56; 
# 32
unsigned lim26[5] = {(4506), (29L)}; 
# 33
(--(lim26[i22])), (res25 = 32); 
# 34
} 
#endif
# 36 "v000004.cu"
int main() { 
# 37
int len27 = 2426; 
# 38
len27 += (32 + len27); 
# 39
len27 &= ((6 - ((len27 >= len27) ? 52 : len27)) - len27); 
# 40
len27 = (16 + len27); 
# 41
(__cudaPushCallConfiguration(dim3(8 + (128 + (32 + 88)), 256), 8 + 504, sizeof(float) * (128))) ? (void)0 : decay20_kernel(&len27); 
# 42
len27--; 
# 43
return 0; 
# 44
} 

# 1 "v000004.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7326a19e_10_v000004_cu_15aabb4f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000004.cudafe1.stub.c"
#include "v000004.cudafe1.stub.c"
# 1 "v000004.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
