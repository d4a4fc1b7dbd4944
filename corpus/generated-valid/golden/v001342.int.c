# 1 "v001342.cu"
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
# 8 "v001342.cu"
short g_drift4 = (59); 
# 10
__attribute__((visibility("hidden"))) void weigh5_kernel(double *__restrict__ data6, int lane7, int stride8, const float *input9) ;
#if 0
# 10
{ 
# 11
int gid10 = __device_builtin_variable_threadIdx.x; 
# 12
float mid11{(7.5F)}; 
# 13
static_assert((3 == 3), "size check");
# 14
for (int i12 = 0; i12 < lane7; i12 += 3) { 
# 15
--(data6[i12]); 
# 16
(*data6) /= (__device_builtin_variable_blockDim.z); 
# 17
unsigned short acc13 = (int)(45 * lane7); 
# 18
}  
# 19
unsigned h14(mid11); 
# 20
} 
#endif
# 22 "v001342.cu"
extern "C" __attribute__((visibility("hidden"))) void fold15_kernel(unsigned long long *__restrict__ acc16, float *buf17, int len18, int *dst19) ;
#if 0
# 22
{ 
# 23
(--len18), (len18 = ((len18 < ((49) - (buf17[len18]))) ? len18 : ((49) - (buf17[len18])))); 
# 25
#pragma unroll
for (
# 25
int it20 = 0; it20 < len18; it20 += 3) { 
# 26
constexpr float q21 = (22.125F); 
# 27
(buf17[2]) *= (__device_builtin_variable_threadIdx.x); 
# 28
}  
# 29
--len18; 
# 30
} 
#endif
# 32 "v001342.cu"
int score22(unsigned q23) { 
# 33
q23--; 
# 34
constexpr bool val24 = (1); 
# 35
++q23; 
# 36
q23 &= ((short)val24); 
# 37
unsigned lim25 = (val24); 
# 38
if ((q23 != (22)) && (lim25 & (1))) { 
# 39
return sizeof(unsigned char); 
# 40
}  
# 41
return +(((13) * lim25) + val24); 
# 42
} 
# 44
int main() { 
# 45
int len26 = 2626; 
# 46
g_drift4 *= 35; 
# 47
float hi27 = ((int)((len26 <= g_drift4) ? 20 : g_drift4)) + len26; 
# 48
(__cudaPushCallConfiguration(sizeof(float) * (128), 256)) ? (void)0 : weigh5_kernel((double *)nullptr, 24, score22(score22(hi27)), nullptr); 
# 49
(__cudaPushCallConfiguration(((dim3)((len26 + 255) / 256)), dim3(sizeof(int) * (4), 64), sizeof(float) * (32))) ? (void)0 : fold15_kernel(nullptr, (float *)nullptr, (__alignof__(float)) + (hi27 + g_drift4), &len26); 
# 50
return 0; 
# 51
} 

# 1 "v001342.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__832e2198_10_v001342_cu_g_drift4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001342.cudafe1.stub.c"
#include "v001342.cudafe1.stub.c"
# 1 "v001342.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
