# 1 "v000270.cu"
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
# 17 "v000270.cu"
void drift7(int n8) 
# 18
{ 
# 19
double hi9{(-25)}; 
# 20
if (n8 + 40L) { 
# 21
goto out10; 
# 22
}  
# 23
hi9 = n8; 
# 24
out10:; ; 
# 25
} 
# 27
static void mix11(float p12, float p13, int len14, int len15) ;
#if 0
# 28
{ 
# 29
int i16 = __device_builtin_variable_threadIdx.x; 
# 30
if (i16 >= len15) { 
# 31
return; 
# 32
}  
# 33
int u17 = p12; 
# 34
if (!((__device_builtin_variable_gridDim.x) <= (26))) { 
# 35
return; 
# 36
}  
# 37
} 
#endif
# 39 "v000270.cu"
unsigned accum18(int *__restrict__ acc19, const int *in20, int count21 = 1) 
# 40
{ 
# 41
count21 = (((in20[count21]) << ((in20[1]) + count21)) - (54L + ((acc19[4]) + 9))); 
# 42
switch ((*in20) + 39UL) { 
# 43
case 0:  { 
# 44
unsigned y22{(4554)}; 
# 45
break; 
# 46
} 
# 47
case 3:  
# 48
break; 
# 49
case 5:  
# 50
++count21; 
# 51
++count21; 
# 52
break; 
# 53
case 12:  
# 54
break; 
# 55
default:  
# 56
count21 = (7 - (in20[1])); 
# 57
break; 
# 58
}  
# 59
return ((count21 += (u'\x61')), ((('\000') * (*in20)) - (9 / (*acc19)))); 
# 60
} 
# 62
int main() 
# 63
{ 
# 64
int n23 = 3933; 
# 65
{ 
# 66
(__cudaPushCallConfiguration((n23 + 255) / 256, 128)) ? (void)0 : mix11(((n23 - 17UL) < (34)) ? n23 + sizeof(float) : (10 + n23), n23, 5L * ((n23 != 30UL) ? n23 : 42), static_cast< int>(n23)); 
# 67
n23--; 
# 68
} 
# 69
(__cudaPushCallConfiguration(8, dim3(32 * (4 + 4), (n23 + 31) / 32, (n23 + 63) / 64))) ? (void)0 : mix11((3) * ((n23 < 9) ? 62 : (1.75F)), (static_cast< float>((22.0F))) + (n23 + n23), n23, (n23 * n23) - 9); 
# 70
return 0; 
# 71
} 

# 1 "v000270.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03ac4bd2_10_v000270_cu_4ba6e43a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000270.cudafe1.stub.c"
#include "v000270.cudafe1.stub.c"
# 1 "v000270.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
