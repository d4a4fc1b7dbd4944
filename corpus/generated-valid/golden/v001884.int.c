# 1 "v001884.cu"
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
# 8 "v001884.cu"
unsigned short reduce3(unsigned *dst4, int lane5, int lane6) 
# 9
{ 
# 10
if ((((dst4[lane5]) ^ lane5) * ((*dst4) * (3330))) > (~lane6)) { 
# 11
if (lane6 <= (25 * lane6)) { 
# 12
if ((static_cast< int>(lane6)) >= lane5) { 
# 13
unsigned u7 = (37); 
# 14
lane5 = u7; 
# 15
}  
# 16
}  
# 17
}  
# 18
return (dst4 == (nullptr)) ? lane5 : 25; 
# 19
} 
# 21
__attribute__((visibility("hidden"))) void warp8_kernel(float cfg9) ;
#if 0
# 22
{ 
# 23
if ((((static_cast< unsigned long long>(cfg9)) + cfg9) + (cfg9 * (__device_builtin_variable_threadIdx.z))) >= (cfg9 / (4568))) { 
# 24
float v10[3] = {}; 
# 25
if (((__device_builtin_variable_warpSize + cfg9) + (v10[1])) < cfg9) { 
# 26
return; 
# 27
}  
# 28
if (((v10[__device_builtin_variable_blockIdx.x]) >= (v10[__device_builtin_variable_threadIdx.x])) ? u'\x20' : 5) { 
# 29
auto idx11 = +(((v10[__device_builtin_variable_threadIdx.x]) - (18.75F)) * ((16) ^ (__device_builtin_variable_blockIdx.x))); 
# 30
(v10[1]) = ((v10[__device_builtin_variable_blockIdx.y]) - (static_cast< double>((11.875) / cfg9))); 
# 31
} else { if ((__device_builtin_variable_threadIdx.z) != ((cfg9 += (v10[2])), (__device_builtin_variable_threadIdx.z))) { 
# 32
} else { 
# 33
}  }  
# 34
} else { 
# 35
}  
# 36
} 
#endif
# 38 "v001884.cu"
namespace _GLOBAL__N__09726386_10_v001884_cu_8d05a1ab __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__09726386_10_v001884_cu_8d05a1ab; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__09726386_10_v001884_cu_8d05a1ab __attribute__((visibility("hidden")))  { 
# 39
long host_probe12(int *data13, int lane14) 
# 40
{ 
# 41
lane14 = (-lane14); 
# 42
(__cudaPushCallConfiguration(4, dim3((lane14 + 127) / 128, (lane14 + 63) / 64), 0)) ? (void)0 : warp8_kernel(((24.625F) - lane14) / (((*data13) + sizeof(float)) + (*data13))); 
# 43
const char *flag15 = ("path\\to"); 
# 44
lane14 = (48 + (flag15[1])); 
# 45
if (((flag15[0]) | 25UL) > (31)) { 
# 46
return 31L; 
# 47
}  
# 48
return 4 + (static_cast< signed char>(lane14)); 
# 49
} 
# 51
__attribute((always_inline)) __attribute__((unused)) static inline long long accum16(int stride17, int count18, int len19) 
# 52
{int volatile ___ = 1;(void)stride17;(void)count18;(void)len19;
# 65
::exit(___);}
#if 0
# 52
{ 
# 53
switch ((__device_builtin_variable_gridDim.x) << 6) { 
# 54
case 6:  
# 55
count18 = ((float)11); 
# 56
break; 
# 57
case 7:  
# 58
count18 = (2316U); 
# 59
break; 
# 60
case 0:  
# 61
case 1 << 2:  
# 62
break; 
# 63
}  
# 64
return (__device_builtin_variable_blockIdx.y); 
# 65
} 
#endif
# 66 "v001884.cu"
}
# 68
int main() 
# 69
{ 
# 70
int len20 = 2218; 
# 71
int w21 = 0; 
# 72
while (w21 < w21) { 
# 73
(__cudaPushCallConfiguration(dim3((w21 + 127) / 128, 8), 1 << 8)) ? (void)0 : warp8_kernel(10ULL); 
# 74
if (w21 > 9UL) { 
# 75
return (len20 + ('#')) - (w21 ^ 39U); 
# 76
}  
# 77
++w21; 
# 78
}  
# 79
int cnt22 = (-3); 
# 80
return 0; 
# 81
} 

# 1 "v001884.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09726386_10_v001884_cu_8d05a1ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001884.cudafe1.stub.c"
#include "v001884.cudafe1.stub.c"
# 1 "v001884.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
