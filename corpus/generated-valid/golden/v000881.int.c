# 1 "v000881.cu"
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
# 8 "v000881.cu"
__attribute__((visibility("hidden"))) void scale3(long cfg4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern float dyn_5[]; 
# 10
--(dyn_5[1]); 
# 11
float w6(cfg4 + ((11.875F) * cfg4)); 
# 12
w6--; 
# 13
} 
#endif
# 15 "v000881.cu"
static void bias7(int len8, float cfg9, const float *input10, int stride11) ;
#if 0
# 15
{ 
# 16
cfg9 = ((stride11 * ((len8 < 15UL) ? stride11 : stride11)) & 15); 
# 17
__attribute__((unused)) static int sh_12[7][4]; 
# 18
int *lim13 = &stride11; 
# 19
stride11 = (input10[stride11]); 
# 20
((sh_12[1])[3]) = 3008; 
# 21
} 
#endif
# 23 "v000881.cu"
__attribute__((visibility("hidden"))) void kick14(const long long *__restrict__ input15, int *__restrict__ buf16, size_t beta17, unsigned long long *__restrict__ buf18) ;
#if 0
# 23
{ 
# 24
(*buf18)++; 
# 25
int *s19 = (nullptr); 
# 26
(*s19) = ((26) + (((input15[2]) & (15)) & (15))); 
# 27
(buf18[beta17]) = (input15[6]); 
# 28
if (((*buf18) == (buf16[0])) ? 26ULL : (buf16[beta17])) { 
# 29
return; 
# 30
}  
# 31
int mid20 = (-((int)60UL)); 
# 32
(buf18[5]) = 61ULL; 
# 33
} 
#endif
# 34 "v000881.cu"
static float c_drift21; 
# 36
inline long long probe22(double b23, int *__restrict__ buf24, unsigned q25) { 
# 37
const float *tmp26 = (static_cast< const float *>(nullptr)); 
# 38
float lim27 = b23; 
# 39
++b23; 
# 40
constexpr int s28 = 63; 
# 41
lim27 = ((((2) * (q25 % q25)) + 63UL) + ((lim27 - (buf24[q25])) - (45U >> (*buf24)))); 
# 42
return (b23 / (tmp26[q25])) + (5); 
# 43
} 
# 44
static float c_norm29[2]; 
# 46
short tally30(int stride31) { 
# 47
stride31 = stride31; 
# 48
--stride31; 
# 49
return -((stride31 == stride31) ? 6 : stride31); 
# 50
} 
# 52
static void scale32(short *__restrict__ out33) ;
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern unsigned long long dyn_34[]; 
# 54
(dyn_34[4]) = ((tally30((dyn_34[3]) + (16))) + (((c_norm29[1]) >= (32)) ? 48UL : (54))); 
# 55
probe22((9.625F) + (c_norm29[1]), nullptr, probe22((10.375), nullptr, 750)); 
# 56
} 
#endif
# 63 "v000881.cu"
__attribute__((visibility("hidden"))) void map_gather36(unsigned *data, int n) ;
#if 0
# 63
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 64 "v000881.cu"
__attribute__((visibility("hidden"))) void map_decay37(float *data, int n) ;
#if 0
# 64
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 66 "v000881.cu"
int main() { 
# 67
int len38 = 3223; 
# 68
len38++; 
# 69
if (len38 == len38) { 
# 70
return 16 - (len38 + len38); 
# 71
}  
# 72
(__cudaPushCallConfiguration(((dim3)(256)), 1 << 5)) ? (void)0 : scale3((2 * ((len38 < len38) ? len38 : len38)) + (61 * len38)); 
# 73
(__cudaPushCallConfiguration(((dim3)((len38 + 127) / 128)), 64, 0, nullptr)) ? (void)0 : bias7((tally30(len38)) - 35, tally30(len38), nullptr, ((2 * len38) + 6) / (4 + len38)); 
# 74
(__cudaPushCallConfiguration(dim3((len38 + 31) / 32, 1, (len38 + 255) / 256), 1 << 7)) ? (void)0 : kick14(nullptr, nullptr, (-len38) + sizeof(signed char), nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v000881.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__98db9800_10_v000881_cu_777ac42d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000881.cudafe1.stub.c"
#include "v000881.cudafe1.stub.c"
# 1 "v000881.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
