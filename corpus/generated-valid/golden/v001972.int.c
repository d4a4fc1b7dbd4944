# 1 "v001972.cu"
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
# 5 "v001972.cu"
__attribute__((visibility("hidden"))) void probe1(int len2, double q3, int stride4, int *acc5) ;
#if 0
# 6
{ 
# 7
q3 *= (static_cast< size_t>(q3)); 
# 8
const int val6 = ((((acc5[1]) != 44) ? len2 : stride4) - 7) + 50; 
# 9
if (((val6 / (acc5[len2])) - (29U + val6)) > val6) { 
# 10
unsigned char mid7 = (17); 
# 11
(acc5[1]) |= stride4; 
# 12
if (mid7 <= mid7) { 
# 13
return; }  
# 14
}  
# 15
int r8((((static_cast< float>(len2)) <= val6) ? 34UL / stride4 : (len2 - (acc5[len2]))) * (*acc5)); 
# 16
} 
#endif
# 17 "v001972.cu"
static float c_scale9[2]; 
# 18
enum class Phase10 { 
# 19
Mul11, 
# 20
Slow12, 
# 21
Slow13, 
# 22
Blue14, 
# 23
Busy15
# 24
}; 
# 25
const long g_score16 = (19); 
# 27
__attribute((always_inline)) __attribute__((unused)) inline unsigned pivot17(char *acc18) 
# 28
{int volatile ___ = 1;(void)acc18;
# 32
::exit(___);}
#if 0
# 28
{ 
# 29
(acc18[1]) |= 26; 
# 30
char *f19 = ((char *)nullptr); 
# 31
return (24ULL + ((f19[2]) * (*acc18))) / (acc18[1]); 
# 32
} 
#endif
# 34 "v001972.cu"
inline int sweep20(const unsigned *src21, unsigned long long p22) 
# 35
{ 
# 36
p22 -= (((37) * p22) * (41)); 
# 37
long res23 = ((p22 += (src21[2])), (p22 + (src21[5]))) * (2UL); 
# 38
res23 = (((p22 * (41)) + ((res23 <= p22) ? p22 : (61UL))) - res23); 
# 39
return ((res23 != (src21[3])) ? *src21 : (static_cast< float>((10.5F)))) + (((6) + p22) - ((63) - (src21[0]))); 
# 40
} 
# 41
const char *g_step24 = ("C:\\dir"); 
# 43
__attribute__((visibility("hidden"))) void filter25_kernel(const int *coef26, const float *coef27, double *buf28, float *buf29) ;
#if 0
# 44
{ 
# 45
(*buf29) = (((*buf28) += (coef27[2])), (buf29[1])); 
# 46
int pass30 = 0; 
# 47
do { 
# 48
int z31 = (__alignof__(char)); 
# 49
z31 |= pass30; 
# 50
(*buf28) = (((z31 + z31) - (2 * pass30)) % 1); 
# 51
++pass30; 
# 52
} while (pass30 < 8); 
# 53
int stride32 = buf29[pass30]; 
# 54
} 
#endif
# 56 "v001972.cu"
int main() 
# 57
{ 
# 58
int n33 = 746; 
# 59
int w34 = 0; 
# 60
do { 
# 61
++n33; 
# 62
++w34; 
# 63
} while (w34 < w34); 
# 64
if (n33 <= g_score16) { 
# 65
return (g_step24[0]) * (n33 - w34); }  
# 66
constexpr unsigned z35 = (0); 
# 67
(__cudaPushCallConfiguration(dim3((w34 + 255) / 256, sizeof(int), 2), 64, 0)) ? (void)0 : probe1((n33 + w34) + z35, (11.625), (w34 + 28U) / (static_cast< int>(sizeof(int))), nullptr); 
# 68
(__cudaPushCallConfiguration(sizeof(float) * (4), 512, 4096)) ? (void)0 : filter25_kernel(&n33, nullptr, (double *)nullptr, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001972.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6515782e_10_v001972_cu_8a729cdf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001972.cudafe1.stub.c"
#include "v001972.cudafe1.stub.c"
# 1 "v001972.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
