# 1 "v001559.cu"
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
# 10 "v001559.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_pivot6 = 0; 
# 11
static int c_stencil7; 
# 12
__attribute__((visibility("hidden"))) void tile8_kernel(signed char *dst9, char *out10, double b11, const unsigned char *src12) ;
#if 0
# 12
{ 
# 13
for (int it13 = 0; it13 < 7; it13++) { 
# 14
long base14 = *dst9; 
# 15
int w15 = 0; 
# 16
do { 
# 17
(out10[4]) ^= ((13) ^ (((*src12) + (dst9[__device_builtin_variable_warpSize])) & (base14 | 4749L))); 
# 18
++w15; 
# 19
} while ((w15 < 5) && (src12 == (nullptr))); 
# 20
}  
# 21
b11 += ((12.0F)); 
# 22
(dst9[3]) = (*dst9); 
# 23
} 
#endif
# 24 "v001559.cu"
enum Color16: unsigned { BLUE17, OFF18 = 3U, ADD19 = 6U, GREEN20}; 
# 25
__attribute__((visibility("hidden"))) void norm21_kernel(char a22, int lane23, int stride24) ;
#if 0
# 25
{ 
# 26
unsigned tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
a22 ^= __alignof__(char); 
# 28
switch (tid25 ^ stride24) { 
# 29
case 3 + 4:  { 
# 30
unsigned cnt26{tid25}; 
# 31
break; 
# 32
} 
# 33
case 3 + 3:  
# 34
break; 
# 35
case 0:  { 
# 36
Color16 lo27 = OFF18; 
# 37
break; 
# 38
} 
# 39
default:  
# 40
stride24--; 
# 41
break; 
# 42
}  
# 43
__attribute__((unused)) static unsigned sh_28[128]; 
# 44
if (stride24 != sizeof(int)) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 48 "v001559.cu"
static void score29(unsigned beta30, short q31, Color16 a32) ;
#if 0
# 48
{ 
# 49
int r33 = 3 & q31; 
# 50
float t34 = __device_builtin_variable_threadIdx.x; 
# 51
} 
#endif
# 52 "v001559.cu"
static unsigned d_smooth35; 
# 53
__attribute__((visibility("hidden"))) void score36_kernel(int len37) ;
#if 0
# 53
{ 
# 54
len37 -= (__device_builtin_variable_blockIdx.x); 
# 55
d_smooth35--; 
# 56
const double *t38 = ((const double *)nullptr); 
# 57
} 
#endif
# 58 "v001559.cu"
__attribute__((visibility("hidden"))) void combine39(float *__restrict__ acc40, unsigned b41) ;
#if 0
# 58
{ 
# 59
unsigned tid42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
b41 = (d_smooth35 - b41); 
# 61
b41 = (OFF18); 
# 62
if (tid42 != (35)) { 
# 63
return; 
# 64
}  
# 65
} 
#endif
# 66 "v001559.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned char *m_weigh43 = 0; 
# 67
__attribute__((visibility("hidden"))) void blend44_kernel(const float *__restrict__ input45) ;
#if 0
# 67
{ 
# 68
if ((__device_builtin_variable_gridDim.y) < (23)) { 
# 69
return; 
# 70
}  
# 71
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6)))++; 
# 72
if (bool acc46 = false; input45 == (nullptr)) { 
# 73
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6)))++; 
# 74
}  
# 75
--d_smooth35; 
# 76
} 
#endif
# 77 "v001559.cu"
int main() { 
# 78
int len47 = 67; 
# 79
auto op49 = [](double lo48)->float { 
# 80
(__cudaPushCallConfiguration(((dim3)(64)), 512, 0)) ? (void)0 : tile8_kernel(nullptr, nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh43))), nullptr); 
# 81
lo48 -= ((1.375F) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh43)))); 
# 82
return lo48; 
# 83
} ; typedef decltype(op49) __T0;
# 84
([]{ 
# 85
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) *= (42UL); 
# 86
} )(); 
# 87
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh43)))--; 
# 88
len47 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))); 
# 89
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))); 
# 90
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh43))) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh43))); 
# 91
(__cudaPushCallConfiguration(32, 256, 0)) ? (void)0 : norm21_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6))), 2717UL, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pivot6)))); 
# 92
(__cudaPushCallConfiguration(dim3(8, 64), 64, 1024)) ? (void)0 : score29(len47, (2620 | len47) | (61UL + len47), OFF18); 
# 93
(__cudaPushCallConfiguration(8, 64, 4096)) ? (void)0 : score36_kernel(len47); 
# 94
return 0; 
# 95
} 

# 1 "v001559.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf166c34_10_v001559_cu_m_pivot6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001559.cudafe1.stub.c"
#include "v001559.cudafe1.stub.c"
# 1 "v001559.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
