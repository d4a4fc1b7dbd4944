# 1 "v002077.cu"
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
# 5 "v002077.cu"
__attribute__((visibility("hidden"))) void step1_kernel(const double *coef2, double cfg3, char *data4) ;
#if 0
# 5
{ 
# 6
__attribute__((unused)) extern int dyn_5[]; 
# 7
auto k6 = (((__device_builtin_variable_blockDim.y) > 28UL) || (!coef2)) || ((__device_builtin_variable_threadIdx.x) < (__device_builtin_variable_gridDim.x)); 
# 8
auto u7 = (__device_builtin_variable_blockIdx.y) * (__device_builtin_variable_blockIdx.z); 
# 9
if (k6) { 
# 10
return; 
# 11
}  
# 12
} 
#endif
# 13 "v002077.cu"
enum Kind8 { MUL9, RED10 = 2, OFF11 = 8}; 
# 15
__attribute__((visibility("hidden"))) void scale12(const size_t *input13) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) static unsigned sh_14[8]; 
# 17
__attribute__((unused)) static int sh_15; 
# 18
constexpr signed char cnt16 = (36); 
# 19
Kind8 lo17 = RED10; 
# 20
} 
#endif
# 21 "v002077.cu"
static_assert((((OFF11) + 4) > 11), "size check");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23
template< class T> static void 
# 24
__wrapper__device_stub_update18_kernel(T *&data19, T *&acc20, Kind8 &p21, int &lane22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
int gid23 = __device_builtin_variable_threadIdx.x; 
# 26
if (lane22 & 1) { 
# 27
goto finish28; 
# 28
}  
# 29
if (gid23 >= lane22) { 
# 30
return; 
# 31
}  
# 32
if ((((*acc20) += (__device_builtin_variable_blockIdx.x)), (__device_builtin_variable_blockIdx.y)) >= 57) { 
# 33
return; 
# 34
}  
# 36
#pragma unroll 4
for (
# 36
int it24 = lane22; it24 > 0; --it24) { 
# 37
for (int j25 = gid23; j25 > 0; --j25) { 
# 38
if (37 >= p21) { 
# 39
unsigned v26 = ~(__device_builtin_variable_blockIdx.z); 
# 40
v26 = ((((acc20[4]) * (*data19)) - (data19[5])) + (+(gid23 % 2448LL))); 
# 41
T flag27 = gid23; 
# 42
}  
# 43
}  
# 44
}  
# 45
finish28:; ; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 23 "v002077.cu"
template< class T> static void 
# 24
update18_kernel(T *data19, T *acc20, Kind8 p21, int lane22) {__wrapper__device_stub_update18_kernel<T>(data19,acc20,p21,lane22);
# 46
return;}
#if 0
# 24
{ 
# 25
int gid23 = __device_builtin_variable_threadIdx.x; 
# 26
if (lane22 & 1) { 
# 27
goto finish28; 
# 28
}  
# 29
if (gid23 >= lane22) { 
# 30
return; 
# 31
}  
# 32
if ((((*acc20) += (__device_builtin_variable_blockIdx.x)), (__device_builtin_variable_blockIdx.y)) >= 57) { 
# 33
return; 
# 34
}  
# 36
#pragma unroll 4
for (
# 36
int it24 = lane22; it24 > 0; --it24) { 
# 37
for (int j25 = gid23; j25 > 0; --j25) { 
# 38
if (37 >= p21) { 
# 39
unsigned v26 = ~(__device_builtin_variable_blockIdx.z); 
# 40
v26 = ((((acc20[4]) * (*data19)) - (data19[5])) + (+(gid23 % 2448LL))); 
# 41
T flag27 = gid23; 
# 42
}  
# 43
}  
# 44
}  
# 45
finish28:; ; 
# 46
} 
#endif
# 48 "v002077.cu"
inline double check_blend29(unsigned *dst30) { 
# 49
(dst30[6]) = ((48) + (dst30[5])); 
# 50
static_assert((53 == 53), "tile must fit");
# 51
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : update18_kernel((float *)nullptr, (float *)nullptr, MUL9, (dst30[5]) ^ (*dst30)); 
# 52
(*dst30) = (dst30[0]); 
# 53
return MUL9; 
# 54
} 
# 56
int main() { 
# 57
int len31 = 2169; 
# 58
const int mid32 = len31; 
# 59
len31 = 23; 
# 60
len31 = (mid32 - 2324); 
# 61
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : step1_kernel(nullptr, -52LL, nullptr); 
# 62
(__cudaPushCallConfiguration((OFF11) + 56, (OFF11) + 24)) ? (void)0 : scale12((const unsigned long *)nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v002077.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__442cc349_10_v002077_cu_a2570b8a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002077.cudafe1.stub.c"
#include "v002077.cudafe1.stub.c"
# 1 "v002077.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
