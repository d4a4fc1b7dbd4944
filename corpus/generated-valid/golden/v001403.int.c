# 1 "v001403.cu"
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
# 9 "v001403.cu"
struct Cell4 { 
# 10
bool w5; 
# 11
unsigned x6; 
# 12
}; 
# 14
__attribute__((unused)) size_t probe7(int n8 = 49) 
# 15
{int volatile ___ = 1;(void)n8;
# 20
::exit(___);}
#if 0
# 15
{ 
# 16
n8--; 
# 17
n8 |= n8; 
# 18
long long val9 = n8 * ((n8) ? n8 : 59); 
# 19
return (1) / (n8 + val9); 
# 20
} 
#endif
# 27 "v001403.cu"
__attribute__((visibility("hidden"))) void map_sweep11(float *data, int n) ;
#if 0
# 27
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 28 "v001403.cu"
__attribute__((visibility("hidden"))) void map_apply12(unsigned *data, int n) ;
#if 0
# 28
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 31 "v001403.cu"
extern "C" __attribute__((visibility("hidden"))) void tally13_kernel(int len14, const unsigned *src15) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern char dyn_16[]; 
# 34
len14 ^= (dyn_16[1]); 
# 35
if ((dyn_16[len14]) < 8) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 41 "v001403.cu"
__attribute__((visibility("hidden"))) void bias17(const float *input18, float *data19, unsigned char a20, unsigned *out21) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_22[]; 
# 44
int prod23 = a20; 
# 45
float flag24 = (5 + (prod23 / 2011)) * (*data19); 
# 46
float e25 = (8.625F) + ((data19[prod23]) + (5)); 
# 47
bool idx26 = (false) - a20; 
# 48
if ((flag24 - ((1842) - e25)) < prod23) { 
# 49
int t27 = (-35); 
# 50
}  
# 51
e25 = ((((11) + (out21[0])) < (dyn_22[0])) ? 44UL - prod23 : a20); 
# 52
} 
#endif
# 55 "v001403.cu"
struct Acc28 { 
# 56
float hi29; 
# 57
int y30; 
# 58
int w31; 
# 59
unsigned vel32; 
# 60
int total33() const 
# 61
{ 
# 62
return static_cast< int>(15); 
# 63
} 
# 64
}; 
# 66
inline Acc28 operator+(Acc28 a, Acc28 b) 
# 67
{ 
# 68
Acc28 r = a; 
# 69
(r.hi29) += (b.hi29); 
# 70
(r.y30) += (b.y30); 
# 71
(r.w31) += (b.w31); 
# 72
(r.vel32) += (b.vel32); 
# 73
return r; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int size34 = 2935; 
# 79
unsigned f35 = size34; 
# 80
(__cudaPushCallConfiguration(dim3(2, sizeof(int) * (4), 8 + (5 + 3)), 64, sizeof(int) * (256), nullptr)) ? (void)0 : map_apply12(nullptr, ((8) - f35) + 13LL); 
# 81
size34 ^= 40U; 
# 82
int tmp36 = 8; 
# 83
unsigned x37 = size34 * ((sizeof(unsigned short)) - (static_cast< float>(f35))); 
# 84
(__cudaPushCallConfiguration((size34 + 255) / 256, 32, 0, nullptr)) ? (void)0 : map_sweep11((float *)nullptr, size34); 
# 85
(__cudaPushCallConfiguration(dim3(64, 4, 5 + 11), dim3(5 + 3, 128, 2), sizeof(int) * (64), nullptr)) ? (void)0 : tally13_kernel((2007U - x37) * 1L, nullptr); 
# 86
(__cudaPushCallConfiguration((tmp36 + 127) / 128, dim3((size34 + 31) / 32, (x37 + (127)) / (128)), 256 * 4, 0)) ? (void)0 : bias17((const float *)nullptr, nullptr, 12UL + size34, nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v001403.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d317d085_10_v001403_cu_c5f1f757
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001403.cudafe1.stub.c"
#include "v001403.cudafe1.stub.c"
# 1 "v001403.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
