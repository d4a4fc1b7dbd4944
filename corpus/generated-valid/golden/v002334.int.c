# 1 "v002334.cu"
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
# 5 "v002334.cu"
__attribute__((visibility("hidden"))) void lerp1_kernel(const int *in2) ;
#if 0
# 5
{ 
# 6
int gid3 = __device_builtin_variable_threadIdx.x; 
# 7
int t4[6] = {gid3, (37ULL)}; 
# 8
short diff5[3]{(static_cast< short>(sizeof(double))), (-55), static_cast< short>(in2[4])}; 
# 9
} 
#endif
# 10 "v002334.cu"
enum class Axis6 { 
# 11
Mul7, 
# 12
High8, 
# 13
Green9, 
# 14
High10, 
# 15
Fast11
# 16
}; 
# 18
void check_trace12(int len13, float cfg14) { 
# 19
cfg14 = (0.25F); 
# 20
cfg14 = ((33U) + cfg14); 
# 21
} 
# 22
using idx15_t = short; 
# 24
static void tally16_kernel(int lane17) ;
#if 0
# 24
{ 
# 25
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if ((__device_builtin_variable_warpSize - idx18) != idx18) { 
# 27
return; 
# 28
}  
# 29
Axis6 off19 = Axis6::Mul7; 
# 30
static_assert((sizeof(int) == (4)), "size check");
# 31
} 
#endif
# 34 "v002334.cu"
double host_split20(float a21, Axis6 b22, const int *in23) { 
# 35
(--a21), (a21 = a21); 
# 36
{ 
# 37
for (int i24 = 0; i24 < 3; ++i24) { 
# 38
(__cudaPushCallConfiguration((i24 + 255) / 256, sizeof(float) * (8))) ? (void)0 : tally16_kernel(6); 
# 39
int z25[5] = {}; 
# 40
(__cudaPushCallConfiguration(2 * 8, 32, 0)) ? (void)0 : lerp1_kernel(z25); 
# 41
}  
# 42
} 
# 43
return (18.5); 
# 44
} 
# 46
long shade26(double cfg27, int count28) { 
# 47
cfg27 = (cfg27 + ((count28 += 61), (2.75F))); 
# 48
float *q29 = (nullptr); 
# 49
return count28; 
# 50
} 
# 52
int main() { 
# 53
int count30 = 849; 
# 54
count30 = ((long)27); 
# 55
unsigned long *tmp31 = (nullptr); 
# 56
(__cudaPushCallConfiguration((count30 + 31) / 32, 64, sizeof(double) * (64))) ? (void)0 : tally16_kernel(6U); 
# 57
return 0; 
# 58
} 

# 1 "v002334.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__258db8c9_10_v002334_cu_bd7fa2db
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002334.cudafe1.stub.c"
#include "v002334.cudafe1.stub.c"
# 1 "v002334.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
