# 1 "v001524.cu"
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
# 12 "v001524.cu"
static_assert((38 == 38));
# 13
__attribute__((section("__nv_managed_data__"))) static double (*m_reduce8)[64] = 0; 
# 15
inline long long warp9(float *acc10, short beta11, float *dst12) { 
# 16
{ 
# 17
for (int n13 = 0; n13 < beta11; ++n13) { 
# 18
for (int i14 = 0; i14 < 16; i14 += 2) { 
# 19
if ((*dst12) <= ((acc10[n13]) + (*dst12))) { 
# 20
return (n13 / 256) - n13; }  
# 21
beta11 = (beta11 + 62UL); 
# 22
beta11 += 1; 
# 23
}  
# 24
}  
# 25
beta11 = (dst12[beta11]); 
# 26
} 
# 27
return acc10[beta11 & 7]; 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void apply15_kernel(const unsigned char *coef16) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_17[]; 
# 32
auto cnt18 = ((256 >> (dyn_17[5])) * ((dyn_17[4]) + 37ULL)) % (dyn_17[2]); 
# 33
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce8)))[55]) *= (((*coef16) | ((coef16[cnt18 & (7)]) | (dyn_17[cnt18 & (7)]))) / 2); 
# 34
} 
#endif
# 36 "v001524.cu"
class Vec19 { 
# 37
int val21; 
# 39
public: Vec19(int init22) : val21(init22) { } 
# 40
int scale23(float m24) const { 
# 41
m24 /= ((m24 + (val21)) / (2)); 
# 42
int val25((sizeof(int))); 
# 43
return (val25 | 256) % ((val21) + __alignof__(double)); 
# 44
} 
# 45
void reset26(float w27) { 
# 46
w27 = (static_cast< int>(w27 / (2))); 
# 47
if ((val21) > (val21)) { 
# 48
return; }  
# 49
} 
# 50
}; 
# 52
__attribute__((visibility("hidden"))) void rank28_kernel(long *buf29) ;
#if 0
# 52
{ 
# 53
float r30 = (sizeof(Vec19)); 
# 54
if (((buf29[7]) | (buf29[3])) & (1)) { 
# 55
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce8)))[17]) = (r30 - (((*buf29) % (256)) + ((*buf29) & (buf29[1])))); }  
# 56
if ((((*buf29) + 29UL) - ((buf29[6]) + (*buf29))) > (32)) { 
# 57
if (((*buf29) / (2)) != (35)) { 
# 58
return; }  
# 59
double prod31 = (57); 
# 60
float *acc32 = &r30; 
# 61
}  
# 62
} 
#endif
# 63 "v001524.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_stencil33)[16] = 0; 
# 64
typedef float *ptr34_t; 
# 66
__attribute__((visibility("hidden"))) void bias35(int n36) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern float dyn_37[]; 
# 68
auto r38 = (9.625F) / (dyn_37[n36]); 
# 69
for (int it39 = 0; it39 < 10; ++it39) { 
# 70
__attribute__((unused)) static int sh_40[32]; 
# 71
(dyn_37[n36 & 7]) = (static_cast< int>(static_cast< float>(it39 - (17.75F)))); 
# 72
}  
# 73
} 
#endif
# 74 "v001524.cu"
static long long d_kick41[16]; 
# 76
__attribute__((visibility("hidden"))) void probe42_kernel(unsigned *dst43, int n44, const float *coef45, const unsigned *input46) ;
#if 0
# 76
{ 
# 77
for (int j47 = 0; j47 < n44; j47 += 1) { 
# 78
for (int it48 = 0; it48 < 3; it48 += 4) { 
# 79
(dst43[j47]) = (sizeof(unsigned)); 
# 80
__attribute__((unused)) static unsigned long long sh_49; 
# 81
}  
# 82
}  
# 83
} 
#endif
# 85 "v001524.cu"
int main() { 
# 86
int len50 = 2460; 
# 87
len50 %= len50; 
# 88
len50 = ((2) * ((static_cast< float>(len50)) / (2))); 
# 89
(__cudaPushCallConfiguration(dim3((len50 + 63) / 64, 1 << 4), 32 + (32 + 64), 256, nullptr)) ? (void)0 : apply15_kernel(nullptr); 
# 90
(__cudaPushCallConfiguration(((dim3)(1 << 9)), dim3(1, (len50 + 255) / 256), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : rank28_kernel(nullptr); 
# 91
(__cudaPushCallConfiguration(1, sizeof(float) * (32), sizeof(float) * (64))) ? (void)0 : bias35((len50 % ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33)))[len50])) | ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33)))[len50])); 
# 92
return 0; 
# 93
} 

# 1 "v001524.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff5c68f9_10_v001524_cu_918662a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001524.cudafe1.stub.c"
#include "v001524.cudafe1.stub.c"
# 1 "v001524.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
