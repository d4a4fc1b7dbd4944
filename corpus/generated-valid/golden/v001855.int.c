# 1 "v001855.cu"
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
# 22 "v001855.cu"
__attribute__((visibility("hidden"))) void bias8(int lane9, short *buf10, int *buf11) ;
#if 0
# 23
{ 
# 24
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (gid12 >= lane9) { 
# 26
return; 
# 27
}  
# 28
double z13[8] = {(20.5), (0), (33), (1), ((4.125F)), (-4), (-(23.0))}; 
# 29
for (int n14 = 0; n14 < lane9; ++n14) { 
# 30
int *e15 = buf11; 
# 31
lane9 = (54U); 
# 32
}  
# 33
auto x16 = buf11[5]; 
# 34
} 
#endif
# 36 "v001855.cu"
unsigned short pack17(long *acc18) 
# 37
{ 
# 38
(acc18[0]) = (55LL); 
# 39
(acc18[7]) ^= (26U >> (*acc18)); 
# 40
return *acc18; 
# 41
} 
# 43
template< class T, class U> inline int 
# 44
sweep19(const U *src20, U *data21, float a22) 
# 45
{ 
# 46
(*data21) += (10.75F); 
# 47
--a22; 
# 48
if ((pack17(nullptr)) != a22) { 
# 49
return (static_cast< size_t>(*data21)) + (*src20); 
# 50
}  
# 51
return sizeof(int); 
# 52
} 
# 53
int g_smooth23 = (62ULL); 
# 56
__attribute__((unused)) float kick24(float alpha25, int *acc26, bool q27 = false) 
# 57
{int volatile ___ = 1;(void)alpha25;(void)acc26;(void)q27;
# 61
::exit(___);}
#if 0
# 57
{ 
# 58
do { (*acc26) += ((alpha25 * (15)) - ((alpha25 - alpha25) + (28UL))); } while (0); 
# 59
(*acc26) += (alpha25 * alpha25); 
# 60
return (((__device_builtin_variable_blockDim.y) + sizeof(unsigned)) > (q27 / (((acc26[0]) != (__device_builtin_variable_blockDim.x)) ? alpha25 : (acc26[__device_builtin_variable_gridDim.x])))) ? (0.625F) * ((acc26[__device_builtin_variable_blockIdx.x]) * (acc26[2])) : (acc26[3]); 
# 61
} 
#endif
# 63 "v001855.cu"
void pack28(int n29, float *data30) 
# 64
{ 
# 65
do { (data30[2]) += (5.125F); } while (0); 
# 66
short m31 = (59UL + n29) + (pack17(nullptr)); 
# 67
sweep19< long, int> (&n29, &n29, (m31 >> m31) * (data30[3])); 
# 68
do { n29 += (n29 * n29); } while (0); 
# 69
int sum32 = m31 + 43LL; 
# 70
n29 = (pack17(static_cast< long *>(nullptr))); 
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int len33 = 641; 
# 76
(__cudaPushCallConfiguration(dim3((g_smooth23 + 31) / 32, 128, 1 << 9), 3 + 61)) ? (void)0 : bias8(pack17(static_cast< long *>(nullptr)), nullptr, &g_smooth23); 
# 77
double t34 = len33; 
# 78
return 0; 
# 79
} 

# 1 "v001855.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__495ec052_10_v001855_cu_2588b52b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001855.cudafe1.stub.c"
#include "v001855.cudafe1.stub.c"
# 1 "v001855.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
