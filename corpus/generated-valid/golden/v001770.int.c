# 1 "v001770.cu"
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
# 10 "v001770.cu"
__attribute__((visibility("hidden"))) void fuse4_kernel(int *acc5, float *data6, int lane7) ;
#if 0
# 11
{ 
# 12
static_assert((62 == 62), "size check");
# 13
(*acc5) = 1041; 
# 14
signed char w8 = ((*acc5) * lane7) - (acc5[lane7]); 
# 15
lane7 = lane7; 
# 16
} 
#endif
# 17 "v001770.cu"
const int g_relax9 = (11 * 3); 
# 20
__attribute__((visibility("hidden"))) void decay10(int count11, int count12, const float *src13, int count14) ;
#if 0
# 21
{ 
# 22
char mid15 = 127U + ((count12 & 15) & 15); 
# 23
double mid16[4]{(9.0), (double)(*src13), (static_cast< double>(sizeof(float))), (1.0)}; 
# 24
int mid17 = 29 + ((count14 + count14) + (4 - count12)); 
# 25
(mid16[3]) = count11; 
# 26
} 
#endif
# 27 "v001770.cu"
static double c_drift18; 
# 29
__attribute__((visibility("hidden"))) void warp19_kernel(const long *input20, unsigned *acc21, int *acc22) ;
#if 0
# 30
{ 
# 31
double y23[8] = {}; 
# 32
int s24 = (-59); 
# 33
float k25 = 37UL - s24; 
# 34
for (auto &h26 : y23) { 
# 35
for (auto acc27 : y23) { 
# 36
int idx28 = (((acc22[s24]) - h26) * ((acc22[s24]) - h26)) + (h26 * (static_cast< unsigned>(19))); 
# 37
if ((acc21[idx28]) != (+k25)) { 
# 38
break; }  
# 39
}  
# 40
}  
# 41
} 
#endif
# 43 "v001770.cu"
struct Span29 { 
# 44
unsigned z30; 
# 45
double z31; 
# 46
double id32; 
# 47
bool hi33; 
# 48
}; 
# 50
__attribute__((visibility("hidden"))) void scale34_kernel(int lane35, int *dst36, double a37, int len38) ;
#if 0
# 51
{ 
# 52
Span29 t39 = Span29{}; 
# 53
int w40 = lane35; 
# 54
} 
#endif
# 57 "v001770.cu"
__attribute__((visibility("hidden"))) void score41(int *dst42) ;
#if 0
# 58
{ 
# 59
bool s43 = (-(c_drift18 + (5))) != ((27L) * c_drift18); 
# 60
(*dst42)++; 
# 61
s43 = (s43 != (dst42[3])); 
# 62
if (c_drift18 != s43) { 
# 63
return; }  
# 64
int pass44 = 0; 
# 65
while (pass44 < 14) { 
# 66
(dst42[pass44]) = s43; 
# 67
(dst42[pass44])++; 
# 68
++pass44; 
# 69
}  
# 70
} 
#endif
# 72 "v001770.cu"
int main() 
# 73
{ 
# 74
int count45 = 3314; 
# 75
unsigned short v46 = (64); 
# 76
dim3 r47 = dim3((count45 + 31) / 32, (count45 + 127) / 128, (count45 + 63) / 64); 
# 77
(__cudaPushCallConfiguration(dim3(4 * 4, (count45 + 63) / 64), 32)) ? (void)0 : warp19_kernel(nullptr, (unsigned *)nullptr, nullptr); 
# 78
auto op50 = [=]()->unsigned { 
# 79
int q48[3]{9, 1, (14ULL)}; 
# 80
unsigned char q49{(11L)}; 
# 81
return 4; 
# 82
} ; typedef decltype(op50) __T0;
# 83
op50(); 
# 84
--v46; 
# 85
bool cnt51 = count45 > 37L; 
# 86
(__cudaPushCallConfiguration(16, 4 + 508)) ? (void)0 : fuse4_kernel(&count45, static_cast< float *>(nullptr), cnt51 * cnt51); 
# 87
(__cudaPushCallConfiguration(4, 32 * 16)) ? (void)0 : decay10(v46 * v46, 0, (const float *)nullptr, 27ULL * (cnt51 * cnt51)); 
# 88
(__cudaPushCallConfiguration(dim3(2, sizeof(float) * (4 + (4 + 120))), 128, sizeof(float) * (32), nullptr)) ? (void)0 : scale34_kernel(-16, &count45, v46, 3574); 
# 89
return 0; 
# 90
} 

# 1 "v001770.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f516d1d5_10_v001770_cu_af4b06da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001770.cudafe1.stub.c"
#include "v001770.cudafe1.stub.c"
# 1 "v001770.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
