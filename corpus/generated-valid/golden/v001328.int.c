# 1 "v001328.cu"
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
# 8 "v001328.cu"
struct Acc3 { 
# 9
int id4, z5; 
# 10
}; 
# 12
__attribute__((visibility("hidden"))) void count6_kernel(int *dst7, const unsigned *coef8, int *acc9, const char *coef10) ;
#if 0
# 12
{ 
# 13
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
float off12 = (' ') | (((dst7[(__device_builtin_variable_blockDim.x) & (7)]) += 2L), (__device_builtin_variable_gridDim.x)); 
# 15
(--(*dst7)), (off12 += (coef8[(__device_builtin_variable_blockIdx.z) & (7)])); 
# 16
(*dst7) = 44; 
# 17
__attribute__((unused)) static float sh_13; 
# 18
(dst7[idx11 & 7]) = ((((*dst7) += off12), ((12) + (coef8[idx11 & 7]))) * (2 & ((*coef10) - idx11))); 
# 19
} 
#endif
# 21 "v001328.cu"
namespace util14 { 
# 22
__attribute__((visibility("hidden"))) void kick15_kernel(const float *in16, int lane17) ;
#if 0
# 22
{ 
# 23
lane17 %= lane17; 
# 24
Acc3 hi18 = Acc3{(static_cast< int>(4)), (-4366)}; 
# 25
switch (hi18.id4) { 
# 26
case 9:  { 
# 27
int *e19 = (nullptr); 
# 28
unsigned prod20 = (11); 
# 29
break; 
# 30
} 
# 31
case 1:  
# 32
break; 
# 33
case 10:  { 
# 34
__attribute__((unused)) static float sh_21[8]; 
# 35
break; 
# 36
} 
# 37
}  
# 38
} 
#endif
# 39 "v001328.cu"
}
# 42
__attribute__((unused)) int split22(short cfg23, unsigned cfg24) {int volatile ___ = 1;(void)cfg23;(void)cfg24;
# 46
::exit(___);}
#if 0
# 42
{ 
# 43
++cfg23; 
# 44
int w25 = cfg24; 
# 45
return static_cast< unsigned>(w25); 
# 46
} 
#endif
# 47 "v001328.cu"
static float c_fuse26[8]; 
# 49
__attribute__((visibility("hidden"))) void reduce27_kernel(int *data28, int *acc29) ;
#if 0
# 49
{ 
# 50
int gid30 = __device_builtin_variable_threadIdx.x; 
# 51
(*acc29) = (46U); 
# 52
unsigned short diff31 = +((int)(acc29[1])); 
# 53
} 
#endif
# 55 "v001328.cu"
__attribute__((unused)) void spread32(double *dst33, int lane34) {int volatile ___ = 1;(void)dst33;(void)lane34;
# 64
::exit(___);}
#if 0
# 55
{ 
# 56
if ((c_fuse26[3]) != (9)) { 
# 57
goto out39; 
# 58
}  
# 59
for (int i35 = 0, j36 = lane34; i35 < j36; (++i35), (--j36)) { 
# 60
unsigned u37((((dst33[lane34 & 7]) += (dst33[__device_builtin_variable_threadIdx.x])), (lane34 * j36)) / (+(__device_builtin_variable_gridDim.x))); 
# 61
__attribute__((unused)) static Acc3 sh_38; 
# 62
}  
# 63
out39:; ; 
# 64
} 
#endif
# 67 "v001328.cu"
__attribute__((visibility("hidden"))) void mix40_kernel(float *out41, const float *coef42, unsigned long b43, const size_t *in44) ;
#if 0
# 67
{ 
# 68
unsigned i45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
int stride46 = i45; 
# 70
__attribute__((unused)) static int sh_47[8]; 
# 71
__attribute__((unused)) static short sh_48; 
# 72
} 
#endif
# 73 "v001328.cu"
using real49_t = float; 
# 80
__attribute__((visibility("hidden"))) void map_bump51(unsigned *data, int n) ;
#if 0
# 80
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 82 "v001328.cu"
__attribute__((visibility("hidden"))) void trace52(int lane53, const int *in54, const float *input55, int *data56) ;
#if 0
# 82
{ 
# 83
int i57 = __device_builtin_variable_threadIdx.x; 
# 84
if (i57 >= lane53) { 
# 85
return; 
# 86
}  
# 87
int v58 = in54[lane53 & 7]; 
# 88
if (31 < (in54[4])) { 
# 89
return; 
# 90
}  
# 91
(data56[1]) = (-30); 
# 92
__attribute__((unused)) static long long sh_59[16]; 
# 93
Acc3 val60 = Acc3{33, lane53}; 
# 94
v58 %= (*in54); 
# 95
int q61 = 24 + __device_builtin_variable_warpSize; 
# 96
} 
#endif
# 98 "v001328.cu"
int main() { 
# 99
int n62 = 1769; 
# 100
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : reduce27_kernel(nullptr, nullptr); 
# 101
static unsigned lim63 = (1001); 
# 102
(__cudaPushCallConfiguration(dim3(512, 32), dim3((n62 + 255) / 256, (n62 + 31) / 32))) ? (void)0 : count6_kernel(nullptr, nullptr, (int *)nullptr, static_cast< const char *>(nullptr)); 
# 103
(__cudaPushCallConfiguration(dim3(1, 2, 8), 32)) ? (void)0 : util14::kick15_kernel(nullptr, '0'); 
# 104
(__cudaPushCallConfiguration(2 * 2, dim3(32, (lim63 + (255)) / (256), (lim63 + (127)) / (128)))) ? (void)0 : mix40_kernel(nullptr, nullptr, 42LL, nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001328.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63d3345c_10_v001328_cu_e3f73fc4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001328.cudafe1.stub.c"
#include "v001328.cudafe1.stub.c"
# 1 "v001328.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
