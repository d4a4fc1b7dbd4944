# 1 "v002030.cu"
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
# 7 "v002030.cu"
inline float host_fold2(const int *coef3) 
# 8
{ 
# 9
int idx4 = 0; 
# 10
for (int it5 = 0; it5 < idx4; ++it5) { 
# 11
static_assert((sizeof(int) == (4)));
# 12
++idx4; 
# 13
bool stride6(((it5 << 0) / it5) - 1); 
# 14
}  
# 15
return 41; 
# 16
} 
# 18
constexpr int fuse7(int len8) 
# 19
{ 
# 20
float stride9 = len8; 
# 21
stride9 -= (51 % len8); 
# 22
return -44; 
# 23
} 
# 24
static float c_kick10; 
# 26
unsigned long long fold11(const float *input12) 
# 27
{ 
# 28
constexpr unsigned idx13 = (11L); 
# 29
if ((58) != (input12[0])) { 
# 30
goto out15; 
# 31
}  
# 32
for (int it14 = 0; it14 < 12; it14++) { }  
# 33
out15:; ; 
# 34
return (fuse7((*input12) / (*input12))) * ((16U) + (*input12)); 
# 35
} 
# 36
using idx16_t = char; 
# 38
__attribute__((visibility("hidden"))) void scale17(size_t *dst18, int len19) ;
#if 0
# 39
{ 
# 40
(dst18[len19]) += ((dst18[len19]) % len19); 
# 41
len19 /= ((*dst18) - (fuse7(*dst18) + 26)); 
# 42
long long *s20 = reinterpret_cast< long long *>(dst18); 
# 43
} 
#endif
# 45 "v002030.cu"
constexpr int run_sweep21(int len22, double a23) 
# 46
{ 
# 47
a23 = ((unsigned char)fuse7(a23)); 
# 48
return (4929ULL) / a23; 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void drift24_kernel(int count25, float *dst26, double *acc27, int n28) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern long dyn_29[]; 
# 54
if ((dst26 == (nullptr)) && (c_kick10 < (dyn_29[n28]))) { 
# 55
return; }  
# 56
(*dst26) /= (((2) * ((unsigned long)(dyn_29[7]))) + (7)); 
# 57
} 
#endif
# 59 "v002030.cu"
__attribute__((visibility("hidden"))) void shade30(const float *input31, const long *src32, int len33) ;
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern float dyn_34[]; 
# 62
(dyn_34[len33]) = (+len33); 
# 63
double tmp35{(2L)}; 
# 64
} 
#endif
# 65 "v002030.cu"
using ptr36_t = double *; 
# 67
__attribute__((visibility("hidden"))) void merge37_kernel(float *buf38, int *buf39, unsigned long long beta40) ;
#if 0
# 68
{ 
# 69
double mid41 = (buf39[beta40]) % beta40; 
# 70
fold11(reinterpret_cast< const float *>(buf39)); 
# 71
bool w42(true); 
# 72
} 
#endif
# 74 "v002030.cu"
__attribute__((visibility("hidden"))) void fold43_kernel(long cfg44, const signed char *coef45, unsigned *buf46, const unsigned *in47) ;
#if 0
# 75
{ 
# 76
float stride48((*coef45) - cfg44); 
# 77
float v49 = (6.625F); 
# 78
(buf46[cfg44]) &= (*in47); 
# 79
} 
#endif
# 81 "v002030.cu"
class Acc50 { 
# 82
long vel51; 
# 83
int count52; 
# 85
public: Acc50(long init53, int a54) : vel51(init53), count52(a54) { } 
# 86
void total55(short lo56) 
# 87
{ 
# 88
(count52) = (lo56 - 6); 
# 89
} 
# 90
}; 
# 92
void march57(int *dst58, float beta59, int n60) 
# 93
{ 
# 94
for (int n61 = 0; n61 < 8; n61 += 3) { 
# 95
(dst58[7]) %= (dst58[3]); 
# 96
Acc50 k62((3980) + beta59, n61); 
# 97
(__cudaPushCallConfiguration(((dim3)(128)), 64)) ? (void)0 : scale17(reinterpret_cast< unsigned long *>(dst58), n61 - ((idx16_t)beta59)); 
# 98
}  
# 99
int hi63 = (short)((2869) / ((dst58[2]) * beta59)); 
# 100
fuse7(dst58[n60]); 
# 101
constexpr unsigned char r64 = (27); 
# 102
} 
# 104
int main() 
# 105
{ 
# 106
int count65 = 3255; 
# 107
count65 = 34; 
# 108
count65--; 
# 109
--count65; 
# 110
count65 = count65; 
# 111
int *t66 = ((int *)nullptr); 
# 112
(t66[7]) = count65; 
# 113
(__cudaPushCallConfiguration(16, 16 * 8, sizeof(int) * (128))) ? (void)0 : drift24_kernel(((*t66) - 55L) + count65, reinterpret_cast< float *>(t66), nullptr, 1062L); 
# 114
(__cudaPushCallConfiguration(((dim3)((count65 + 127) / 128)), dim3((count65 + 63) / 64, 8, (count65 + 31) / 32))) ? (void)0 : shade30(reinterpret_cast< const float *>(t66), (const long *)nullptr, 36); 
# 115
(__cudaPushCallConfiguration(dim3(1, 1 << 6, (count65 + 255) / 256), 32 * 16, 0)) ? (void)0 : merge37_kernel(nullptr, t66, host_fold2(t66)); 
# 116
return 0; 
# 117
} 

# 1 "v002030.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c7b5d30_10_v002030_cu_c_kick10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002030.cudafe1.stub.c"
#include "v002030.cudafe1.stub.c"
# 1 "v002030.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
