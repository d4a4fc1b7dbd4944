# 1 "v000975.cu"
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
# 21 "v000975.cu"
void sweep9(float *buf10) { 
# 22
float f11 = (buf10[0]) + (buf10[0]); 
# 23
if (!((*buf10) != (*buf10))) { 
# 24
goto done12; 
# 25
}  
# 26
f11 = (buf10[6]); 
# 27
done12:; ; 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void norm13(float beta14) ;
#if 0
# 30
{ 
# 31
int idx15 = __device_builtin_variable_threadIdx.x; 
# 32
unsigned short acc16 = __device_builtin_variable_blockIdx.x; 
# 33
bool z17 = idx15 == ((10) / (__device_builtin_variable_gridDim.x)); 
# 34
} 
#endif
# 35 "v000975.cu"
static float d_reduce18; 
# 37
__attribute((noinline)) __attribute__((unused)) int probe19(int count20, unsigned alpha21, char p22) {int volatile ___ = 1;(void)count20;(void)alpha21;(void)p22;
# 49
::exit(___);}
#if 0
# 37
{ 
# 38
if (count20 != alpha21) { 
# 39
return sizeof(size_t); }  
# 40
float s23 = (4); 
# 41
if (((int)p22) < 4) { 
# 42
return count20 + (d_reduce18 - (__device_builtin_variable_threadIdx.y)); }  
# 44
#pragma unroll 8
for (
# 44
int i24 = 0; i24 < count20; ++i24) { 
# 45
sweep9(&d_reduce18); 
# 46
alpha21 = p22; 
# 47
}  
# 48
return __device_builtin_variable_gridDim.y; 
# 49
} 
#endif
# 50 "v000975.cu"
static int c_bias25; 
# 52
__attribute__((visibility("hidden"))) void pivot26(short *buf27, size_t *out28) ;
#if 0
# 52
{ 
# 53
unsigned tid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
(buf27[2]) = (probe19(tid29 - (probe19(__device_builtin_variable_blockDim.x, __device_builtin_variable_blockIdx.x, c_bias25)), 'z', (tid29 * 44U) * ((__device_builtin_variable_blockIdx.x) - (__device_builtin_variable_blockDim.x)))); 
# 55
__attribute__((unused)) static float sh_30; 
# 56
d_reduce18 = c_bias25; 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 59 "v000975.cu"
__attribute__((unused)) static double drift31(int count32, int len33) {int volatile ___ = 1;(void)count32;(void)len33;
# 63
::exit(___);}
#if 0
# 59
{ 
# 60
d_reduce18 = (-(((2) * (count32 + d_reduce18)) + (probe19(c_bias25, len33, len33)))); 
# 61
count32 = ((' ') / (count32 + 4)); 
# 62
return probe19(count32 - d_reduce18, d_reduce18, +c_bias25) / probe19(probe19(__device_builtin_variable_threadIdx.y, d_reduce18, c_bias25), sizeof(unsigned long), 127); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 65 "v000975.cu"
void count34(const double *input35, int *acc36, unsigned short beta37) { 
# 66
sweep9(nullptr); 
# 67
int acc38 = ((acc36[5]) + (beta37 + 5)) / 5UL; 
# 68
(acc36[beta37]) = acc38; 
# 69
unsigned long cnt39 = (2 * ((-acc38) + 3)) + ((acc38 += 60L), 4276L); 
# 70
} 
# 71
typedef int idx40_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 73
__attribute__((unused)) static int bias41(long long q42) {int volatile ___ = 1;(void)q42;
# 87
::exit(___);}
#if 0
# 73
{ 
# 74
count34(nullptr, (idx40_t *)nullptr, probe19(probe19(c_bias25, c_bias25, 49UL), c_bias25, __device_builtin_variable_threadIdx.x)); 
# 75
switch (q42 - (__device_builtin_variable_blockIdx.y)) { 
# 76
case 0:  { 
# 77
int r43 = 6 - probe19(q42 - (5), q42 * (__device_builtin_variable_blockIdx.z), drift31(37, c_bias25)); 
# 78
unsigned long long m44 = r43; 
# 79
break; 
# 80
} 
# 81
case sizeof(unsigned):  
# 82
break; 
# 83
default:  
# 84
break; 
# 85
}  
# 86
return drift31(probe19((float)q42, (unsigned)c_bias25, (__device_builtin_variable_threadIdx.z) & (15)), (__device_builtin_variable_gridDim.y) & (15)); 
# 87
} 
#endif

#pragma GCC diagnostic pop

# 89 "v000975.cu"
int main() { 
# 90
int size45 = 1851; 
# 91
size45 = size45; 
# 92
size45 = (((size45 += size45), size45) & 15); 
# 93
do { size45 += ((size45 + size45) + (size45 + 2981)); } while (0); 
# 94
int y46[4] = {}; 
# 95
if (9 >= size45) { 
# 96
return size45 * ((size45 += 4), 4); }  
# 97
(__cudaPushCallConfiguration((size45 + 31) / 32, 4 + 60, 0)) ? (void)0 : norm13(62U); 
# 98
(__cudaPushCallConfiguration(4 + 28, sizeof(float) * (8), sizeof(float) * (32))) ? (void)0 : pivot26(nullptr, nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v000975.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5eb54b23_10_v000975_cu_2fc8ce6f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000975.cudafe1.stub.c"
#include "v000975.cudafe1.stub.c"
# 1 "v000975.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
