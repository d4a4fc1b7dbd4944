# 1 "v001516.cu"
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
# 14 "v001516.cu"
static void score6_kernel(unsigned *acc7, bool alpha8, float *__restrict__ acc9, int stride10) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_11[]; 
# 17
int y12[3]{(51L), (-58), 37}; 
# 19
#pragma unroll 8
for (
# 19
int j13 = 0; j13 < stride10; j13 += 4) { 
# 20
int pass14 = 0; 
# 21
while (pass14 < j13) { 
# 22
if (((dyn_11[j13]) - (-(-48))) <= (y12[stride10])) { 
# 23
if (acc9 == (nullptr)) { 
# 24
return; 
# 25
}  
# 26
int z15[3] = {(37L)}; 
# 27
}  
# 28
double s16 = (8); 
# 29
++pass14; 
# 30
}  
# 31
}  
# 32
} 
#endif
# 34 "v001516.cu"
int check_apply17(int stride18, int n19) 
# 35
{ 
# 36
if ((stride18 * ((stride18 < 30UL) ? stride18 : n19)) <= stride18) { 
# 37
if (stride18 + 9) { 
# 38
return n19; 
# 39
}  
# 40
for (int i20 = 0; i20 < stride18; i20 += 3) { 
# 41
if (9U <= ((int)i20)) { 
# 42
continue; 
# 43
}  
# 44
const char *e21 = ("tile_tail"); 
# 45
}   
# 46
}  
# 47
return (56 * n19) + stride18; 
# 48
} 
# 50
int main() 
# 51
{ 
# 52
int count22 = 2133; 
# 53
count22 = count22; 
# 54
(__cudaPushCallConfiguration((count22 + 255) / 256, 8 + (8 + 112), sizeof(int) * (64))) ? (void)0 : score6_kernel((unsigned *)nullptr, (count22 + ((count22 < 24) ? count22 : 24)) < (8 + count22), nullptr, (unsigned char)(count22 - 29)); 
# 55
return 0; 
# 56
} 

# 1 "v001516.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12f5daa2_10_v001516_cu_d5f9a928
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001516.cudafe1.stub.c"
#include "v001516.cudafe1.stub.c"
# 1 "v001516.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
