# 1 "v001548.cu"
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
# 10 "v001548.cu"
__attribute__((visibility("hidden"))) void decay6_kernel(int len7, signed char *buf8, const long *src9) ;
#if 0
# 10
{ 
# 11
int tid10 = __device_builtin_variable_threadIdx.x; 
# 12
if (tid10 >= len7) { 
# 13
return; 
# 14
}  
# 15
int r11 = tid10; 
# 16
(*buf8) &= (~(*src9)); 
# 17
__attribute__((unused)) static float sh_12[13][7]; 
# 18
len7 = ((sh_12[len7])[len7]); 
# 19
(buf8[3]) = (11); 
# 20
__attribute__((unused)) static float sh_13[64]; 
# 21
} 
#endif
# 22 "v001548.cu"
struct Bounds14 { 
# 23
int x15; 
# 24
float mass16; 
# 25
int weight17, z18; 
# 26
}; 
# 27
double run_scatter19(unsigned *acc20, int stride21) { 
# 28
(acc20[stride21 & 7]) = ((*acc20) - (acc20[stride21])); 
# 29
auto lam22 = [&]()->int { 
# 30
(__cudaPushCallConfiguration(4, 32 + (32 + (32 + 32)))) ? (void)0 : decay6_kernel(stride21, reinterpret_cast< signed char *>(acc20), reinterpret_cast< const long *>(acc20)); 
# 31
(stride21) = (stride21); 
# 32
(*(acc20)) = ((acc20)[(stride21) & 7]); 
# 33
return 256; 
# 34
} ; typedef decltype(lam22) __T0;
# 35
stride21 = ((stride21 <= stride21) ? *acc20 : stride21); 
# 36
(*acc20) = (acc20[2]); 
# 37
(*acc20) = (sizeof(int)); 
# 38
const char *z23 = ("hello"); 
# 39
return stride21; 
# 40
} 
# 41
int main() { 
# 42
int count24 = 3237; 
# 43
const int m25 = count24; 
# 44
run_scatter19((unsigned *)nullptr, (((count24 += sizeof(double)), 10) == count24) ? run_scatter19(nullptr, 4) : count24); 
# 45
count24 += ((long long)run_scatter19(nullptr, m25)); 
# 46
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : decay6_kernel(run_scatter19((unsigned *)nullptr, count24 - count24), (signed char *)nullptr, nullptr); 
# 47
int off26 = count24; 
# 48
float u27 = (-(21.75F)); 
# 49
return 0; 
# 50
} 

# 1 "v001548.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3aca22e1_10_v001548_cu_bc900b1b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001548.cudafe1.stub.c"
#include "v001548.cudafe1.stub.c"
# 1 "v001548.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
