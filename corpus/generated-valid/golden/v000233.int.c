# 1 "v000233.cu"
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
# 13 "v000233.cu"
enum class Axis4 { 
# 14
Busy5 = 1, 
# 15
Idle6 = 7, 
# 16
Idle7, 
# 17
On8, 
# 18
Fast9
# 19
}; 
# 22
struct Pixel10 { 
# 23
unsigned short flag11; 
# 24
double count12; 
# 25
float x13; 
# 26
int id14; 
# 27
void scale15(long hi16) 
# 28
{ 
# 29
(flag11) = (x13); 
# 30
} 
# 31
}; 
# 32
static float d_blend17; 
# 34
static void blend18_kernel(long *data19, int n20, int count21, int count22) ;
#if 0
# 35
{ 
# 36
(count21++), (count21 += ((d_blend17 != ((count21 - count21) + 8)) ? (('A') % count21) * (count22 - 31UL) : (6))); 
# 37
int pass23 = 0; 
# 38
do { 
# 39
count22 = ((((sizeof(unsigned)) * d_blend17) + ((*data19) + pass23)) * (8)); 
# 40
Pixel10 tmp24{(static_cast< unsigned short>((int)26UL)), (13), (static_cast< float>(49)), 2}; 
# 41
++pass23; 
# 42
} while (pass23 < count21); 
# 43
} 
#endif
# 44 "v000233.cu"
typedef Axis4 kind25_t; 
# 46
static void smooth26_kernel(const double *coef27) ;
#if 0
# 47
{ 
# 48
if ((coef27[4]) > (*coef27)) { 
# 49
return; }  
# 50
d_blend17 *= (12.125F); 
# 51
do { d_blend17 += (((float)(coef27[5])) + d_blend17); } while (0); 
# 52
--d_blend17; 
# 53
d_blend17++; 
# 54
} 
#endif
# 57 "v000233.cu"
__attribute__((visibility("hidden"))) void grow28(int stride29, long long *data30, float *data31, bool beta32) ;
#if 0
# 58
{ 
# 59
static_assert((45 == 45), "size check");
# 60
int mid33 = (((*data30) > (22)) ? 62L : (data31[2])) + d_blend17; 
# 61
if (mid33 > d_blend17) { 
# 62
goto skip34; 
# 63
}  
# 64
do { mid33 += ((34) + (data30[mid33])); } while (0); 
# 65
skip34:; ; 
# 66
} 
#endif
# 67 "v000233.cu"
static unsigned d_clamp35; 
# 69
static void pack36(unsigned short beta37, const int *input38, float *buf39, const char *in40) ;
#if 0
# 70
{ 
# 71
d_clamp35 = ((62) * (((beta37 += beta37), 10L) + ((in40[5]) - 32))); 
# 72
double lim41 = (((18.625) * d_blend17) * (5)) * ((d_blend17 * (53)) + (8)); 
# 73
d_blend17 = (-(24.875F)); 
# 74
float q42 = lim41 + (6); 
# 75
lim41 -= ((((in40[4]) < lim41) ? beta37 : ((q42 == (8)) ? (10.125) : (8))) / beta37); 
# 76
unsigned k43 = (2) + q42; 
# 77
} 
#endif
# 79 "v000233.cu"
constexpr int check_spread44(int stride45, float a46) 
# 80
{ 
# 81
return stride45 * (stride45 + stride45); 
# 82
} 
# 84
int main() 
# 85
{ 
# 86
int count47 = 866; 
# 87
(__cudaPushCallConfiguration(2, 8 + (8 + (8 + 488)), 0, nullptr)) ? (void)0 : blend18_kernel(nullptr, ((count47) ? count47 : count47) / (2 + count47), -check_spread44(count47, (24.0F)), check_spread44(count47 + 36L, check_spread44(count47, count47))); 
# 88
(__cudaPushCallConfiguration(2, (8 + 56) * 8, sizeof(int) * (32), nullptr)) ? (void)0 : grow28(count47 * 8, (long long *)nullptr, nullptr, check_spread44(count47, count47) <= count47); 
# 89
if (check_spread44(count47, count47) != 61) { 
# 90
return (35 % count47) * check_spread44(count47, 26); }  
# 91
count47 *= ((+count47) + ((check_spread44(count47, -33LL)) + 30L)); 
# 92
int mid48 = 8; 
# 93
count47 -= ((mid48 - mid48) ? (42L * mid48) * count47 : (mid48 + check_spread44(count47, 0ULL))); 
# 94
(__cudaPushCallConfiguration((count47 + 255) / 256, 32)) ? (void)0 : smooth26_kernel((const double *)nullptr); 
# 95
(__cudaPushCallConfiguration((count47 + 63) / 64, 512)) ? (void)0 : pack36(mid48, (const int *)nullptr, nullptr, (const char *)nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v000233.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e49942fc_10_v000233_cu_0868dc12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000233.cudafe1.stub.c"
#include "v000233.cudafe1.stub.c"
# 1 "v000233.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
