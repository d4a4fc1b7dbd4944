# 1 "v001261.cu"
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
# 11 "v001261.cu"
static void weigh6(unsigned long long *data7) ;
#if 0
# 12
{ 
# 13
int idx8 = __device_builtin_variable_threadIdx.x; 
# 14
if ((+idx8) != 49) { 
# 15
goto skip11; 
# 16
}  
# 17
for (int it9 = 0; it9 < idx8; ++it9) { 
# 18
(*data7) <<= ((((short)idx8) ^ 40L) - idx8); 
# 19
(data7[7]) &= idx8; 
# 20
int acc10 = 55; 
# 21
}  
# 22
skip11:; ; 
# 23
} 
#endif
# 25 "v001261.cu"
struct __attribute((aligned(8))) Acc12 { 
# 26
int x13; 
# 27
float sum14; 
# 28
float bump15() const 
# 29
{ 
# 30
unsigned z16 = x13; 
# 31
return (x13) - ((sum14) + (5)); 
# 32
} 
# 33
}; 
# 35
__attribute__((unused)) float accum17(unsigned char beta18 = 50U) 
# 36
{int volatile ___ = 1;(void)beta18;
# 45
::exit(___);}
#if 0
# 36
{ 
# 37
if ((beta18 * 50UL) == (30)) { 
# 38
goto finish19; 
# 39
}  
# 40
++beta18; 
# 41
if (beta18 > beta18) { 
# 42
return 5; }  
# 43
finish19:; ; 
# 44
return ((beta18 += 7), (beta18 * (beta18 * (__device_builtin_variable_gridDim.x)))); 
# 45
} 
#endif
# 47 "v001261.cu"
namespace math20 { 
# 48
constexpr int smooth21(int lane22) 
# 49
{ 
# 50
lane22 &= lane22; 
# 51
return (float)((lane22 != 8) ? static_cast< int>(863) : (21.625F)); 
# 52
} 
# 54
struct __attribute((aligned(16))) Body23 { 
# 55
bool lo24; 
# 56
int count25; 
# 57
int z26; 
# 58
bool val27; 
# 59
}; 
# 60
}
# 62
extern "C" __attribute__((visibility("hidden"))) void gather28_kernel(int stride29, const float *input30, int stride31) ;
#if 0
# 63
{ 
# 64
int tid32 = __device_builtin_variable_threadIdx.x; 
# 65
if (tid32 >= stride31) { 
# 66
return; }  
# 67
stride29 %= (static_cast< short>((__device_builtin_variable_threadIdx.y) ^ stride31)); 
# 68
auto cnt33 = tid32 * ((*input30) - (-stride29)); 
# 69
float cnt34 = stride29; 
# 70
} 
#endif
# 72 "v001261.cu"
float host_scale35(const int *src36, float *dst37, short cfg38 = 2524) 
# 73
{ 
# 74
for (int j39 = 0; j39 < cfg38; ++j39) { 
# 75
cfg38 = (-(static_cast< int>(math20::smooth21(cfg38)))); 
# 76
for (int j40 = 0, j41 = cfg38; j40 < j41; (++j40), (--j41)) { 
# 77
if ((+j39) < (dst37[2])) { 
# 78
break; }  
# 79
math20::smooth21(j40); 
# 80
}  
# 81
}  
# 82
return -((math20::smooth21(dst37[cfg38 & 7])) - (4.625F)); 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int size42 = 3307; 
# 88
const char *off43 = ("hello"); 
# 89
double u44 = ((49) | ((off43[0]) - 24U)) | 15UL; 
# 90
unsigned *tmp45 = (nullptr); 
# 91
size42 = (((u44 += (tmp45[size42])), size42) + ((tmp45[size42]) / u44)); 
# 92
int off46[8] = {9}; 
# 93
(__cudaPushCallConfiguration(64, 5 + 251)) ? (void)0 : weigh6((unsigned long long *)nullptr); 
# 94
(__cudaPushCallConfiguration(2 * 16, 2 * (8 + 8), 0)) ? (void)0 : gather28_kernel(((*tmp45) | (off46[0])) - (21), static_cast< const float *>(nullptr), u44); 
# 95
return 0; 
# 96
} 

# 1 "v001261.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20070eb3_10_v001261_cu_42612ea5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001261.cudafe1.stub.c"
#include "v001261.cudafe1.stub.c"
# 1 "v001261.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
