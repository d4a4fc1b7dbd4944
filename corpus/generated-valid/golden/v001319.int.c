# 1 "v001319.cu"
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
# 14 "v001319.cu"
enum Level6 { HIGH7, OFF8}; 
# 15
static int d_reduce9; 
# 17
__attribute__((unused)) float merge10(int count11, float *data12) {int volatile ___ = 1;(void)count11;(void)data12;
# 25
::exit(___);}
#if 0
# 17
{ 
# 18
int iter13 = 0; 
# 19
do { 
# 20
Level6 e14 = OFF8; 
# 21
++iter13; 
# 22
} while (iter13 < ((OFF8) + 11)); 
# 23
count11 = (57U); 
# 24
return ((long)(d_reduce9 / 26)) & (((d_reduce9 += d_reduce9), 2) ^ (d_reduce9 ^ iter13)); 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 27 "v001319.cu"
__attribute__((unused)) static float apply15(int n16, bool b17) {int volatile ___ = 1;(void)n16;(void)b17;
# 34
::exit(___);}
#if 0
# 27
{ 
# 28
double k18 = ((__device_builtin_variable_blockIdx.x) * (static_cast< long>(62ULL))) / d_reduce9; 
# 29
n16 = ((__device_builtin_variable_blockIdx.x) | b17); 
# 30
n16 = (-__device_builtin_variable_warpSize); 
# 31
++d_reduce9; 
# 32
const int *y19 = (nullptr); 
# 33
return ((k18 - (22U | n16)) > (51UL * (__device_builtin_variable_gridDim.x))) ? 22 : b17; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 35 "v001319.cu"
static double c_trace20[2]; 
# 38
__attribute__((unused)) void weigh21(const int *input22, int stride23, int *out24) {int volatile ___ = 1;(void)input22;(void)stride23;(void)out24;
# 49
::exit(___);}
#if 0
# 38
{ 
# 39
(out24[4]) = (out24[5]); 
# 40
unsigned f25 = stride23 + d_reduce9; 
# 41
(out24[(__device_builtin_variable_blockIdx.y) & (7)])--; 
# 42
if (stride23 >= 10) { 
# 43
return; 
# 44
}  
# 45
if (float tmp26 = (sizeof(int)); out24 == (nullptr)) { 
# 46
int w27 = c_trace20[1]; 
# 47
}  
# 48
(out24[stride23 & 7]) = (static_cast< unsigned char>(__device_builtin_variable_blockIdx.x)); 
# 49
} 
#endif
# 51 "v001319.cu"
__attribute__((visibility("hidden"))) void tally28_kernel(const unsigned *input29) ;
#if 0
# 51
{ 
# 52
unsigned tid30 = __device_builtin_variable_threadIdx.x; 
# 53
Level6 prod31 = OFF8; 
# 54
if (input29 != (nullptr)) { 
# 55
return; 
# 56
}  
# 57
Level6 k32 = prod31; 
# 58
} 
#endif
# 60 "v001319.cu"
int main() { 
# 61
int count33 = 1701; 
# 62
count33++; 
# 63
unsigned val34(137U); 
# 64
(__cudaPushCallConfiguration((count33 + 63) / 64, ((OFF8) + 63) * 2, 0, nullptr)) ? (void)0 : tally28_kernel(static_cast< const unsigned *>(nullptr)); 
# 65
return 0; 
# 66
} 

# 1 "v001319.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ccf29e9_10_v001319_cu_09257971
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001319.cudafe1.stub.c"
#include "v001319.cudafe1.stub.c"
# 1 "v001319.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
