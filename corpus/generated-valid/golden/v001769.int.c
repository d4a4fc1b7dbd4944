# 1 "v001769.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 8 "v001769.cu"
template< class T, class U> static void 
# 9
__wrapper__device_stub_apply3_kernel(U &b4, short &cfg5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern int dyn_6[]; 
# 11
int tid7 = __device_builtin_variable_threadIdx.x; 
# 12
if ((((T)tid7) + __device_builtin_variable_warpSize) > (dyn_6[1])) { 
# 13
int x8[4 + 1]{60, static_cast< int>(b4), tid7, 49, tid7}; 
# 14
}  
# 15
if ((b4 + tid7) > (dyn_6[tid7 & 7])) { 
# 16
return; 
# 17
}  
# 18
auto q9 = cfg5 + tid7; 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001769.cu"
template< class T, class U> static void 
# 9
apply3_kernel(U b4, short cfg5) {__wrapper__device_stub_apply3_kernel<T,U>(b4,cfg5);
# 19
return;}
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern int dyn_6[]; 
# 11
int tid7 = __device_builtin_variable_threadIdx.x; 
# 12
if ((((T)tid7) + __device_builtin_variable_warpSize) > (dyn_6[1])) { 
# 13
int x8[4 + 1]{60, static_cast< int>(b4), tid7, 49, tid7}; 
# 14
}  
# 15
if ((b4 + tid7) > (dyn_6[tid7 & 7])) { 
# 16
return; 
# 17
}  
# 18
auto q9 = cfg5 + tid7; 
# 19
} 
#endif
# 20 "v001769.cu"
enum Mode10: short { GREEN11 = 3, MUL12 = 9, FAST13, ON14}; 
# 22
__attribute__((unused)) int relax15(short cfg16, int stride17 = 58UL) {int volatile ___ = 1;(void)cfg16;(void)stride17;
# 29
::exit(___);}
#if 0
# 22
{ 
# 23
if (stride17 & 15) { 
# 24
return cfg16; 
# 25
}  
# 26
Mode10 val18 = FAST13; 
# 27
static_assert((sizeof(int) == (4)));
# 28
return val18; 
# 29
} 
#endif
# 36 "v001769.cu"
__attribute__((visibility("hidden"))) void map_split20(float *data, int n) ;
#if 0
# 36
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 37 "v001769.cu"
__attribute__((visibility("hidden"))) void map_fuse21(unsigned *data, int n) ;
#if 0
# 37
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 39 "v001769.cu"
int main() { 
# 40
int n22 = 1113; 
# 41
auto step25 = [=]() mutable->float { 
# 42
const float diff23 = ((int)(n22)) + (((n22) - 9LL) & (15)); 
# 43
const char cnt24 = static_cast< int>(n22); 
# 44
(n22) = (28UL); 
# 45
return static_cast< float>(33L); 
# 46
} ; typedef decltype(step25) __T0;
# 47
step25(); 
# 48
(__cudaPushCallConfiguration(16, 64, sizeof(double) * (256))) ? (void)0 : map_fuse21((unsigned *)nullptr, (n22 + n22) | 19ULL); 
# 49
constexpr float lim26 = (0); 
# 50
(__cudaPushCallConfiguration((n22 + 127) / 128, 64, 256)) ? (void)0 : apply3_kernel< float, int> (lim26, n22); 
# 51
(__cudaPushCallConfiguration((n22 + 255) / 256, (GREEN11) + 125)) ? (void)0 : map_split20(nullptr, lim26); 
# 52
return 0; 
# 53
} 

# 1 "v001769.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b57eb7ef_10_v001769_cu_7f0d4069
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001769.cudafe1.stub.c"
#include "v001769.cudafe1.stub.c"
# 1 "v001769.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
