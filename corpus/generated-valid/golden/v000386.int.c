# 1 "v000386.cu"
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
# 12 "v000386.cu"
static void drift6(float *__restrict__ data7, short *__restrict__ acc8) ;
#if 0
# 13
{ 
# 14
for (int i9 = 0; i9 < (3 * 3); ++i9) { 
# 15
for (int j10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j10 < i9; j10 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 16
float r11[5] = {}; 
# 17
++(acc8[(__device_builtin_variable_blockIdx.y) & (7)]); 
# 18
}  
# 19
--(data7[2]); 
# 20
__attribute__((unused)) static char sh_12[128]; 
# 21
}  
# 22
} 
#endif
# 25 "v000386.cu"
__attribute__((visibility("hidden"))) void probe13(int len14, const int *__restrict__ in15, int n16, long *data17) ;
#if 0
# 26
{ 
# 27
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (i18 >= len14) { 
# 29
return; 
# 30
}  
# 31
len14 = (((*data17) * ((*in15) ^ 47)) | ((256 * i18) - ((i18 == 36) ? i18 : (*in15)))); 
# 32
len14 = ((in15[0]) / (static_cast< int>(21))); 
# 33
} 
#endif
# 35 "v000386.cu"
void run_scatter19(int stride20, int n21, const int *input22) 
# 36
{ 
# 37
if (((!input22) ? *input22 : n21) > 25) { 
# 38
goto done23; 
# 39
}  
# 40
(__cudaPushCallConfiguration(1, 512, 0)) ? (void)0 : probe13(59UL, input22, input22[n21], static_cast< long *>(nullptr)); 
# 41
(stride20++), (stride20 = (((static_cast< long>(57L)) | ((input22 != (nullptr)) ? 256 : 59)) | ((stride20 - ('z')) - stride20))); 
# 42
done23:; ; 
# 43
} 
# 45
int main() 
# 46
{ 
# 47
int count24 = 3219; 
# 48
(count24--), (count24 = ((count24 * count24) - ((long)256))); 
# 49
count24 = (((256 % count24) * count24) % (27UL & (count24 % 30))); 
# 50
(__cudaPushCallConfiguration(2 * 2, 256, 0)) ? (void)0 : drift6((float *)nullptr, nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v000386.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6fcb507a_10_v000386_cu_8b5d5bcb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000386.cudafe1.stub.c"
#include "v000386.cudafe1.stub.c"
# 1 "v000386.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
