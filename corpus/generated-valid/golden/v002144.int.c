# 1 "v002144.cu"
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

# 7 "v002144.cu"
template< class T, int N = 7> static void 
# 8
__wrapper__device_stub_weigh3_kernel(T *&data4, T &beta5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
unsigned gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (beta5 >= beta5) { 
# 12
goto skip11; 
# 13
}  
# 14
if ((beta5 < (dyn_6[gid7])) && ((dyn_6[gid7]) < 29)) { 
# 15
return; 
# 16
}  
# 17
for (int n8 = 0; n8 < 16; n8 += 3) { 
# 18
for (int it9 = n8; it9 > 0; --it9) { 
# 19
T idx10 = sizeof(long) - it9; 
# 20
(*data4) -= ((__device_builtin_variable_warpSize + (((dyn_6[n8]) += N), (dyn_6[7]))) + idx10); 
# 21
if ((beta5 != 48) && (gid7 == (N))) { 
# 22
continue; 
# 23
}  
# 24
}   
# 25
(*data4) = ((unsigned char)N); 
# 26
}  
# 27
skip11:; ; 
# 28
} 
#endif

#pragma GCC diagnostic pop

# 7 "v002144.cu"
template< class T, int N = 7> static void 
# 8
weigh3_kernel(T *data4, T beta5) {__wrapper__device_stub_weigh3_kernel<T,N>(data4,beta5);
# 28
return;}
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
unsigned gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (beta5 >= beta5) { 
# 12
goto skip11; 
# 13
}  
# 14
if ((beta5 < (dyn_6[gid7])) && ((dyn_6[gid7]) < 29)) { 
# 15
return; 
# 16
}  
# 17
for (int n8 = 0; n8 < 16; n8 += 3) { 
# 18
for (int it9 = n8; it9 > 0; --it9) { 
# 19
T idx10 = sizeof(long) - it9; 
# 20
(*data4) -= ((__device_builtin_variable_warpSize + (((dyn_6[n8]) += N), (dyn_6[7]))) + idx10); 
# 21
if ((beta5 != 48) && (gid7 == (N))) { 
# 22
continue; 
# 23
}  
# 24
}   
# 25
(*data4) = ((unsigned char)N); 
# 26
}  
# 27
skip11:; ; 
# 28
} 
#endif
# 29 "v002144.cu"
int main() { 
# 30
int count12 = 319; 
# 31
if ((count12 << 5) > sizeof(unsigned)) { 
# 32
return 34; 
# 33
}  
# 34
switch (count12) { 
# 35
case 3:  
# 36
count12 = ((int)count12); 
# 37
break; 
# 38
case 10:  
# 39
break; 
# 40
case 0:  
# 41
(__cudaPushCallConfiguration(64, 32)) ? (void)0 : weigh3_kernel< float, 7> (nullptr, (1.875F) - count12); 
# 42
break; 
# 43
}  
# 44
return 0; 
# 45
} 

# 1 "v002144.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da65c5d2_10_v002144_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002144.cudafe1.stub.c"
#include "v002144.cudafe1.stub.c"
# 1 "v002144.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
