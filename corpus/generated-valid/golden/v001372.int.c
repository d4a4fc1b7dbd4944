# 1 "v001372.cu"
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
# 5 "v001372.cu"
static int c_scale1[4]; 
# 7
__attribute__((visibility("hidden"))) void decay2_kernel(const int *__restrict__ src3, int *dst4, float p5) ;
#if 0
# 7
{ 
# 8
__attribute__((unused)) extern long dyn_6[]; 
# 9
int gid7 = __device_builtin_variable_threadIdx.x; 
# 10
(*dst4) = (((dst4[3]) + (61 * gid7)) / ((p5 * (8)) + p5)); 
# 11
(*dst4) = (((__device_builtin_variable_threadIdx.y) + (__device_builtin_variable_gridDim.y)) + ((1187U) & (((c_scale1[gid7]) >= (*src3)) ? 1626U : sizeof(float)))); 
# 12
int lim8 = dyn_6[(__device_builtin_variable_threadIdx.x) & (7)]; 
# 13
} 
#endif
# 15 "v001372.cu"
namespace math9 { 
# 16
__attribute__((visibility("hidden"))) void tile10_kernel(int len11) ;
#if 0
# 16
{ 
# 17
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
auto idx13 = len11 + ((len11 += (c_scale1[2])), len11); 
# 19
int w14 = (((idx13 += 2L), ((tid12 - (c_scale1[2])) | (__device_builtin_variable_gridDim.x)))); 
# 20
int u15 = w14 & (((idx13 - 28U) > w14) ? 2672 - (c_scale1[w14 & 3]) : tid12); 
# 21
long hi16 = len11 * 0U; 
# 22
if (w14 > __device_builtin_variable_warpSize) { 
# 23
goto done17; 
# 24
}  
# 25
if ((w14 | hi16) & (1)) { 
# 26
return; }  
# 27
done17:; ; 
# 28
} 
#endif
# 29 "v001372.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_kick18 = 0; 
# 31
__attribute__((visibility("hidden"))) void fold19(const float *__restrict__ in20, int n21) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern long long dyn_22[]; 
# 33
int idx23 = __device_builtin_variable_threadIdx.x; 
# 34
if (idx23 >= n21) { 
# 35
return; }  
# 36
bool lo24 = (56UL + (__device_builtin_variable_threadIdx.z)) <= (((+(*in20)) != idx23) ? 8 : idx23); 
# 37
for (int j25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j25 < 4; j25 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 38
size_t t26 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18))); 
# 39
float r27{(9.0F)}; 
# 40
}  
# 41
(dyn_22[6]) = n21; 
# 42
long *r28 = (nullptr); 
# 43
} 
#endif
# 44 "v001372.cu"
}
# 45
__attribute__((section("__nv_managed_data__"))) static int *m_split29 = 0; 
# 48
int sift30(const int *__restrict__ input31) { 
# 49
if ((input31[6]) <= (*input31)) { 
# 50
goto out36; 
# 51
}  
# 52
for (int n32 = 0, j33 = 3; n32 < j33; (++n32), (--j33)) { 
# 53
for (int j34 = j33; j34 > 0; --j34) { 
# 54
if ((n32 >= j34) || j34) { 
# 55
continue; }  
# 56
unsigned y35((n32 >= ((int)j33)) ? 59 : (input31[4])); 
# 57
}   
# 58
}  
# 59
out36:; ; 
# 60
return 2136 / ((input31[0]) / 5); 
# 61
} 
# 62
static int c_march37; 
# 64
int main() { 
# 65
int count38 = 2624; 
# 66
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29))) = (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18))) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29))) - 3)) * (8LL - (count38 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18)))))); 
# 67
if (int res39((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29)))); (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18)))) + sizeof(float)) > (24)) { 
# 68
res39 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18))) - 30) | sizeof(unsigned)) / (res39 + 20UL)); }  
# 69
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29))) = (((5 + count38) - (count38 + sizeof(int))) - ((sizeof(int) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18)))) % (2718 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29)))))); 
# 70
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18))) + 63) / 64, 32)) ? (void)0 : decay2_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (math9::m_kick18))), &count38, (17.75F)); 
# 71
(__cudaPushCallConfiguration(4 * 4, sizeof(unsigned) * (8), 0, 0)) ? (void)0 : math9::tile10_kernel(count38); 
# 72
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : math9::fold19((const float *)nullptr, 9 & (count38 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_split29))))); 
# 73
return 0; 
# 74
} 

# 1 "v001372.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c48e5b48_10_v001372_cu_c_scale1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001372.cudafe1.stub.c"
#include "v001372.cudafe1.stub.c"
# 1 "v001372.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
