# 1 "v001333.cu"
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
# 12 "v001333.cu"
int run_bias6(int count7) { 
# 13
count7 = (2629L); 
# 14
{ 
# 15
count7 = (-(-count7)); 
# 16
float w8(-((6 * count7) - 6)); 
# 17
} 
# 18
count7 = 2221; 
# 19
return count7; 
# 20
} 
# 21
enum class Op9 { Add10 = 2, Low11 = 8, High12}; 
# 22
static void bump13(int count14, float alpha15) ;
#if 0
# 22
{ 
# 23
for (int n16 = 0; n16 < count14; ++n16) { 
# 24
Op9 sum17 = Op9::Low11; 
# 25
int q18 = alpha15; 
# 26
q18--; 
# 27
}  
# 28
count14 = (~((count14 + 6) / 44)); 
# 29
} 
#endif
# 30 "v001333.cu"
__attribute__((visibility("hidden"))) void count19_kernel(const float *in20) ;
#if 0
# 30
{ 
# 31
int i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
__attribute__((unused)) static int sh_22[128]; 
# 33
++(sh_22[i21 & 127]); 
# 34
(sh_22[117]) = (+(*in20)); 
# 35
(sh_22[__device_builtin_variable_threadIdx.x]) = (((16) + ((__device_builtin_variable_blockIdx.x) & (34))) | ((short)41ULL)); 
# 36
__attribute__((unused)) static double sh_23[16]; 
# 37
} 
#endif
# 39 "v001333.cu"
int host_count24(int *out25, int stride26) { 
# 40
if (out25 == (nullptr)) { 
# 41
goto skip27; 
# 42
}  
# 43
if (stride26 > (out25[2])) { 
# 44
return stride26; 
# 45
}  
# 46
(__cudaPushCallConfiguration(128 * (2 + 2), 4 + 60)) ? (void)0 : bump13((8 * stride26) + ((unsigned)(*out25)), *out25); 
# 47
skip27:; ; 
# 48
return 16; 
# 49
} 
# 50
using idx28_t = unsigned; 
# 51
static_assert(((11 * 5) == 55), "size check");
# 52
int lerp29(int n30, int len31) { 
# 53
Op9 val32 = Op9::Add10; 
# 54
int cnt33 = (45U); 
# 55
for (int it34 = 0; it34 < 11; ++it34) { 
# 56
{ 
# 57
val32 = Op9::High12; 
# 58
static_assert((((4 + 1) * 10) == 50));
# 59
} 
# 60
}  
# 61
val32 = val32; 
# 62
return 2; 
# 63
} 
# 64
float fold35(int *data36) { 
# 65
const char *q37 = ("x=%d"); 
# 66
dim3 diff38 = dim3(2 + 30, 4, 8); 
# 67
{ 
# 68
([]() { } )(); 
# 69
(*data36) = (data36[5]); 
# 70
} 
# 71
(data36[6]) = 27; 
# 72
if (!data36) { 
# 73
return 2; 
# 74
}  
# 75
return 2; 
# 76
} 
# 77
int main() { 
# 78
int count39 = 2624; 
# 79
for (int i40 = 0; i40 < count39; i40++) { 
# 80
count39 = (static_cast< idx28_t>(16)); 
# 81
count39 = count39; 
# 82
count39 = (-34); 
# 83
}  
# 84
(__cudaPushCallConfiguration(((dim3)(4)), 4 + 60)) ? (void)0 : count19_kernel((const float *)nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001333.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89b29aed_10_v001333_cu_45d02e51
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001333.cudafe1.stub.c"
#include "v001333.cudafe1.stub.c"
# 1 "v001333.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
