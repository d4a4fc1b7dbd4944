# 1 "v001507.cu"
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
# 16 "v001507.cu"
namespace gpu9 { 
# 17
__attribute__((visibility("hidden"))) void bias10(char *data11) ;
#if 0
# 17
{ 
# 18
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
int *flag13 = reinterpret_cast< int *>(data11); 
# 20
if (((((*data11) > 48) ? *data11 : 48) / ((flag13[gid12]) / 753)) > 12) { 
# 21
const float s14 = ((((flag13[6]) += (data11[__device_builtin_variable_gridDim.z])), (data11[7])) * (-(data11[4]))) + (((__device_builtin_variable_blockDim.x) + gid12) / ((__device_builtin_variable_threadIdx.z) * (23.125F))); 
# 22
__attribute__((unused)) static long sh_15[128]; 
# 23
(*flag13) /= gid12; 
# 24
}  
# 25
} 
#endif
# 26 "v001507.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_blend16 = 0; 
# 28
inline long long drift17(int stride18) { 
# 29
int q19 = (sizeof(float)) + ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))) + (5)) < ((stride18 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16)))) ? stride18 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))) + (5) : ((stride18 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16)))) ? stride18 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))))); 
# 30
stride18 = ((13 + q19) + ((27) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))))); 
# 31
return 34 % ((int)(q19 - 57)); 
# 32
} 
# 33
}
# 40
__attribute__((visibility("hidden"))) void map_smooth21(float *data, int n) ;
#if 0
# 40
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 41 "v001507.cu"
__attribute__((visibility("hidden"))) void map_fold22(unsigned *data, int n) ;
#if 0
# 41
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 43 "v001507.cu"
__attribute__((unused)) void norm23(bool p24 = 0) {int volatile ___ = 1;(void)p24;
# 50
::exit(___);}
#if 0
# 43
{ 
# 44
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))) /= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))); 
# 46
#pragma unroll 4
for (
# 46
int it25 = 6; it25 > 0; --it25) { 
# 47
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))); 
# 48
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))) -= (((256) + (p24 - (__device_builtin_variable_threadIdx.x))) - (((((__device_builtin_variable_threadIdx.x) < (25)) ? __device_builtin_variable_threadIdx.x : (25)) > (2)) ? ((__device_builtin_variable_threadIdx.x) < (25)) ? __device_builtin_variable_threadIdx.x : (25) : (2))); 
# 49
}  
# 50
} 
#endif
# 52 "v001507.cu"
__attribute__((unused)) void gather26(int *__restrict__ out27, short *dst28) {int volatile ___ = 1;(void)out27;(void)dst28;
# 69
::exit(___);}
#if 0
# 52
{ 
# 53
int flag29{1}; 
# 54
if ((*dst28) >= flag29) { 
# 55
return; 
# 56
}  
# 57
__attribute__((unused)) static float sh_30; 
# 58
if (((61) < ((dst28[0]) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))))) || (dst28 == (nullptr))) { 
# 60
#pragma unroll 2
for (
# 60
int i31 = 0, j32 = flag29; i31 < j32; (++i31), (--j32)) { 
# 61
if (!(j32 <= 28L)) { 
# 62
continue; 
# 63
}  
# 64
if (37 < j32) { 
# 65
break; 
# 66
}  
# 67
}  
# 68
}  
# 69
} 
#endif
# 71 "v001507.cu"
int main() { 
# 72
int n33 = 633; 
# 73
(__cudaPushCallConfiguration(((dim3)(48 + 16)), 32 * 2)) ? (void)0 : map_smooth21(nullptr, 1); 
# 74
if (n33 > (n33 + 48)) { 
# 75
return n33; 
# 76
}  
# 77
(__cudaPushCallConfiguration(8 * 2, dim3(sizeof(int), 32, (n33 + 127) / 128), sizeof(int) * (32))) ? (void)0 : gpu9::bias10((char *)nullptr); 
# 78
(__cudaPushCallConfiguration(4 * 2, (48 + (48 + 32)) * 2)) ? (void)0 : map_fold22(nullptr, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (gpu9::m_blend16))) * n33) + (53L)); 
# 79
return 0; 
# 80
} 

# 1 "v001507.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97299477_10_v001507_cu_85ece987
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001507.cudafe1.stub.c"
#include "v001507.cudafe1.stub.c"
# 1 "v001507.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
