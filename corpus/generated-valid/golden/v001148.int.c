# 1 "v001148.cu"
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
# 17 "v001148.cu"
__attribute__((visibility("hidden"))) void pivot6_kernel(int stride7, float *data8, long long *data9) ;
#if 0
# 18
{ 
# 19
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static double sh_11[sizeof(unsigned) * (64)]; 
# 21
(data8[2]) = stride7; 
# 22
} 
#endif
# 23 "v001148.cu"
__attribute__((visibility("hidden"))) void count12(const int *input13, unsigned short *out14, const unsigned *input15, unsigned cfg16) ;
#if 0
# 24
{ 
# 25
int gid17 = __device_builtin_variable_threadIdx.x; 
# 26
auto s18 = input15[gid17]; 
# 27
(out14[__device_builtin_variable_threadIdx.x]) = (((*out14) += 14), ((58) / ((*input13) + s18))); 
# 28
unsigned long long off19[4] = {}; 
# 29
bool q20 = !((__device_builtin_variable_blockDim.x) == ((*out14) - s18)); 
# 30
int stride21(s18 - ((float)cfg16)); 
# 31
} 
#endif
# 32 "v001148.cu"
extern "C" __attribute__((visibility("hidden"))) void weigh22_kernel(int *out23, const int *__restrict__ in24, float *__restrict__ acc25, const double *__restrict__ input26) ;
#if 0
# 33
{ 
# 34
unsigned idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
float tmp28[5]{(-(22.875F)), (float)(*in24), (21.25F), (4.0F), (5.125F)}; 
# 36
if (((int)idx27) > idx27) { 
# 37
return; 
# 38
}  
# 39
} 
#endif
# 40 "v001148.cu"
static_assert((2 > 1), "size check");
# 41
static float d_filter29[8]; 
# 42
static void fuse30_kernel(const unsigned long long *__restrict__ input31, float b32, double b33) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_34[]; 
# 45
int tid35 = __device_builtin_variable_threadIdx.x; 
# 46
b32--; 
# 47
int pass36 = 0; 
# 48
while (pass36 < (14 + 1)) { 
# 49
switch (tid35) { 
# 50
case 12:  { 
# 51
constexpr float v37 = (18.875F); 
# 52
long long h38 = (14); 
# 53
break; 
# 54
} 
# 55
case 2:  
# 56
case 5:  
# 57
break; 
# 58
}  
# 59
++pass36; 
# 60
}  
# 61
if ((input31[1]) < b33) { 
# 62
return; 
# 63
}  
# 64
if (tid35 <= tid35) { 
# 65
return; 
# 66
}  
# 67
} 
#endif
# 68 "v001148.cu"
int rank39(unsigned beta40) 
# 69
{ 
# 70
beta40 = ((beta40 + beta40) / (2)); 
# 71
if ((beta40 <= beta40) && (beta40 > beta40)) { 
# 72
return beta40; 
# 73
}  
# 74
beta40 = (6); 
# 75
return ((!(beta40 != beta40)) ? beta40 / (2) : ((16U != beta40) ? 54 : 12)) - beta40; 
# 76
} 
# 77
__attribute__((visibility("hidden"))) void filter41(int lane42, int lane43, int n44, short *__restrict__ acc45) ;
#if 0
# 78
{ 
# 79
__attribute__((unused)) extern float dyn_46[]; 
# 80
unsigned gid47 = __device_builtin_variable_threadIdx.x; 
# 81
if (gid47 >= lane42) { 
# 82
return; 
# 83
}  
# 84
const int res48 = (2210 - ((*acc45) / 2)) + lane43; 
# 85
(dyn_46[res48])++; 
# 86
} 
#endif
# 87 "v001148.cu"
int main() 
# 88
{ 
# 89
int n49 = 747; 
# 90
(__cudaPushCallConfiguration(sizeof(int) * (14 + 2), 256)) ? (void)0 : pivot6_kernel(34L, (float *)nullptr, (long long *)nullptr); 
# 91
constexpr double base50 = (62); 
# 92
([&]() { 
# 93
(__cudaPushCallConfiguration((14 + 2) * (14 + 2), 256, 1024, nullptr)) ? (void)0 : weigh22_kernel(nullptr, (const int *)nullptr, (float *)nullptr, (const double *)nullptr); 
# 94
(n49) = (n49); 
# 95
} )(); 
# 96
(__cudaPushCallConfiguration(1, 30 + (30 + 68), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : weigh22_kernel(nullptr, nullptr, nullptr, nullptr); 
# 97
double stride51 = n49; 
# 98
(__cudaPushCallConfiguration((n49 + 127) / 128, sizeof(float) * (14 + 18))) ? (void)0 : count12(nullptr, (unsigned short *)nullptr, (const unsigned *)nullptr, stride51 / (2)); 
# 99
(__cudaPushCallConfiguration(2, 30 + 98)) ? (void)0 : fuse30_kernel(nullptr, base50, n49); 
# 100
(__cudaPushCallConfiguration(2, 14 + 242, 0, nullptr)) ? (void)0 : filter41((int)((sizeof(unsigned)) / stride51), 2787, stride51 / (2), nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v001148.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a15b60f7_10_v001148_cu_35996e81
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001148.cudafe1.stub.c"
#include "v001148.cudafe1.stub.c"
# 1 "v001148.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
