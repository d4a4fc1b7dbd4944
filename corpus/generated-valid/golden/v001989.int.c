# 1 "v001989.cu"
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
# 12 "v001989.cu"
__attribute__((visibility("hidden"))) void score5(int lane6, double q7) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_8[]; 
# 14
int idx9 = __device_builtin_variable_threadIdx.x; 
# 15
if (idx9 >= lane6) { 
# 16
return; 
# 17
}  
# 18
long mid10 = (12); 
# 19
q7--; 
# 20
const float *w11 = ((const float *)nullptr); 
# 21
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v001989.cu"
template< class T, int N = 2> static void 
# 24
__wrapper__device_stub_norm12_kernel(T *&out13, float *&dst14, T *&dst15, unsigned *&acc16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern double dyn_17[]; 
# 26
bool flag18 = (acc16[2]) == ((unsigned)17L); 
# 27
--(dyn_17[__device_builtin_variable_gridDim.y]); 
# 28
int lo19 = (T)((dst15[1]) * (acc16[0])); 
# 29
if (!out13) { 
# 30
goto finish20; 
# 31
}  
# 32
(out13[__device_builtin_variable_threadIdx.x]) = (*dst15); 
# 33
finish20:; ; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001989.cu"
template< class T, int N = 2> static void 
# 24
norm12_kernel(T *out13, float *dst14, T *dst15, unsigned *acc16) {__wrapper__device_stub_norm12_kernel<T,N>(out13,dst14,dst15,acc16);
# 34
return;}
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern double dyn_17[]; 
# 26
bool flag18 = (acc16[2]) == ((unsigned)17L); 
# 27
--(dyn_17[__device_builtin_variable_gridDim.y]); 
# 28
int lo19 = (T)((dst15[1]) * (acc16[0])); 
# 29
if (!out13) { 
# 30
goto finish20; 
# 31
}  
# 32
(out13[__device_builtin_variable_threadIdx.x]) = (*dst15); 
# 33
finish20:; ; 
# 34
} 
#endif
# 37 "v001989.cu"
struct __attribute((aligned(8))) Bounds21 { 
# 38
int count22; 
# 39
double z23; 
# 40
long w24; 
# 41
}; 
# 43
inline float check_fold25(int lane26) { 
# 44
if ((lane26 == lane26) || (lane26 || (lane26 >= lane26))) { 
# 45
lane26 = ((((2 * lane26) + lane26) + 25UL) + lane26); 
# 46
}  
# 47
if (lane26 > lane26) { 
# 48
return (int)lane26; 
# 49
}  
# 50
return lane26; 
# 51
} 
# 53
int main() { 
# 54
int count27 = 1133; 
# 55
if (count27 < 4) { 
# 56
return check_fold25(count27 / count27); 
# 57
}  
# 58
if ((42 > count27) && (40 != count27)) { 
# 59
return count27; 
# 60
}  
# 61
check_fold25(((2) * check_fold25(count27)) + count27); 
# 62
(__cudaPushCallConfiguration(8, sizeof(float) * (12 + 4))) ? (void)0 : score5(count27, count27); 
# 63
(__cudaPushCallConfiguration((count27 + 31) / 32, 12 + 116)) ? (void)0 : norm12_kernel((float *)nullptr, (float *)nullptr, (float *)nullptr, nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001989.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__304468fe_10_v001989_cu_4155ac19
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001989.cudafe1.stub.c"
#include "v001989.cudafe1.stub.c"
# 1 "v001989.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
