# 1 "v001226.cu"
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
# 18 "v001226.cu"
static double d_step6; 
# 19
static float c_apply7[8]; 
# 20
enum Phase8: short { ON9 = 1, MUL10, BUSY11}; 
# 22
__attribute__((visibility("hidden"))) void sift12(double *__restrict__ data13, bool cfg14, const unsigned char *coef15) ;
#if 0
# 22
{ 
# 23
int idx16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
float off17 = (45 + cfg14) & (39 + idx16); 
# 25
if (!(d_step6 == (36))) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 29 "v001226.cu"
typedef double real18_t; 
# 36
__attribute__((visibility("hidden"))) void map_mix20(double *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 38 "v001226.cu"
namespace _GLOBAL__N__485090ca_10_v001226_cu_c_apply7 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__485090ca_10_v001226_cu_c_apply7; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__485090ca_10_v001226_cu_c_apply7 __attribute__((visibility("hidden")))  { 
# 39
typedef float real21_t; 
# 40
}
# 42
__attribute__((visibility("hidden"))) void blend22_kernel(real21_t *dst23, int len24) ;
#if 0
# 42
{ 
# 43
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (idx25 >= len24) { 
# 45
return; 
# 46
}  
# 47
d_step6 -= (c_apply7[len24 & 7]); 
# 48
constexpr float base26 = (34U); 
# 49
do { (*dst23) += ((7 * len24) | (41 - len24)); } while (0); 
# 50
if (__device_builtin_variable_blockIdx.z) { 
# 51
return; 
# 52
}  
# 53
} 
#endif
# 55 "v001226.cu"
__attribute__((visibility("hidden"))) void count27(const size_t *__restrict__ coef28, int count29, float *buf30, unsigned long long *__restrict__ data31) ;
#if 0
# 55
{ 
# 56
int i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (i32 >= count29) { 
# 58
return; 
# 59
}  
# 60
count29 >>= (__device_builtin_variable_threadIdx.x); 
# 61
(data31[7])--; 
# 62
bool v33 = false; 
# 63
--(buf30[2]); 
# 64
if ((__device_builtin_variable_threadIdx.x) == (__device_builtin_variable_blockIdx.z)) { 
# 65
goto out34; 
# 66
}  
# 67
do { (*data31) += ((61) + (__device_builtin_variable_threadIdx.x)); } while (0); 
# 68
--count29; 
# 69
(buf30[__device_builtin_variable_blockDim.x]) = ((v33 << 0) ^ (31UL + v33)); 
# 70
out34:; ; 
# 71
} 
#endif
# 73 "v001226.cu"
int main() { 
# 74
int count35 = 2856; 
# 75
int lo36 = count35 - 39; 
# 76
(__cudaPushCallConfiguration(dim3(128, (count35 + 255) / 256, 1 << ((BUSY11) + (ON9))), ((dim3)((lo36 + 31) / 32)))) ? (void)0 : count27(nullptr, 30LL, (float *)nullptr, (unsigned long long *)nullptr); 
# 77
(__cudaPushCallConfiguration(dim3((lo36 + 31) / 32, (count35 + 127) / 128, (lo36 + 63) / 64), 1 << ((MUL10) + ((ON9) + ((MUL10) + 3))))) ? (void)0 : sift12(nullptr, (count35 - count35) == lo36, nullptr); 
# 78
const char *q37 = ("path\\to"); 
# 79
(__cudaPushCallConfiguration((MUL10) + 30, 256)) ? (void)0 : map_mix20((real18_t *)nullptr, (count35 ^ count35) * (count35 ^ count35)); 
# 80
(__cudaPushCallConfiguration((ON9) + (ON9), 32)) ? (void)0 : blend22_kernel((float *)nullptr, (27 + count35) % (q37[0])); 
# 81
return 0; 
# 82
} 

# 1 "v001226.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__485090ca_10_v001226_cu_c_apply7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001226.cudafe1.stub.c"
#include "v001226.cudafe1.stub.c"
# 1 "v001226.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
