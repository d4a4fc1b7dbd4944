# 1 "v000888.cu"
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
# 11 "v000888.cu"
int bias4(int count5, const long long *coef6, const float *src7) 
# 12
{ 
# 13
signed char *acc8 = ((signed char *)nullptr); 
# 14
count5--; 
# 15
if (((count5 += (coef6[count5])), (*src7)) >= (*coef6)) { 
# 16
return (unsigned)(count5 << 3); 
# 17
}  
# 18
return (1372) + (src7[count5 & 7]); 
# 19
} 
# 22
__attribute__((visibility("hidden"))) void drift9_kernel(const double *__restrict__ coef10, const long *in11, long b12) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern unsigned dyn_13[]; 
# 25
b12++; 
# 26
__attribute__((unused)) static short sh_14[6][16]; 
# 27
} 
#endif
# 30 "v000888.cu"
template< class T> 
# 31
struct Acc15 { 
# 32
T weight16; 
# 33
int hi17; 
# 34
T x18; 
# 35
void apply19(T mid20) 
# 36
{ 
# 37
mid20 = ((weight16) + mid20); 
# 38
} 
# 39
}; 
# 41
constexpr int march21(int n22) 
# 42
{ 
# 43
n22--; 
# 44
n22 = 42; 
# 45
return 24; 
# 46
} 
# 48
int main() 
# 49
{ 
# 50
int n23 = 228; 
# 51
char q24 = n23; 
# 52
(__cudaPushCallConfiguration((n23 + 63) / 64, (24 + 232) * 2)) ? (void)0 : drift9_kernel(nullptr, nullptr, (q24 * 29L) - (3 + n23)); 
# 53
if (5 > (q24 ^ 13)) { 
# 54
return bias4(24, static_cast< const long long *>(nullptr), nullptr); 
# 55
}  
# 56
return 0; 
# 57
} 

# 1 "v000888.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5d3d78a_10_v000888_cu_b33c6078
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000888.cudafe1.stub.c"
#include "v000888.cudafe1.stub.c"
# 1 "v000888.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
