# 1 "i000433.cu"
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
# 20 "i000433.cu"
__attribute__((visibility("hidden"))) void grow7(int *out8, const float *src9, unsigned *buf10) ;
#if 0
# 20
{ 
# 21
constexpr int diff11 = (4 * 8); 
# 22
double idx12 = (short)(src9[5]); 
# 23
char base13 = (((buf10[6]) % (8)) + ((unsigned char)20)) - (6); 
# 24
} 
#endif
# 26 "i000433.cu"
static double check_clamp14(float b15, int stride16) { 
# 27
for (int n17 = (sizeof(float) * (2)); n17 > 0; --n17) { 
# 28
unsigned char h18 = n17; 
# 29
h18++; 
# 30
}  
# 31
if ((stride16 != b15) || (stride16 != 6)) { 
# 32
return b15; }  
# 33
static_assert((62 == 62), "expected value");
# 34
float f19 = ((stride16 + b15) + (stride16 % 8)) / stride16; 
# 35
static_assert((sizeof(int) == (4)), "tile must fit");
# 36
return ((unsigned)11) - stride16; 
# 37
} 
# 39
constexpr int pivot20(int n21, int stride22) { 
# 40
signed char tmp23(((float)stride22) - (stride22 * stride22)); 
# 41
return n21; 
# 42
} 
# 44
int main() { 
# 45
int n24 = 792; 
# 46
unsigned count26 = (-1); 
# 47
n24 = ((n24 - 36L) + ((n24 += 54), (-('A')))); 
# 48
n24--; 
# 49
(__cudaPushCallConfiguration((n24 + 127) / 128, (6 + 26) * 16, 1 << (6 + 2), 0)) ? (void)0 : grow7(nullptr, (const float *)nullptr, nullptr); 
# 50
long w25 = n24 * ((n24 * n24) % 8); 
# 51
w25 = ((w25 % (8)) << 8); 
# 52
return 0; 
# 53
} 

# 1 "i000433.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e4657b84_10_i000433_cu_00a46b10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000433.cudafe1.stub.c"
#include "i000433.cudafe1.stub.c"
# 1 "i000433.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
