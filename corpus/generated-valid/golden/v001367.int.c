# 1 "v001367.cu"
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
# 8 "v001367.cu"
static long run_relax2(int lane3, unsigned char p4, float p5) { 
# 9
unsigned acc6 = (11 >> lane3) % (lane3 - lane3); 
# 10
float *v7 = (nullptr); 
# 11
const int hi8 = 11; 
# 12
lane3 %= 33U; 
# 13
if (lane3 != 26L) { 
# 14
return ((acc6 >> lane3) != lane3) ? lane3 * acc6 : lane3; 
# 15
}  
# 16
p4 = lane3; 
# 17
(--p4), (acc6 -= p4); 
# 18
return ((unsigned)lane3) + (1); 
# 19
} 
# 22
__attribute__((visibility("hidden"))) void warp9_kernel(unsigned cfg10) ;
#if 0
# 22
{ 
# 23
unsigned gid11 = __device_builtin_variable_threadIdx.x; 
# 24
int w12 = 0; 
# 25
do { 
# 26
for (int n13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n13 < 5; n13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 27
int pass14 = 0; 
# 28
do { 
# 29
cfg10 = (gid11 & (w12 | ((21) - gid11))); 
# 30
cfg10 = (+((__device_builtin_variable_blockDim.y) + gid11)); 
# 31
++pass14; 
# 32
} while (pass14 < w12); 
# 33
}  
# 34
int lo15 = gid11; 
# 35
if ((w12 >= 46) || (lo15 != cfg10)) { 
# 36
return; 
# 37
}  
# 38
++w12; 
# 39
} while (w12 < 6); 
# 40
} 
#endif
# 42 "v001367.cu"
int main() { 
# 43
int size16 = 799; 
# 44
(__cudaPushCallConfiguration(2, 128)) ? (void)0 : warp9_kernel((6L / size16) + (12)); 
# 45
if ((size16 + 13) >= size16) { 
# 46
return 'a'; 
# 47
}  
# 48
for (int it17 = 9; it17 > 0; --it17) { 
# 49
size16 = (28UL * it17); 
# 50
}  
# 51
int lo18 = (57U >= (size16 * size16)) ? 9 ^ size16 : size16; 
# 52
return 0; 
# 53
} 

# 1 "v001367.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce3082ca_10_v001367_cu_cfc70534
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001367.cudafe1.stub.c"
#include "v001367.cudafe1.stub.c"
# 1 "v001367.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
