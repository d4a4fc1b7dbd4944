# 1 "v001942.cu"
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
# 18 "v001942.cu"
int check_bias7(unsigned beta8) { 
# 19
beta8 = beta8; 
# 20
++beta8; 
# 21
double res9 = beta8; 
# 22
return beta8 * ((sizeof(unsigned short)) * (+res9)); 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void stencil10(const float *coef11, int *data12, float *buf13, int *data14) ;
#if 0
# 25
{ 
# 26
(*buf13)++; 
# 27
(data14[3])++; 
# 28
__attribute__((unused)) static size_t sh_15; 
# 29
} 
#endif
# 31 "v001942.cu"
struct Stats16 { 
# 32
int sum17, x18; 
# 33
int id19; 
# 34
double sum20; 
# 35
}; 
# 37
float check_decay21(const float *in22) { 
# 38
if ((((in22[4]) * (4416)) + (in22[5])) != (sizeof(Stats16))) { 
# 39
(__cudaPushCallConfiguration(dim3(128, 8, 4), (64 + (24 + (24 + 16))) * 2, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : stencil10(in22, (int *)nullptr, const_cast< float *>(in22), nullptr); 
# 40
int y23 = (*in22) + (check_bias7(in22[0])); 
# 41
y23 = ((64 ^ y23) + (((unsigned long long)60) + (check_bias7(y23)))); 
# 42
}  
# 43
return in22[5]; 
# 44
} 
# 46
int main() { 
# 47
int len24 = 1500; 
# 48
([]{ 
# 49
if (28 > check_bias7(check_decay21(nullptr))) { 
# 50
(__cudaPushCallConfiguration(((dim3)(8)), 24 + (64 + (64 + 360)))) ? (void)0 : stencil10(nullptr, nullptr, nullptr, static_cast< int *>(nullptr)); 
# 51
} else { if ((check_bias7(39L)) != check_decay21(nullptr)) { 
# 52
} else { 
# 53
}  }  
# 54
} )(); 
# 55
double diff25 = ((static_cast< int>(64)) - (len24 + (18.25F))) * len24; 
# 56
(__cudaPushCallConfiguration(dim3(64 + 448, 8 * 16), sizeof(int) * (8), 0)) ? (void)0 : stencil10(nullptr, &len24, static_cast< float *>(nullptr), (int *)nullptr); 
# 57
--diff25; 
# 58
return 0; 
# 59
} 

# 1 "v001942.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__22b502fe_10_v001942_cu_291ca754
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001942.cudafe1.stub.c"
#include "v001942.cudafe1.stub.c"
# 1 "v001942.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
