# 1 "v001664.cu"
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
# 18 "v001664.cu"
namespace detail7 { 
# 19
constexpr int host_scale8(int stride9, int lane10) { 
# 20
double mid11 = (sizeof(int)) + ((stride9 + 55ULL) % (sizeof(int))); 
# 21
return 9; 
# 22
} 
# 23
}
# 25
__attribute__((visibility("hidden"))) void update12_kernel(long q13) ;
#if 0
# 25
{ 
# 26
unsigned i14 = __device_builtin_variable_threadIdx.x; 
# 27
for (int it15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it15 < q13; it15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 28
float h16 = it15; 
# 29
h16 = (h16 * (q13 - (2.0F))); 
# 30
}  
# 31
q13 = (q13 - ((27) / (__device_builtin_variable_threadIdx.z))); 
# 32
q13++; 
# 33
double acc17 = (6.75); 
# 34
q13 = (q13 + ('A')); 
# 35
} 
#endif
# 42 "v001664.cu"
__attribute__((visibility("hidden"))) void map_grow19(float *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 44 "v001664.cu"
__attribute__((visibility("hidden"))) void probe20_kernel(float b21) ;
#if 0
# 44
{ 
# 45
int idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
unsigned v23 = (45L); 
# 47
if (idx22 & 1) { 
# 48
return; 
# 49
}  
# 50
--b21; 
# 51
b21--; 
# 52
} 
#endif
# 54 "v001664.cu"
short host_trace24(int lane25, unsigned short *buf26) { 
# 55
int r27 = lane25 & ('\a'); 
# 56
lane25 = (('\t') + ((float)lane25)); 
# 57
return static_cast< double>((signed char)r27); 
# 58
} 
# 60
int main() { 
# 61
int len28 = 3534; 
# 62
if ((len28 + 3995LL) > len28) { 
# 63
return (50L - len28) ^ (3157 & len28); 
# 64
}  
# 65
(__cudaPushCallConfiguration((len28 + 31) / 32, 8 + (8 + 112))) ? (void)0 : map_grow19((float *)nullptr, +(sizeof(short) * len28)); 
# 66
(__cudaPushCallConfiguration((len28 + 63) / 64, 256)) ? (void)0 : update12_kernel(len28); 
# 67
(__cudaPushCallConfiguration((len28 + 255) / 256, 8 + (30 + (32 + 186)))) ? (void)0 : probe20_kernel((4.0F)); 
# 68
return 0; 
# 69
} 

# 1 "v001664.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c48bc97_10_v001664_cu_76bb5bf2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001664.cudafe1.stub.c"
#include "v001664.cudafe1.stub.c"
# 1 "v001664.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
