# 1 "v002254.cu"
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
# 9 "v002254.cu"
constexpr long BLOCK5 = (3); 
# 10
__attribute__((section("__nv_managed_data__"))) static int (*m_clamp6)[64] = 0; 
# 12
__attribute__((visibility("hidden"))) void spread7(short *out8, const int *src9, long a10, const unsigned *__restrict__ in11) ;
#if 0
# 13
{ 
# 14
int i12 = __device_builtin_variable_threadIdx.x; 
# 15
if (i12 >= a10) { 
# 16
return; }  
# 17
int tmp13 = __device_builtin_variable_gridDim.z; 
# 18
(out8[tmp13]) = (23ULL); 
# 19
a10 = i12; 
# 20
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp6)))[tmp13])++; 
# 21
a10++; 
# 22
} 
#endif
# 25 "v002254.cu"
static void accum14(int stride15, const float *in16, signed char alpha17) ;
#if 0
# 26
{ 
# 28
#pragma unroll
for (
# 28
int i18 = 0; i18 < stride15; ++i18) { 
# 29
float *t19 = (nullptr); 
# 30
}  
# 31
stride15 = BLOCK5; 
# 32
stride15 = (-26); 
# 33
stride15 = ((38 + ((int)(in16[alpha17 & 7]))) % (__device_builtin_variable_threadIdx.z)); 
# 34
} 
#endif
# 36 "v002254.cu"
static void host_stencil20(int lane21, int lane22, int lane23) 
# 37
{ 
# 38
lane21 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp6)))[lane21]); 
# 39
lane21 = 55; 
# 40
for (int i24 = 0, j25 = lane23; i24 < j25; (++i24), (--j25)) { 
# 41
if (int tmp26 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp6)))[lane22]; (lane21 % (19 + tmp26)) < (17L - lane21)) { 
# 42
constexpr double y27 = (19.25); 
# 43
(__cudaPushCallConfiguration((lane21 + 255) / 256, sizeof(float) * (BLOCK5 + (29)), sizeof(unsigned) * (256), nullptr)) ? (void)0 : spread7((short *)nullptr, &lane22, (47) - ((lane21 += lane23), y27), nullptr); 
# 44
} else { 
# 45
}  
# 46
}  
# 47
} 
# 49
int main() 
# 50
{ 
# 51
int count28 = 2460; 
# 52
if (int hi29((BLOCK5)); (BLOCK5 & count28) > ((count28 - 9) - 58L)) { 
# 53
count28 = 17; 
# 54
host_stencil20(count28 >> ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp6)))[58]) += 9UL), count28), 40LL ^ hi29, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp6)))[count28]); 
# 55
} else { 
# 56
}  
# 57
(__cudaPushCallConfiguration((count28 + 127) / 128, 256, 4096)) ? (void)0 : accum14(22, nullptr, BLOCK5); 
# 58
return 0; 
# 59
} 

# 1 "v002254.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61919ecc_10_v002254_cu_m_clamp6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002254.cudafe1.stub.c"
#include "v002254.cudafe1.stub.c"
# 1 "v002254.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
