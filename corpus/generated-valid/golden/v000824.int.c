# 1 "v000824.cu"
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
# 26 "v000824.cu"
__attribute__((visibility("hidden"))) void probe10_kernel(int *__restrict__ data11, const size_t *__restrict__ in12, int *dst13) ;
#if 0
# 26
{ 
# 27
unsigned idx14 = __device_builtin_variable_threadIdx.x; 
# 28
float w15 = *in12; 
# 29
float mid16 = w15; 
# 30
(dst13[(__device_builtin_variable_blockDim.z) & (7)])++; 
# 31
switch ((*data11) & 8) { 
# 32
case 7:  { 
# 33
unsigned tmp17 = w15 / (2); 
# 34
break; 
# 35
} 
# 36
case 4 * 2:  
# 37
mid16 = ((static_cast< long>(in12[6])) % (3U * (dst13[idx14]))); 
# 38
[[fallthrough]] ; 
# 39
case 9:  
# 40
break; 
# 41
case 3:  
# 42
break; 
# 43
default:  
# 44
break; 
# 45
}  
# 46
} 
#endif
# 48 "v000824.cu"
__attribute__((visibility("hidden"))) void smooth18_kernel(const int *__restrict__ coef19, const float *src20) ;
#if 0
# 48
{ 
# 49
unsigned gid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
unsigned long off22 = (3); 
# 51
if (!((47 >= (coef19[off22])) || ((__device_builtin_variable_blockDim.y) != (src20[gid21 & (7)])))) { 
# 52
int mid23 = (((238) + gid21) * ((coef19[(__device_builtin_variable_blockDim.x) & (7)]) << 5)) << ((__device_builtin_variable_warpSize + off22) - off22); 
# 53
}  
# 54
unsigned e24(__device_builtin_variable_threadIdx.x); 
# 55
} 
#endif
# 57 "v000824.cu"
__attribute((noinline)) __attribute__((unused)) void rank25(int *__restrict__ dst26) {int volatile ___ = 1;(void)dst26;
# 64
::exit(___);}
#if 0
# 57
{ 
# 58
(dst26[6]) = (37UL); 
# 59
if (((__device_builtin_variable_threadIdx.x) * (64)) >= ((dst26[3]) - 256)) { 
# 60
(dst26[__device_builtin_variable_gridDim.x]) = ((dst26[6]) / 2); 
# 61
(*dst26) = (dst26[__device_builtin_variable_gridDim.z]); 
# 62
}  
# 63
(dst26[7]) = 17; 
# 64
} 
#endif
# 66 "v000824.cu"
__attribute__((visibility("hidden"))) void gather27(int len28, int n29) ;
#if 0
# 66
{ 
# 67
unsigned tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 68
if ((n29 ^ 1032) != tid30) { 
# 69
return; 
# 70
}  
# 71
if ((len28 + (41U >> tid30)) <= (len28 - 8)) { 
# 72
for (int j31 = 0; j31 < 10; j31++) { 
# 73
if ((__device_builtin_variable_gridDim.x) > (60)) { 
# 74
unsigned prod32 = j31 >> len28; 
# 75
prod32 = (44); 
# 76
}  
# 77
}  
# 78
}  
# 79
} 
#endif
# 81 "v000824.cu"
constexpr int check_grow33(int lane34) { 
# 82
return (32 - (lane34 % 7)) - ((lane34 | lane34) * 55UL); 
# 83
} 
# 85
int main() { 
# 86
int len35 = 2098; 
# 87
check_grow33(-check_grow33(len35)); 
# 88
if ((35L - len35) == (check_grow33(len35))) { 
# 89
if (check_grow33(len35) <= len35) { 
# 90
return len35 + (static_cast< double>((24.125))); 
# 91
}  
# 92
check_grow33(len35); 
# 93
}  
# 94
(__cudaPushCallConfiguration(32, ((dim3)(256)))) ? (void)0 : probe10_kernel(nullptr, static_cast< const unsigned long *>(nullptr), nullptr); 
# 95
(__cudaPushCallConfiguration((len35 + 255) / 256, dim3(2, 1 << 2, 128 * 4))) ? (void)0 : smooth18_kernel(nullptr, (const float *)nullptr); 
# 96
(__cudaPushCallConfiguration(1 << 3, dim3(128, (len35 + 31) / 32, 64))) ? (void)0 : gather27((len35 | len35) / 2, len35); 
# 97
return 0; 
# 98
} 

# 1 "v000824.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5b57093_10_v000824_cu_2eb2a7fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000824.cudafe1.stub.c"
#include "v000824.cudafe1.stub.c"
# 1 "v000824.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
