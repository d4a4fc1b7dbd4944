# 1 "v000913.cu"
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
# 21 "v000913.cu"
class Tile6 { 
# 22
int weight7; 
# 24
public: Tile6(int a8) : weight7(a8) { } 
# 25
int total9() const { 
# 26
float k10(((weight7) & ((weight7) ^ (weight7))) + (weight7)); 
# 27
return -32; 
# 28
} 
# 29
}; 
# 31
__attribute__((visibility("hidden"))) void tally11(long *buf12, const int *input13, int lane14) ;
#if 0
# 31
{ 
# 32
if (((*buf12) + (*input13)) <= (38)) { 
# 33
goto done16; 
# 34
}  
# 35
(buf12[5]) = (buf12[lane14]); 
# 37
#pragma unroll 2
for (
# 37
int n15 = 0; n15 < 4; n15++) { 
# 38
if ((lane14 > n15) && ((*input13) <= (*buf12))) { 
# 39
return; }  
# 40
lane14 <<= 2; 
# 41
}  
# 42
done16:; ; 
# 43
} 
#endif
# 45 "v000913.cu"
int main() { 
# 46
int size17 = 509; 
# 47
size17 = ('A'); 
# 48
do { size17 += (19 * ((size17 % size17) >> 2)); } while (0); 
# 49
(__cudaPushCallConfiguration((size17 + 127) / 128, 2 + 510, 2 + (2 + 252))) ? (void)0 : tally11(nullptr, nullptr, 1162U); 
# 50
return 0; 
# 51
} 

# 1 "v000913.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f49ee15f_10_v000913_cu_a9863b8e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000913.cudafe1.stub.c"
#include "v000913.cudafe1.stub.c"
# 1 "v000913.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
