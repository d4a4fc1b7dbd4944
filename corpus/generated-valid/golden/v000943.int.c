# 1 "v000943.cu"
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
# 17 "v000943.cu"
__attribute__((visibility("hidden"))) void gather5_kernel(int len6, const int *src7, float *dst8, float alpha9) ;
#if 0
# 17
{ 
# 18
alpha9 /= (48 << (*src7)); 
# 19
alpha9 += (64); 
# 20
int acc10[4] = {}; 
# 21
(acc10[len6])--; 
# 22
__attribute__((unused)) static float sh_11; 
# 23
unsigned y12 = 1915L & (acc10[len6]); 
# 24
} 
#endif
# 26 "v000943.cu"
static int check_update13(int count14, unsigned a15, int count16 = 43U) { 
# 27
count14 >>= (6 - count14); 
# 28
int iter17 = 0; 
# 29
do { 
# 30
auto fn19 = [](auto flag18) { 
# 31
(__cudaPushCallConfiguration(1 << 3, 64, 1024, nullptr)) ? (void)0 : gather5_kernel(31, (const int *)nullptr, (float *)nullptr, flag18); 
# 32
return flag18 * 2; 
# 33
} ; typedef decltype(fn19) __T0;
# 34
fn19(iter17); 
# 35
++iter17; 
# 36
} while ((iter17 < 6) && ((a15 <= count16) || (iter17 >= 20UL))); 
# 37
const char *diff20 = ("ok"); 
# 38
double base21[3] = {((13.625F)), ((11.0F))}; 
# 39
return ((diff20[0]) - 23) | count16; 
# 40
} 
# 42
template< class T> 
# 43
struct Span22 { 
# 44
T flag23; 
# 45
float weight24; 
# 46
float norm25(unsigned long diff26) const { 
# 47
if (diff26 & (35)) { 
# 48
return ((unsigned char)(weight24)) ? (23.375F) : (weight24); }  
# 49
return static_cast< int>((48) - diff26); 
# 50
} 
# 51
}; 
# 53
namespace ops27 { 
# 54
template< class T> 
# 55
struct Particle28 { 
# 56
T y29; 
# 57
T y30; 
# 58
T scale31() const { 
# 59
return y29; 
# 60
} 
# 61
}; 
# 63
__attribute__((visibility("hidden"))) void scale32(float b33, const float *src34, int *data35, const unsigned *in36) ;
#if 0
# 63
{ 
# 64
--b33; 
# 65
__attribute__((unused)) static int sh_37[8]; 
# 66
long v38[8] = {5L, (-4134)}; 
# 67
} 
#endif
# 68 "v000943.cu"
}
# 70
__attribute__((visibility("hidden"))) void trace39(const double *__restrict__ input40, float *__restrict__ out41, long long beta42, int *__restrict__ data43) ;
#if 0
# 70
{ 
# 71
double cnt44 = (48); 
# 72
if ((input40 != (nullptr)) || (input40 == (nullptr))) { 
# 73
return; }  
# 74
unsigned long long prod45[2] = {(0U), static_cast< unsigned long long>((sizeof(int)) - (*input40))}; 
# 75
} 
#endif
# 77 "v000943.cu"
int main() { 
# 78
int count46 = 3467; 
# 79
check_update13(check_update13(count46, 38), check_update13(count46, count46, count46) - count46, (48 ^ count46) >> (count46 & 15)); 
# 80
count46 = count46; 
# 81
for (int n47 = 0; n47 < count46; ++n47) { 
# 82
count46 <<= n47; 
# 83
count46 -= ((-count46) * sizeof(int)); 
# 84
}  
# 85
check_update13(32 / count46, count46, sizeof(ops27::Particle28< long> ) - (count46 + count46)); 
# 86
(__cudaPushCallConfiguration((count46 + 127) / 128, 32, sizeof(int) * (256), 0)) ? (void)0 : ops27::scale32((6.25F) + (check_update13(count46, count46, count46)), nullptr, static_cast< int *>(nullptr), (const unsigned *)nullptr); 
# 87
(__cudaPushCallConfiguration(128, 16 * 8)) ? (void)0 : trace39((const double *)nullptr, static_cast< float *>(nullptr), count46, static_cast< int *>(nullptr)); 
# 88
return 0; 
# 89
} 

# 1 "v000943.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3c7e6e2f_10_v000943_cu_0edd0730
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000943.cudafe1.stub.c"
#include "v000943.cudafe1.stub.c"
# 1 "v000943.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
