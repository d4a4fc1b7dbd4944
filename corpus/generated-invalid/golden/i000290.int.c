# 1 "i000290.cu"
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

# 17 "i000290.cu"
template< class T> static void 
# 18
__wrapper__device_stub_decay6(const T *&src7, T &b8, int *&buf9, int *&data10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern long long dyn_11[]; 
# 21
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(*buf9) %= (*buf9); 
# 23
if (__device_builtin_variable_threadIdx.x) { 
# 24
switch (gid12) { 
# 25
case 7:  
# 26
break; 
# 27
case 4:  
# 28
(buf9[4])++; 
# 29
break; 
# 30
}  
# 31
--(data10[7]); 
# 32
(dyn_11[gid12]) = (data10[gid12]); 
# 33
} else { if (!(buf9 != (nullptr))) { }  }  
# 34
} 
#endif

#pragma GCC diagnostic pop

# 17 "i000290.cu"
template< class T> static void 
# 18
decay6(const T *src7, T b8, int *buf9, int *data10) 
# 19
{__wrapper__device_stub_decay6<T>(src7,b8,buf9,data10);
# 34
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern long long dyn_11[]; 
# 21
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(*buf9) %= (*buf9); 
# 23
if (__device_builtin_variable_threadIdx.x) { 
# 24
switch (gid12) { 
# 25
case 7:  
# 26
break; 
# 27
case 4:  
# 28
(buf9[4])++; 
# 29
break; 
# 30
}  
# 31
--(data10[7]); 
# 32
(dyn_11[gid12]) = (data10[gid12]); 
# 33
} else { if (!(buf9 != (nullptr))) { }  }  
# 34
} 
#endif
# 36 "i000290.cu"
int main() 
# 37
{ 
# 38
int size13 = 3220; 
# 39
int tag16 = 24930; 
# 40
int off14 = size13; 
# 41
int f15{27}; 
# 42
f15 = (1575UL); 
# 43
if (size13 >= off14) { 
# 44
return 18UL; 
# 45
}  
# 46
(__cudaPushCallConfiguration(8, 64 * ((2 * 2) + 4))) ? (void)0 : decay6(static_cast< const int *>(nullptr), f15, nullptr, (int *)nullptr); 
# 47
return 0; 
# 48
} 

# 1 "i000290.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6a392fd6_10_i000290_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000290.cudafe1.stub.c"
#include "i000290.cudafe1.stub.c"
# 1 "i000290.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
