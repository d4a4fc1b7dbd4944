# 1 "v000427.cu"
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
# 21 "v000427.cu"
void fold5(int count6, float a7, int stride8) { 
# 22
for (int j9 = 0; j9 < count6; j9 += 1) { 
# 23
float cnt10 = (17) + (a7 + ((7.125F) * stride8)); 
# 24
}  
# 25
a7 -= stride8; 
# 26
count6 = stride8; 
# 27
unsigned long long t11 = (24); 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void score12_kernel(int n13, int count14) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_15[]; 
# 32
int gid16 = __device_builtin_variable_threadIdx.x; 
# 33
(dyn_15[6]) = (count14 << (__device_builtin_variable_threadIdx.z)); 
# 34
double val17 = dyn_15[count14]; 
# 35
int m18 = ((37UL * (__device_builtin_variable_threadIdx.y)) + 50UL) * (((__device_builtin_variable_blockIdx.x) * val17) * val17); 
# 36
(count14++), (m18 = (56L)); 
# 37
} 
#endif
# 39 "v000427.cu"
int main() { 
# 40
int size19 = 1129; 
# 41
for (int n20 = size19; n20 > 0; --n20) { 
# 42
size19 = ((+n20) * 99L); 
# 43
const unsigned h21 = 41 << ((size19 += n20), sizeof(double)); 
# 44
}  
# 45
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), 1 << 6, sizeof(double) * (32))) ? (void)0 : score12_kernel(14ULL, ((unsigned)sizeof(int)) - (size19 * size19)); 
# 46
return 0; 
# 47
} 

# 1 "v000427.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80c21f06_10_v000427_cu_b5956d6f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000427.cudafe1.stub.c"
#include "v000427.cudafe1.stub.c"
# 1 "v000427.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
