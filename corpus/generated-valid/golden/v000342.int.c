# 1 "v000342.cu"
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
# 10 "v000342.cu"
enum State4: long { BUSY5, BLUE6, ADD7, OFF8 = 7L}; 
# 11
enum class Op9: unsigned char { Green10 = 3U, On11, Blue12}; 
# 13
__attribute__((visibility("hidden"))) void accum13(int stride14, char b15) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern double dyn_16[]; 
# 16
static_assert((45 > 44), "tile must fit");
# 17
Op9 u17 = Op9::Blue12; 
# 18
float off18 = (2.5F); 
# 19
if (!(stride14 > off18)) { 
# 20
unsigned stride19((((44UL) / off18) + ((b15) ? '\t' : stride14)) - b15); 
# 21
if (b15 < b15) { 
# 22
return; 
# 23
}  
# 24
}  
# 25
} 
#endif
# 27 "v000342.cu"
char run_drift20(float q21) 
# 28
{ 
# 29
if (((q21 < q21) ? q21 : (59U)) <= q21) { 
# 30
(__cudaPushCallConfiguration((12) + ((OFF8) + (13)), 1 << 5)) ? (void)0 : accum13(q21, q21); 
# 31
}  
# 32
q21 = (-5); 
# 33
(__cudaPushCallConfiguration((64) * ((ADD7) + (6)), (64) * ((BLUE6) + ((ADD7) + (BLUE6))))) ? (void)0 : accum13(q21, q21); 
# 34
return q21 / q21; 
# 35
} 
# 37
int main() 
# 38
{ 
# 39
int len22 = 3502; 
# 40
if ((len22 == len22) && (len22 <= len22) && (sizeof(unsigned) == len22)) { 
# 41
(__cudaPushCallConfiguration((len22 + 63) / 64, 128)) ? (void)0 : accum13(static_cast< double>(len22), '\n'); 
# 42
int cnt23 = static_cast< unsigned>(static_cast< float>((OFF8) - len22)); 
# 43
}  
# 44
len22 = ((((float)12) + (len22 * len22)) + len22); 
# 45
len22 = ((len22 + len22) + (3631 + (run_drift20(4459ULL)))); 
# 46
return 0; 
# 47
} 

# 1 "v000342.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__25592a2c_10_v000342_cu_be5570bb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000342.cudafe1.stub.c"
#include "v000342.cudafe1.stub.c"
# 1 "v000342.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
