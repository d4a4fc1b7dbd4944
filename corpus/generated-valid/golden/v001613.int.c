# 1 "v001613.cu"
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
# 11 "v001613.cu"
void run_merge3(double b4, double *data5, int stride6) { 
# 12
int y7 = ('a'); 
# 13
int pass8 = 0; 
# 14
while (pass8 < 13) { 
# 15
long v9 = b4; 
# 16
v9 = (((29) + ((v9) ? v9 : b4)) * y7); 
# 17
++pass8; 
# 18
}  
# 19
float r10 = (22.875F) + (pass8 / ((8.625F) * pass8)); 
# 20
--y7; 
# 21
} 
# 22
enum Axis11: long { 
# 23
FAST12, 
# 24
RED13, 
# 25
IDLE14, 
# 26
GREEN15, 
# 27
LOW16
# 28
}; 
# 31
static void update17_kernel(float *buf18, const float *in19) ;
#if 0
# 31
{ 
# 32
int i20 = __device_builtin_variable_threadIdx.x; 
# 33
double val21 = (52); 
# 34
++(buf18[5]); 
# 35
--(buf18[i20]); 
# 36
++(buf18[i20]); 
# 37
val21 /= (static_cast< float>((1.75F))); 
# 38
(buf18[7])++; 
# 39
} 
#endif
# 41 "v001613.cu"
int run_split22(int stride23, const unsigned long *in24, int stride25) { 
# 42
auto off26 = 1041UL % (stride25 * 62); 
# 43
(__cudaPushCallConfiguration(1 << ((GREEN15) + (5)), 1 << 5)) ? (void)0 : update17_kernel(nullptr, reinterpret_cast< const float *>(in24)); 
# 44
(__cudaPushCallConfiguration((off26 + (127)) / (128), 512)) ? (void)0 : update17_kernel(static_cast< float *>(nullptr), static_cast< const float *>(nullptr)); 
# 45
return (((in24[4]) * (in24[stride23])) << (static_cast< int>(4))) + stride25; 
# 46
} 
# 48
int main() { 
# 49
int len27 = 2385; 
# 50
const int w28 = (IDLE14); 
# 51
--len27; 
# 52
const char *mid29 = ("AB"); 
# 53
return 0; 
# 54
} 

# 1 "v001613.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a3bf583e_10_v001613_cu_a96ff50c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001613.cudafe1.stub.c"
#include "v001613.cudafe1.stub.c"
# 1 "v001613.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
