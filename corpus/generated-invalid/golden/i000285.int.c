# 1 "i000285.cu"
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
# 19 "i000285.cu"
inline float reduce7(const int *input8) { 
# 20
if (((input8[5]) < (*input8)) || ((*input8) != (*input8))) { 
# 21
goto done10; 
# 22
}  
# 23
if (constexpr unsigned prod9 = (22); (input8[4]) == (*input8)) { 
# 24
static_assert((((4 + 3) * (1 << 1)) > 13), "tile must fit");
# 25
}  
# 26
done10:; ; 
# 27
return (4.5F); 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void split11_kernel(float p12) ;
#if 0
# 30
{ 
# 31
int i13 = __device_builtin_variable_threadIdx.x; 
# 32
reduce7((const int *)nullptr); 
# 33
reduce7(&i13); 
# 34
} 
#endif
# 36 "i000285.cu"
__attribute__((visibility("hidden"))) void drift14(float *acc15, unsigned *buf16) ;
#if 0
# 36
{ 
# 37
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
++(*acc15); 
# 39
double k18[5] = {}; 
# 40
} 
#endif
# 42 "i000285.cu"
float fold19(int count20) { 
# 43
int hi21[5] = {}; 
# 44
count20 = 63; 
# 45
return count20; 
# 46
} 
# 48
struct Acc22 { 
# 49
unsigned long long sum23; 
# 50
int x24; 
# 51
int lo25, vel26; 
# 52
}; 
# 54
namespace detail27 { 
# 55
struct Stats28 { 
# 56
int count29; 
# 57
float y30; 
# 58
int val31; 
# 59
}; 
# 60
}
# 62
void host_clamp32(const char *src33, unsigned *buf34, int count35) { 
# 63
(buf34[0]) = (((1977U) | ((count35 += (-26)), 40UL)) - (((unsigned)16U) * fold19(count35))); 
# 64
if (22 != (src33[2])) { 
# 65
return; }  
# 66
(__cudaPushCallConfiguration(((dim3)((count35 + 31) / 32)), 3 + 61, sizeof(int) * (64), nullptr)) ? (void)0 : drift14(nullptr, (unsigned *)nullptr); 
# 67
switch (src33[count35 & 7]) { 
# 68
case 10:  
# 69
break; 
# 70
case 0:  
# 71
(__cudaPushCallConfiguration(1 << 7, 512)) ? (void)0 : split11_kernel(buf34[count35]); 
# 72
break; 
# 73
case 9:  
# 74
count35 = (*buf34); 
# 75
reduce7(&count35); 
# 76
break; 
# 77
default:  
# 78
break; 
# 79
}  
# 80
} 
# 82
int main() { 
# 83
int len36 = 3099; 
# 84
int big40 = (100000 * 100000); 
# 85
(__cudaPushCallConfiguration(((dim3)(sizeof(float) * (2))), 256)) ? (void)0 : split11_kernel(((len36 += len36), 4) + len36); 
# 86
auto fn39 = [](auto q37, auto t38) { 
# 87
q37 = (q37 * 128); 
# 88
return q37 * 2; 
# 89
} ; typedef decltype(fn39) __T0;
# 90
(__cudaPushCallConfiguration((len36 + 255) / 256, 128)) ? (void)0 : split11_kernel(694UL); 
# 91
(__cudaPushCallConfiguration(((dim3)((len36 + 31) / 32)), 4 + 124)) ? (void)0 : split11_kernel(63 | len36); 
# 92
(__cudaPushCallConfiguration(((dim3)(3 + 1)), dim3(4, 2, 2), sizeof(int) * (32))) ? (void)0 : split11_kernel(fold19(2 * len36)); 
# 93
(__cudaPushCallConfiguration(sizeof(float), 24 + 104)) ? (void)0 : drift14(nullptr, (unsigned *)nullptr); 
# 94
return 0; 
# 95
} 

# 1 "i000285.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6087f654_10_i000285_cu_d0979f90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000285.cudafe1.stub.c"
#include "i000285.cudafe1.stub.c"
# 1 "i000285.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
