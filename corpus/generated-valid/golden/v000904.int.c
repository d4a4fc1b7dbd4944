# 1 "v000904.cu"
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
# 9 "v000904.cu"
__attribute__((visibility("hidden"))) void fold4_kernel(bool b5) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern double dyn_6[]; 
# 12
b5 = (b5 != 15); 
# 13
(dyn_6[6]) = (b5 + (dyn_6[5])); 
# 14
if ((b5 + 49UL) > 64UL) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 19 "v000904.cu"
inline double weigh7(bool a8 = 0) 
# 20
{ 
# 21
float w9{('0')}; 
# 22
constexpr float z10 = (-(15.25F)); 
# 23
int sum11 = (-2589); 
# 24
return sizeof(char); 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void gather12(int *out13) ;
#if 0
# 28
{ 
# 29
for (int n14 = 0; n14 < 3; ++n14) { 
# 30
for (int n15 = 0; n15 < 9; n15++) { 
# 31
if (38 != ((int)(*out13))) { 
# 32
return; 
# 33
}  
# 34
unsigned m16 = n14 * (32 + n15); 
# 35
}  
# 36
}  
# 37
if ((*out13) != (out13[7])) { 
# 38
return; 
# 39
}  
# 40
} 
#endif
# 42 "v000904.cu"
__attribute__((unused)) int step17(int *data18, unsigned *data19) 
# 43
{int volatile ___ = 1;(void)data18;(void)data19;
# 58
::exit(___);}
#if 0
# 43
{ 
# 44
(data18[1]) = ((((1808) + (*data19)) - (data19[0])) + ((int)(+(data19[5])))); 
# 45
if (((*data18) < 2U) || ((*data19) < 7L)) { 
# 46
goto skip23; 
# 47
}  
# 48
((data19[4])++), ((*data19) = (data18[2])); 
# 49
for (int it20 = 3; it20 > 0; --it20) { 
# 50
long e21{(47UL)}; 
# 51
auto k22 = 256; 
# 52
}  
# 53
if ((data19[2]) <= (49)) { 
# 54
return sizeof(unsigned) * ((*data19) >> (*data19)); 
# 55
}  
# 56
skip23:; ; 
# 57
return ' '; 
# 58
} 
#endif
# 60 "v000904.cu"
int main() 
# 61
{ 
# 62
int len24 = 329; 
# 63
for (int j25 = 0; j25 < 3; ++j25) { 
# 64
auto base26 = ~((29 % j25) / j25); 
# 65
float res27{(3.0F)}; 
# 66
}  
# 67
(++len24), (len24 = (static_cast< unsigned long>(256))); 
# 68
(__cudaPushCallConfiguration((len24 + 127) / 128, 1 << 9)) ? (void)0 : gather12(static_cast< int *>(nullptr)); 
# 69
(__cudaPushCallConfiguration((len24 + 127) / 128, 128)) ? (void)0 : fold4_kernel(len24); 
# 70
return 0; 
# 71
} 

# 1 "v000904.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5429f056_10_v000904_cu_6236084f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000904.cudafe1.stub.c"
#include "v000904.cudafe1.stub.c"
# 1 "v000904.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
