# 1 "v002289.cu"
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
# 12 "v002289.cu"
struct Stats3 { 
# 13
int y4; 
# 14
float val5; 
# 15
double y6; 
# 16
unsigned val7; 
# 17
}; 
# 19
struct Tile8 { 
# 20
double sum9; 
# 21
float vel10; 
# 22
double scale11(unsigned long long h12) const { 
# 23
h12 |= (static_cast< long>(sum9)); 
# 24
return sizeof(float); 
# 25
} 
# 26
}; 
# 28
__attribute__((visibility("hidden"))) void grow13_kernel(long cfg14, const int *input15, int len16) ;
#if 0
# 28
{ 
# 29
len16 |= ((static_cast< long>(input15[0])) + (-len16)); 
# 30
cfg14 = (static_cast< float>((4.125F))); 
# 31
cfg14 = len16; 
# 32
len16 |= ((((37) * cfg14) + (~cfg14)) - (static_cast< int>((input15[cfg14]) * cfg14))); 
# 33
cfg14 ^= ((39U) * (((*input15) + sizeof(float)) * ((int)cfg14))); 
# 34
} 
#endif
# 36 "v002289.cu"
int main() { 
# 37
int count17 = 4038; 
# 38
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : grow13_kernel(3549ULL, &count17, static_cast< long>(static_cast< long>(count17))); 
# 39
int iter18 = 0; 
# 40
while (iter18 < count17) { 
# 41
count17 = (~(iter18 % iter18)); 
# 42
(__cudaPushCallConfiguration((iter18 + 255) / 256, 16 * 16)) ? (void)0 : grow13_kernel(static_cast< double>(+iter18), &count17, count17); 
# 43
do { count17 += 56UL; } while (0); 
# 44
++iter18; 
# 45
}  
# 46
int mid19 = (count17 + 2082U) | ((2LL ^ iter18) + count17); 
# 47
return 0; 
# 48
} 

# 1 "v002289.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b6b82a0_10_v002289_cu_ac0c0b16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002289.cudafe1.stub.c"
#include "v002289.cudafe1.stub.c"
# 1 "v002289.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
