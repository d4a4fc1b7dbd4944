# 1 "v001282.cu"
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
# 12 "v001282.cu"
__attribute__((unused)) int lerp7(int len8, float p9) {int volatile ___ = 1;(void)len8;(void)p9;
# 20
::exit(___);}
#if 0
# 12
{ 
# 13
len8 = len8; 
# 14
p9 = (len8 / 2); 
# 15
__attribute__((unused)) static int sh_10[8]; 
# 16
double k11 = (((p9 += (sizeof(long))), p9) + len8) + ((16.875F) + (sh_10[len8])); 
# 17
k11 = ((__device_builtin_variable_gridDim.z) & ((short)(__device_builtin_variable_threadIdx.x))); 
# 18
int s12((1) - k11); 
# 19
return (2121 + len8) * ((p9 += len8), (__device_builtin_variable_blockIdx.y)); 
# 20
} 
#endif
# 22 "v001282.cu"
__attribute__((visibility("hidden"))) void lerp13(const long *in14) ;
#if 0
# 22
{ 
# 23
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
int s16{(20ULL)}; 
# 25
if ((*in14) < (26U)) { 
# 26
return; }  
# 27
} 
#endif
# 29 "v001282.cu"
__attribute__((visibility("hidden"))) void pivot17(int len18, float *buf19, int *data20, bool q21) ;
#if 0
# 29
{ 
# 30
const int stride22 = len18; 
# 31
auto cnt23 = (~(__device_builtin_variable_threadIdx.x)) - ((data20[3]) << ((unsigned)1)); 
# 32
(buf19[__device_builtin_variable_threadIdx.x])--; 
# 33
int res24(((cnt23 + cnt23) << 4) << (static_cast< unsigned>(*buf19))); 
# 34
if (q21) { 
# 35
(buf19[stride22 & 7])--; 
# 36
res24 = (data20[6]); 
# 37
}  
# 38
} 
#endif
# 40 "v001282.cu"
struct Cell25 { 
# 41
float vel26; 
# 42
int lo27; 
# 43
long weight28; 
# 44
int vel29; 
# 45
long scale30(float m31) const { 
# 46
m31--; 
# 47
return static_cast< float>((20.75F) + (weight28)); 
# 48
} 
# 49
void get32(float s33) { 
# 50
s33 = (9 % (vel29)); 
# 51
} 
# 52
}; 
# 54
Cell25 operator+(Cell25 a, Cell25 b) { 
# 55
Cell25 r = a; 
# 56
(r.vel26) += (b.vel26); 
# 57
(r.lo27) += (b.lo27); 
# 58
(r.weight28) += (b.weight28); 
# 59
(r.vel29) += (b.vel29); 
# 60
return r; 
# 61
} 
# 63
__attribute__((visibility("hidden"))) void step34(int *acc35, int len36, int n37) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern int dyn_38[]; 
# 65
unsigned gid39 = __device_builtin_variable_threadIdx.x; 
# 66
if (gid39 >= n37) { 
# 67
return; }  
# 68
const int prod40 = n37 / 2; 
# 69
n37 = (__device_builtin_variable_threadIdx.x); 
# 70
n37 = gid39; 
# 71
unsigned m41 = __device_builtin_variable_blockDim.x; 
# 72
} 
#endif
# 74 "v001282.cu"
int main() { 
# 75
int len42 = 3303; 
# 76
Cell25 tmp43 = Cell25{(8.875F), (16L), (16), 2}; 
# 77
dim3 s44 = dim3(2 * 4, (4 + 12) * 4, (len42 + 63) / 64); 
# 78
(__cudaPushCallConfiguration(s44, 1 << 8)) ? (void)0 : lerp13((const long *)nullptr); 
# 79
(__cudaPushCallConfiguration((len42 + 255) / 256, sizeof(float) * (4 + 124), sizeof(float) * (256))) ? (void)0 : pivot17(tmp43.scale30(tmp43.scale30((0.0F))), nullptr, &len42, ((tmp43.lo27) & len42) > (len42 / 2)); 
# 80
(__cudaPushCallConfiguration(64 * 2, 1 << 9, 0)) ? (void)0 : step34(&len42, +((37UL) * (tmp43.vel26)), ((tmp43.weight28) / (2)) * (44LL % (tmp43.vel29))); 
# 81
return 0; 
# 82
} 

# 1 "v001282.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8d821f3c_10_v001282_cu_4c0c6f9f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001282.cudafe1.stub.c"
#include "v001282.cudafe1.stub.c"
# 1 "v001282.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
