# 1 "v001042.cu"
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
# 9 "v001042.cu"
__attribute__((visibility("hidden"))) void shade5(float *__restrict__ data6, const int *src7, int n8) ;
#if 0
# 9
{ 
# 10
(++n8), ((data6[7]) -= (+((__device_builtin_variable_blockDim.y) + (((*src7) < 8) ? *src7 : 8)))); 
# 11
int z9 = ((n8 += (*src7)), 16L) % (3515 + n8); 
# 12
n8 = (((2973) * ((__device_builtin_variable_threadIdx.z) + n8)) + (*src7)); 
# 13
int acc10 = n8; 
# 14
unsigned long lo11{(60)}; 
# 15
if ((z9 + (*src7)) == acc10) { 
# 16
goto finish12; 
# 17
}  
# 18
z9 = ((short)3); 
# 19
n8 = ((acc10 - 2317ULL) ? 'A' : ((~acc10) * n8)); 
# 20
finish12:; ; 
# 21
} 
#endif
# 22 "v001042.cu"
int blend13(int n14) { 
# 23
(__cudaPushCallConfiguration(sizeof(int) * (2), 256)) ? (void)0 : shade5((float *)nullptr, static_cast< const int *>(nullptr), n14); 
# 24
unsigned char v15 = n14 * 44UL; 
# 25
if ((v15 - 3) > n14) { 
# 26
return v15 ^ (v15 + v15); 
# 27
}  
# 28
static_assert((sizeof(int) == (4)));
# 29
(__cudaPushCallConfiguration((n14 + 31) / 32, dim3(3 + (3 + 58), (n14 + 255) / 256, (n14 + 63) / 64), 0)) ? (void)0 : shade5(nullptr, static_cast< const int *>(nullptr), 1129UL); 
# 30
--n14; 
# 31
v15 *= ((28 - n14) * ((int)(n14 | v15))); 
# 32
return (4154U) + ((size_t)(n14 - n14)); 
# 33
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T, int N = 7> static void 
# 35
__wrapper__device_stub_score16(T &cfg17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_18[]; 
# 37
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
float acc20 = cfg17; 
# 39
float val21 = (20.875F); 
# 40
T x22 = cfg17; 
# 41
if (((gid19 < gid19) ? gid19 : gid19) == x22) { 
# 42
goto skip23; 
# 43
}  
# 44
cfg17 = (acc20 + (__device_builtin_variable_threadIdx.x)); 
# 45
skip23:; ; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 34 "v001042.cu"
template< class T, int N = 7> static void 
# 35
score16(T cfg17) {__wrapper__device_stub_score16<T,N>(cfg17);
# 46
return;}
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_18[]; 
# 37
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
float acc20 = cfg17; 
# 39
float val21 = (20.875F); 
# 40
T x22 = cfg17; 
# 41
if (((gid19 < gid19) ? gid19 : gid19) == x22) { 
# 42
goto skip23; 
# 43
}  
# 44
cfg17 = (acc20 + (__device_builtin_variable_threadIdx.x)); 
# 45
skip23:; ; 
# 46
} 
#endif
# 47 "v001042.cu"
static_assert((9 == 9), "size check");
# 48
__attribute__((visibility("hidden"))) void grow24_kernel(const char *__restrict__ src25, const int *in26, float b27, int n28) ;
#if 0
# 48
{ 
# 49
unsigned idx29 = __device_builtin_variable_threadIdx.x; 
# 50
if (!(idx29 < (*in26))) { 
# 51
return; 
# 52
}  
# 53
int flag30 = ((idx29 % (8)) | (__device_builtin_variable_threadIdx.x)) & (24); 
# 54
} 
#endif
# 55 "v001042.cu"
class Span31 { 
# 56
double z32; 
# 58
public: Span31(double c33) : z32(c33) { } 
# 59
void get34(unsigned base35) { 
# 60
(z32) += (((!((z32) < (43))) ? 23UL | base35 : ((22) + base35)) | (2763ULL + ((base35 & (1)) ? 3 : base35))); 
# 61
(z32) = ((3.5F)); 
# 62
} 
# 63
}; 
# 64
static unsigned d_shade36; 
# 65
__attribute__((unused)) void accum37(int stride38, float cfg39 = (9.125F)) {int volatile ___ = 1;(void)stride38;(void)cfg39;
# 68
::exit(___);}
#if 0
# 65
{ 
# 66
unsigned long long r40 = ((__device_builtin_variable_gridDim.y) < (((__device_builtin_variable_threadIdx.x) * 987U) * (__device_builtin_variable_threadIdx.y))) ? __device_builtin_variable_gridDim.y : (((__device_builtin_variable_threadIdx.x) * 987U) * (__device_builtin_variable_threadIdx.y)); 
# 67
int mid41 = (((stride38) ? r40 : (25)) <= ((d_shade36 - r40) / ((stride38 >= 3) ? d_shade36 : stride38))) ? 51 : cfg39; 
# 68
} 
#endif
# 69 "v001042.cu"
extern "C" __attribute__((visibility("hidden"))) void grow42(const float *__restrict__ input43, int *__restrict__ acc44, float a45, float *data46) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern double dyn_47[]; 
# 71
int gid48 = __device_builtin_variable_threadIdx.x; 
# 72
float lim49 = ((__device_builtin_variable_gridDim.z) - (9.5F)) + ((((data46[0]) * (62)) < ((d_shade36 > (*input43)) ? a45 : d_shade36)) ? (data46[0]) * (62) : ((d_shade36 > (*input43)) ? a45 : d_shade36)); 
# 73
if ((static_cast< double>(d_shade36)) != a45) { 
# 74
goto done50; 
# 75
}  
# 76
(dyn_47[1]) += (*data46); 
# 77
done50:; ; 
# 78
} 
#endif
# 79 "v001042.cu"
constexpr int host_apply51(int n52, unsigned alpha53) { 
# 80
alpha53++; 
# 81
return (22) + ((alpha53 < ((alpha53 < (63)) ? alpha53 : (63))) ? alpha53 : ((alpha53 < (63)) ? alpha53 : (63))); 
# 82
} 
# 83
int main() { 
# 84
int len54 = 2427; 
# 85
len54 &= (len54 << len54); 
# 86
len54 += ((static_cast< unsigned char>(len54 + len54)) ^ 3); 
# 87
len54++; 
# 88
auto lam57 = [diff55 = len54 % 8]()->int { 
# 89
dim3 diff56 = ((dim3)(2)); 
# 90
return (((diff55) == (diff55)) && ((diff55) < ('0'))) ? 30 : 11; 
# 91
} ; typedef decltype(lam57) __T0;
# 92
len54 = 3057; 
# 93
unsigned short cnt58 = len54; 
# 94
(__cudaPushCallConfiguration(dim3(3 + (3 + (3 + 119)), (len54 + 255) / 256), 128, sizeof(float) * (3 + 1021), nullptr)) ? (void)0 : score16< double, 7> (57L); 
# 95
(__cudaPushCallConfiguration(dim3((len54 + 127) / 128, 1 << 8, 4), dim3(2, (len54 + 63) / 64, 3 + 1), 1 << (3 + 9))) ? (void)0 : grow24_kernel(static_cast< const char *>(nullptr), nullptr, (!len54) ? len54 % 8 : (len54 * 40L), len54 % 8); 
# 96
(__cudaPushCallConfiguration(dim3(8, (len54 + 127) / 128), dim3((3 + 5) * 2, 1 << 2, (len54 + 127) / 128))) ? (void)0 : grow42((const float *)nullptr, static_cast< int *>(nullptr), static_cast< int>(len54 << len54), nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v001042.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__05ba5336_10_v001042_cu_96345682
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001042.cudafe1.stub.c"
#include "v001042.cudafe1.stub.c"
# 1 "v001042.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
