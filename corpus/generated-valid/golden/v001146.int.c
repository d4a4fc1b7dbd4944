# 1 "v001146.cu"
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
# 6 "v001146.cu"
static_assert((31 == 31));
# 8
__attribute__((visibility("hidden"))) void spread2_kernel(float cfg3, const unsigned long *in4, int len5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned dyn_6[]; 
# 10
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (i7 >= len5) { 
# 12
return; 
# 13
}  
# 14
if (((dyn_6[__device_builtin_variable_threadIdx.x]) - 2657UL) != len5) { 
# 15
goto done10; 
# 16
}  
# 17
len5 = (1U); 
# 18
--(dyn_6[3]); 
# 19
if ((in4[5]) != (i7 * (dyn_6[len5]))) { 
# 20
if (float base8 = (9.25F); !in4) { 
# 21
cfg3 = (0); 
# 22
__attribute__((unused)) static unsigned sh_9[32]; 
# 23
} else { 
# 24
}  
# 25
} else { if (len5 == 34) { 
# 26
} else { 
# 27
}  }  
# 28
done10:; ; 
# 29
} 
#endif
# 30 "v001146.cu"
enum Kind11 { RED12, FAST13 = 5}; 
# 32
struct alignas(16) Tile14 { 
# 33
int vel15; 
# 34
int hi16; 
# 35
}; 
# 36
constexpr int TILE17 = (FAST13); 
# 38
int main() { 
# 39
int count18 = 20; 
# 40
count18 = (+(count18 + 2)); 
# 41
(count18--), (count18 = (2573U)); 
# 42
++count18; 
# 43
auto lam19 = [=]()->int { 
# 44
return (('0') + (count18)) + (count18); 
# 45
} ; typedef decltype(lam19) __T0;
# 46
count18 = 47; 
# 47
Tile14 h20 = Tile14{(-37), (25ULL)}; 
# 48
(__cudaPushCallConfiguration(1 << 2, ((FAST13) + (TILE17 + 54)) * 2)) ? (void)0 : spread2_kernel(count18, (const unsigned long *)nullptr, TILE17); 
# 49
return 0; 
# 50
} 

# 1 "v001146.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__418417c4_10_v001146_cu_19b7f430
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001146.cudafe1.stub.c"
#include "v001146.cudafe1.stub.c"
# 1 "v001146.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
