# 1 "v000446.cu"
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
# 17 "v000446.cu"
constexpr int host_decay9(int lane10, float alpha11) 
# 18
{ 
# 19
return lane10 + lane10; 
# 20
} 
# 21
__attribute__((visibility("hidden"))) void weigh12_kernel(float alpha13, const long *__restrict__ input14, int lane15, double *__restrict__ data16) ;
#if 0
# 22
{ 
# 23
int gid17 = __device_builtin_variable_threadIdx.x; 
# 24
bool base18 = !((alpha13 > alpha13) && ((__device_builtin_variable_gridDim.y) == ((__device_builtin_variable_blockIdx.x) - __alignof__(float)))); 
# 25
lane15 = (*data16); 
# 26
} 
#endif
# 27 "v000446.cu"
static_assert((31 == 31), "expected value");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N = 6> static void 
# 30
__wrapper__device_stub_fold19_kernel(const T *&input20, int &len21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
unsigned i22 = __device_builtin_variable_threadIdx.x; 
# 33
if (i22 >= len21) { 
# 34
return; 
# 35
}  
# 36
int w23 = 0; 
# 37
while (w23 < len21) { 
# 38
if ((__device_builtin_variable_warpSize > i22) && (!input20)) { 
# 39
return; 
# 40
}  
# 41
len21 = N; 
# 42
++w23; 
# 43
}  
# 44
if (input20 != nullptr) { 
# 45
return; 
# 46
}  
# 47
len21 = (((__device_builtin_variable_gridDim.z) + ((T)(__device_builtin_variable_threadIdx.x))) * (__device_builtin_variable_blockDim.z)); 
# 48
__attribute__((unused)) static unsigned sh_24[3][8 + (4 + 1)]; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000446.cu"
template< class T, int N = 6> static void 
# 30
fold19_kernel(const T *input20, int len21) 
# 31
{__wrapper__device_stub_fold19_kernel<T,N>(input20,len21);
# 49
return;}
#if 0
# 31
{ 
# 32
unsigned i22 = __device_builtin_variable_threadIdx.x; 
# 33
if (i22 >= len21) { 
# 34
return; 
# 35
}  
# 36
int w23 = 0; 
# 37
while (w23 < len21) { 
# 38
if ((__device_builtin_variable_warpSize > i22) && (!input20)) { 
# 39
return; 
# 40
}  
# 41
len21 = N; 
# 42
++w23; 
# 43
}  
# 44
if (input20 != nullptr) { 
# 45
return; 
# 46
}  
# 47
len21 = (((__device_builtin_variable_gridDim.z) + ((T)(__device_builtin_variable_threadIdx.x))) * (__device_builtin_variable_blockDim.z)); 
# 48
__attribute__((unused)) static unsigned sh_24[3][8 + (4 + 1)]; 
# 49
} 
#endif
# 50 "v000446.cu"
int main() 
# 51
{ 
# 52
int count25 = 1696; 
# 53
const int acc26 = 1264; 
# 54
(__cudaPushCallConfiguration(((dim3)(32)), 1 << 8, 0, (cudaStream_t)0)) ? (void)0 : fold19_kernel< double, 4> (nullptr, (count25 <= sizeof(int)) ? count25 : (sizeof(double) / count25)); 
# 55
(__cudaPushCallConfiguration(((dim3)(32)), 64)) ? (void)0 : weigh12_kernel(39UL >> (count25 - count25), (const long *)nullptr, ((double)acc26) * count25, nullptr); 
# 56
(__cudaPushCallConfiguration((count25 + 63) / 64, 32, 1 << (5 + (4 + 1)), nullptr)) ? (void)0 : fold19_kernel< unsigned, 6> ((const unsigned *)nullptr, (46) / (count25 - 7U)); 
# 57
return 0; 
# 58
} 

# 1 "v000446.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b73e8dc3_10_v000446_cu_daf5b145
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000446.cudafe1.stub.c"
#include "v000446.cudafe1.stub.c"
# 1 "v000446.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
