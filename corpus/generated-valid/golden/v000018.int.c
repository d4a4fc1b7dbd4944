# 1 "v000018.cu"
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
# 7 "v000018.cu"
__attribute__((visibility("hidden"))) void bump2(unsigned short *__restrict__ data3, const unsigned *__restrict__ in4, int len5) ;
#if 0
# 7
{ 
# 8
if (in4 != (nullptr)) { 
# 9
return; }  
# 10
double idx6 = data3[4]; 
# 11
} 
#endif
# 14 "v000018.cu"
static void check_filter7(int stride8, int n9, int stride10 = 20) { 
# 15
n9 = (4 * n9); 
# 16
stride8++; 
# 17
stride10 += 492U; 
# 18
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : bump2(nullptr, static_cast< const unsigned *>(nullptr), n9); 
# 19
(__cudaPushCallConfiguration(2, 64, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : bump2(nullptr, nullptr, n9 * 3); 
# 20
n9 += (((static_cast< float>(n9)) * stride10) + stride8); 
# 21
} 
# 23
namespace ops11 { 
# 24
static void rank12(int *acc13, const float *__restrict__ in14, double *data15) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern unsigned char dyn_16[]; 
# 26
(dyn_16[0]) %= (dyn_16[6]); 
# 27
for (int it17 = 0; it17 < 15; ++it17) { 
# 28
(*data15) = ((7.0) * (data15[it17])); }  
# 29
auto off18 = (*in14) + (48ULL); 
# 30
auto lim19 = 48; 
# 31
float s20 = +(dyn_16[lim19]); 
# 32
if ((53U) > s20) { 
# 33
goto finish21; 
# 34
}  
# 35
if ((lim19 % (dyn_16[6])) == 12ULL) { 
# 36
return; }  
# 37
finish21:; ; 
# 38
} 
#endif
# 39 "v000018.cu"
}
# 41
__attribute__((visibility("hidden"))) void stencil22_kernel(unsigned *buf23, float *__restrict__ dst24, float *__restrict__ data25, int n26) ;
#if 0
# 41
{ 
# 42
n26 = (data25[n26]); 
# 43
int pass27 = 0; 
# 44
do { 
# 45
int y28 = dst24[5]; 
# 46
++pass27; 
# 47
} while (pass27 < n26); 
# 48
unsigned long long tmp29 = (64); 
# 49
if ((*buf23) <= (tmp29 * (dst24[2]))) { 
# 50
unsigned tmp30{7U}; 
# 51
}  
# 52
(data25[1]) += pass27; 
# 53
} 
#endif
# 56 "v000018.cu"
inline int warp31(int n32, const unsigned *__restrict__ src33) { 
# 57
float prod34 = (src33[n32]) * (4); 
# 58
for (int it35 = 11; it35 > 0; --it35) { 
# 59
n32 = (-(static_cast< int>(n32))); 
# 60
int pass36 = 0; 
# 61
do { 
# 62
if ((n32 + 13) > 47L) { 
# 63
continue; }  
# 64
n32 &= (((n32 * 8) - ((src33[6]) * n32)) + (src33[1])); 
# 65
int base37 = 3; 
# 66
++pass36; 
# 67
}  while (pass36 < pass36); 
# 68
}  
# 69
return ((size_t)n32) + (11U); 
# 70
} 
# 71
enum class Mode38 { 
# 72
On39, 
# 73
Low40 = 5, 
# 74
Mul41, 
# 75
High42, 
# 76
Green43
# 77
}; 
# 79
int main() { 
# 80
int n44 = 330; 
# 81
n44 -= ((n44 / n44) * 16); 
# 82
n44 = n44; 
# 83
n44 = (warp31(n44, (const unsigned *)nullptr) + n44); 
# 84
(__cudaPushCallConfiguration((n44 + 63) / 64, 512)) ? (void)0 : ops11::rank12(nullptr, (const float *)nullptr, (double *)nullptr); 
# 85
(__cudaPushCallConfiguration((n44 + 127) / 128, 128, 0, 0)) ? (void)0 : stencil22_kernel(nullptr, static_cast< float *>(nullptr), nullptr, 58L); 
# 86
return 0; 
# 87
} 

# 1 "v000018.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04903796_10_v000018_cu_25414d78
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000018.cudafe1.stub.c"
#include "v000018.cudafe1.stub.c"
# 1 "v000018.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
