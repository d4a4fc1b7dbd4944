# 1 "v001904.cu"
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
# 14 "v001904.cu"
namespace detail5 { 
# 15
struct __attribute((aligned(8))) Cell6 { 
# 16
long flag7; 
# 17
char weight8; 
# 18
int sum9; 
# 19
double w10; 
# 20
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, int N> static void 
# 23
__wrapper__device_stub_norm11(const T *&input12, int &n13, const float *&coef14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
if ((-(*coef14)) != (63)) { 
# 25
return; 
# 26
}  
# 27
if ((input12[n13]) <= n13) { 
# 28
n13 += sizeof(Cell6); 
# 29
const float *acc15 = ((const float *)nullptr); 
# 30
}  
# 31
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001904.cu"
template< class T, int N> static void 
# 23
norm11(const T *input12, int n13, const float *coef14) {::detail5::__wrapper__device_stub_norm11<T,N>(input12,n13,coef14);
# 31
return;}
#if 0
# 23
{ 
# 24
if ((-(*coef14)) != (63)) { 
# 25
return; 
# 26
}  
# 27
if ((input12[n13]) <= n13) { 
# 28
n13 += sizeof(Cell6); 
# 29
const float *acc15 = ((const float *)nullptr); 
# 30
}  
# 31
} 
#endif
# 32 "v001904.cu"
}
# 35
void stencil16(long q17, int len18) { 
# 36
len18++; 
# 37
short res19 = (' '); 
# 38
long val20 = (((q17 += q17), len18)); 
# 39
} 
# 41
int main() { 
# 42
int count21 = 2861; 
# 43
count21 = (sizeof(detail5::Cell6)); 
# 44
float w22 = count21; 
# 45
w22 -= (3.25F); 
# 46
if (((count21 += w22), w22) < count21) { 
# 47
(__cudaPushCallConfiguration((count21 + 127) / 128, 16 * 16, (43 + 85) * 8, nullptr)) ? (void)0 : detail5::norm11< unsigned, 4> ((const unsigned *)nullptr, w22 - (+count21), &w22); 
# 48
}  
# 49
count21--; 
# 50
return 0; 
# 51
} 

# 1 "v001904.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f25efbe2_10_v001904_cu_0db6550b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001904.cudafe1.stub.c"
#include "v001904.cudafe1.stub.c"
# 1 "v001904.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
