# 1 "v001998.cu"
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
# 16 "v001998.cu"
__attribute__((visibility("hidden"))) void spread6(int n7, float *buf8, double q9) ;
#if 0
# 17
{ 
# 18
float z10 = ((int)((5) * (__device_builtin_variable_threadIdx.z))) + ((22) - (*buf8)); 
# 19
long *w11 = (static_cast< long *>(nullptr)); 
# 20
q9 = (((~(*w11)) % (w11[(__device_builtin_variable_blockDim.x) & (7)])) * q9); 
# 21
(w11[n7]) = ((__device_builtin_variable_threadIdx.x) ^ n7); 
# 22
n7 = 17; 
# 23
double idx12 = n7 - ((n7 + (*w11)) << (__device_builtin_variable_threadIdx.y)); 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26 "v001998.cu"
template< class T, class U> static void 
# 27
__wrapper__device_stub_relax13(T *&out14, int &len15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (tid16 >= len15) { 
# 31
return; 
# 32
}  
# 33
if ((tid16 + (sizeof(T) * tid16)) <= ((*out14) * 1)) { 
# 34
if ((*out14) < 38UL) { 
# 35
return; 
# 36
}  
# 37
(out14[len15 & 7]) = (__device_builtin_variable_threadIdx.y); 
# 38
}  
# 39
len15--; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001998.cu"
template< class T, class U> static void 
# 27
relax13(T *out14, int len15) 
# 28
{__wrapper__device_stub_relax13<T,U>(out14,len15);
# 40
return;}
#if 0
# 28
{ 
# 29
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (tid16 >= len15) { 
# 31
return; 
# 32
}  
# 33
if ((tid16 + (sizeof(T) * tid16)) <= ((*out14) * 1)) { 
# 34
if ((*out14) < 38UL) { 
# 35
return; 
# 36
}  
# 37
(out14[len15 & 7]) = (__device_builtin_variable_threadIdx.y); 
# 38
}  
# 39
len15--; 
# 40
} 
#endif
# 42 "v001998.cu"
struct Stats17 { 
# 43
int sum18, hi19; 
# 44
int hi20; 
# 45
int hi21; 
# 46
int bump22() const 
# 47
{ 
# 48
return hi20; 
# 49
} 
# 50
}; 
# 52
int main() 
# 53
{ 
# 54
int len23 = 3998; 
# 55
Stats17 v24 = Stats17{6, 5, 45, len23}; 
# 56
(__cudaPushCallConfiguration((len23 + 31) / 32, 32, sizeof(double) * (128), nullptr)) ? (void)0 : relax13< unsigned, double> ((unsigned *)nullptr, v24.bump22()); 
# 57
(__cudaPushCallConfiguration(2, 8 * 16)) ? (void)0 : spread6((double)((float)(v24.hi21)), nullptr, (3.25)); 
# 58
(v24.hi20)++; 
# 59
len23 = ((v24.hi20) % (v24.hi20)); 
# 60
return 0; 
# 61
} 

# 1 "v001998.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b598262b_10_v001998_cu_e7b8c4f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001998.cudafe1.stub.c"
#include "v001998.cudafe1.stub.c"
# 1 "v001998.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
