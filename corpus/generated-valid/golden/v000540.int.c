# 1 "v000540.cu"
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
# 21 "v000540.cu"
static int c_count8[2]; 
# 22
static void clamp9(int *dst10) ;
#if 0
# 23
{ 
# 24
for (int it11 = 0, j12 = 6; it11 < j12; (++it11), (--j12)) { 
# 25
__attribute__((unused)) static float sh_13; 
# 26
int pass14 = 0; 
# 27
while (pass14 < pass14) { 
# 28
if ((pass14 + 26U) >= j12) { 
# 29
return; 
# 30
}  
# 31
--sh_13; 
# 32
++pass14; 
# 33
}  
# 34
}  
# 35
} 
#endif
# 36 "v000540.cu"
int main() 
# 37
{ 
# 38
int n15 = 2234; 
# 39
if ((n15 - n15) != (47 * n15)) { 
# 40
([]() { 
# 41
(__cudaPushCallConfiguration(2 * 2, 6 + (4 + 118), sizeof(double) * (32), nullptr)) ? (void)0 : clamp9(nullptr); 
# 42
} )(); 
# 43
n15 = (n15 - ((33 - n15) - n15)); 
# 44
}  
# 45
if (n15 == (16U / n15)) { 
# 46
float *lo16 = ((float *)nullptr); 
# 47
n15 = (+(25U * ((n15 += 6), 4))); 
# 48
}  
# 49
return 0; 
# 50
} 

# 1 "v000540.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__590901ba_10_v000540_cu_c_count8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000540.cudafe1.stub.c"
#include "v000540.cudafe1.stub.c"
# 1 "v000540.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
