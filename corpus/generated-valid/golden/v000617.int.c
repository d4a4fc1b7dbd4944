# 1 "v000617.cu"
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
# 8 "v000617.cu"
unsigned combine3(int n4, float *acc5) { 
# 9
(acc5[n4]) = ((acc5[n4]) + (((*acc5) - (12.375F)) * n4)); 
# 10
n4 = n4; 
# 11
const int off6 = 20 * n4; 
# 12
auto lim7 = sizeof(unsigned) - off6; 
# 13
if (n4 && (lim7 < n4)) { 
# 14
goto out8; 
# 15
}  
# 16
n4 = off6; 
# 17
(*acc5) = ((off6 > (acc5[lim7])) ? (13 + n4) * (acc5[7]) : lim7); 
# 18
out8:; ; 
# 19
return (lim7 - (54UL - off6)) + ((((*acc5) <= (acc5[lim7])) ? n4 : n4) * 3519L); 
# 20
} 
# 21
__attribute__((section("__nv_managed_data__"))) static unsigned *m_norm9 = 0; 
# 23
template< class T, class U> T 
# 24
norm10(U a11, char a12) { 
# 25
long long t13(a12 + 8); 
# 26
t13 = ((a11 + a11) - a11); 
# 27
static_assert((2 > 1));
# 28
auto flag14 = t13 > a12; 
# 29
double mid15 = t13; 
# 30
a12 = (__alignof__(float)); 
# 31
T t16 = flag14; 
# 32
return 'A'; 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void step17(unsigned *data18) ;
#if 0
# 35
{ 
# 36
int q19 = (41U); 
# 37
q19 = (__device_builtin_variable_threadIdx.x); 
# 38
q19 = (data18[__device_builtin_variable_threadIdx.y]); 
# 39
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) = (36UL); 
# 40
double mid20 = norm10< int, unsigned> (q19, 9L); 
# 41
} 
#endif
# 42 "v000617.cu"
const char *g_decay21 = ("C:\\dir"); 
# 44
__attribute__((visibility("hidden"))) void pivot22(int *data23, const int *input24, int count25, int len26) ;
#if 0
# 44
{ 
# 45
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (tid27 >= len26) { 
# 47
return; 
# 48
}  
# 49
size_t *hi28 = (static_cast< unsigned long *>(nullptr)); 
# 50
{ 
# 51
(data23[0]) = count25; 
# 52
norm10< unsigned, double> ((22.75F), 14 / (count25 / tid27)); 
# 53
} 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) = (((__device_builtin_variable_blockDim.x) * ((' ') >> tid27)) >> (__device_builtin_variable_blockDim.z)); 
# 55
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) > ((__device_builtin_variable_blockIdx.x) << 1)) { 
# 56
return; 
# 57
}  
# 58
float r29{(9.0F)}; 
# 59
} 
#endif
# 61 "v000617.cu"
__attribute__((visibility("hidden"))) void spread30_kernel(float alpha31, int stride32, const int *input33) ;
#if 0
# 61
{ 
# 62
int tid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
norm10< long, double> (sizeof(int), +(stride32 - 41UL)); 
# 64
alpha31 = stride32; 
# 65
alpha31 = (44U); 
# 66
norm10< float, float> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))), (tid34) ? __device_builtin_variable_gridDim.x : (3)); 
# 67
const unsigned q35 = (11); 
# 68
const float f36 = alpha31; 
# 69
} 
#endif
# 71 "v000617.cu"
int main() { 
# 72
int n37 = 3427; 
# 73
double lo38 = ('z'); 
# 74
switch (g_decay21[1]) { 
# 75
case 3:  
# 76
(__cudaPushCallConfiguration(dim3((n37 + 255) / 256, 2, (n37 + 127) / 128), dim3(512, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) + (255)) / (256)))) ? (void)0 : pivot22(&n37, static_cast< const int *>(nullptr), 50, ((g_decay21[0]) >> n37) / (static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9)))))); 
# 77
break; 
# 78
case 2 * 3:  
# 79
norm10< float, double> ((40) * lo38, 2UL * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) + sizeof(double))); 
# 80
norm10< unsigned, double> (static_cast< float>(sizeof(int)), g_decay21[1]); 
# 81
break; 
# 82
case 2:  
# 83
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) = ((combine3(-lo38, nullptr)) + 50L); 
# 84
break; 
# 85
}  
# 86
(__cudaPushCallConfiguration(32 * 16, 512, sizeof(int) * (32), 0)) ? (void)0 : step17(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9)))); 
# 87
(__cudaPushCallConfiguration(((dim3)(512)), ((dim3)(32)), 256, nullptr)) ? (void)0 : spread30_kernel((24.25F), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm9))) <= (18)) ? 23UL : (static_cast< char>(7UL)), &n37); 
# 88
return 0; 
# 89
} 

# 1 "v000617.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8aaac4dd_10_v000617_cu_911cd808
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000617.cudafe1.stub.c"
#include "v000617.cudafe1.stub.c"
# 1 "v000617.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
