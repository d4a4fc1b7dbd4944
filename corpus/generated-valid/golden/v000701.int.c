# 1 "v000701.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 21 "v000701.cu"
__attribute__((unused)) static int rank5(float alpha6, float p7) 
# 22
{int volatile ___ = 1;(void)alpha6;(void)p7;
# 34
::exit(___);}
#if 0
# 22
{ 
# 23
if (alpha6 > (__alignof__(float) % __device_builtin_variable_warpSize)) { 
# 24
if ((p7 - p7) > (39L)) { 
# 25
float h8 = __device_builtin_variable_gridDim.y; 
# 26
}  
# 27
}  
# 28
if (((+alpha6) + (alpha6 + p7)) == (p7 - p7)) { 
# 29
constexpr long long flag9 = (19); 
# 30
alpha6 = p7; 
# 31
} else { 
# 32
}  
# 33
return (p7 + (__device_builtin_variable_threadIdx.x)) + (29); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000701.cu"
__attribute__((visibility("hidden"))) void spread10(const unsigned *coef11, int lane12, unsigned *buf13, float q14) ;
#if 0
# 37
{ 
# 38
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
int u16 = ((int)(buf13[gid15])) - sizeof(long); 
# 40
lane12 = ((unsigned long long)((__device_builtin_variable_blockDim.x) * (37))); 
# 41
if (((*coef11) + ((u16 < u16) ? u16 : u16)) != (38UL + (__device_builtin_variable_threadIdx.x))) { 
# 42
float diff17{(11.625F)}; 
# 43
}  
# 44
(--lane12), (lane12 = (+((8) * (u16 * (*coef11))))); 
# 45
} 
#endif
# 47 "v000701.cu"
unsigned bias18(int count19, float a20, const int *in21) 
# 48
{ 
# 49
for (int n22 = 0; n22 < count19; n22++) { 
# 50
(__cudaPushCallConfiguration(8 + 120, sizeof(unsigned) * (8 + (8 + (8 + (4 + (8 + 28))))), 4 + (8 + (4 + (4 + (8 + (8 + 4060))))), 0)) ? (void)0 : spread10(reinterpret_cast< const unsigned *>(in21), count19 << count19, (unsigned *)nullptr, a20 - ((count19 == (*in21)) ? n22 : (19.0F))); 
# 51
a20 = (((n22 * (9.625F)) - (34)) + (1.375F)); 
# 52
}  
# 53
return (in21[count19]) - ((3546 * (in21[count19])) - ((count19 < 30) ? count19 : 30)); 
# 54
} 
# 56
int main() 
# 57
{ 
# 58
int size23 = 948; 
# 59
const char *acc24 = ("warp size"); 
# 60
if ((acc24[1]) <= ((size23 += 9), size23)) { 
# 61
static long lim25 = (28); 
# 62
(__cudaPushCallConfiguration(8 + (8 + 48), 8 + (4 + 116))) ? (void)0 : spread10(nullptr, lim25, nullptr, -4); 
# 63
}  
# 64
return 0; 
# 65
} 

# 1 "v000701.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59fd6114_10_v000701_cu_1925a8f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000701.cudafe1.stub.c"
#include "v000701.cudafe1.stub.c"
# 1 "v000701.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
