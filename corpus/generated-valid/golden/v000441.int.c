# 1 "v000441.cu"
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
# 22 "v000441.cu"
using idx7_t = int; 
# 24
__attribute__((visibility("hidden"))) void warp8_kernel(idx7_t lane9, idx7_t lane10, const int *in11) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern double dyn_12[]; 
# 26
constexpr idx7_t hi13 = 58; 
# 27
idx7_t e14 = (((lane9 += lane10), (lane10 + (*in11)))); 
# 28
e14 *= (*in11); 
# 29
int pass15 = 0; 
# 30
if (in11 == (nullptr)) { 
# 31
goto done16; 
# 32
}  
# 33
while (pass15 < lane9) { 
# 34
do { int tmp_ = e14; e14 = lane10; lane10 = tmp_; } while (0); 
# 35
do { idx7_t tmp_ = e14; e14 = lane10; lane10 = tmp_; } while (0); 
# 36
++pass15; 
# 37
}  
# 38
done16:; ; 
# 39
} 
#endif
# 40 "v000441.cu"
constexpr int TILE17 = 5; 
# 42
__attribute__((visibility("hidden"))) void step18(int *acc19, idx7_t len20) ;
#if 0
# 42
{ 
# 43
len20 = (len20 / (len20 - ((acc19[len20]) + TILE17))); 
# 44
if ((len20 * TILE17) < 58) { 
# 45
return; 
# 46
}  
# 47
float t21{(9.125F)}; 
# 48
if ((*acc19) * TILE17) { 
# 49
len20 ^= TILE17; 
# 50
}  
# 51
if ((acc19 == (nullptr)) && ((*acc19) != t21)) { 
# 52
return; 
# 53
}  
# 54
} 
#endif
# 56 "v000441.cu"
int main() { 
# 57
int size22 = 1925; 
# 58
size22 = (+(-(size22 * 37))); 
# 59
size22++; 
# 60
size22 = ((TILE17 * size22) + TILE17); 
# 61
(__cudaPushCallConfiguration(dim3((size22 + 127) / 128, (TILE17 + 3) * 4, 256), 4 * 16, sizeof(double) * (256))) ? (void)0 : warp8_kernel(TILE17 - size22, 26ULL, nullptr); 
# 62
(__cudaPushCallConfiguration(TILE17 + 123, 3 + (TILE17 + (3 + 501)))) ? (void)0 : step18((idx7_t *)nullptr, 33); 
# 63
return 0; 
# 64
} 

# 1 "v000441.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ae9b57a_10_v000441_cu_40e196f7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000441.cudafe1.stub.c"
#include "v000441.cudafe1.stub.c"
# 1 "v000441.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
