# 1 "v001223.cu"
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
#pragma GCC diagnostic ignored "-Wunused-function"

# 8 "v001223.cu"
template< class T, int N> __attribute__((unused)) static int 
# 9
update3(T b4, const T *in5, int len6) {int volatile ___ = 1;(void)b4;(void)in5;(void)len6;
# 17
::exit(___);}
#if 0
# 9
{ 
# 10
if ((__device_builtin_variable_blockIdx.y) > (static_cast< T>(b4))) { 
# 11
goto finish7; 
# 12
}  
# 13
b4 = (((N + len6) % N) * (__device_builtin_variable_blockDim.x)); 
# 14
++len6; 
# 15
finish7:; ; 
# 16
return (((__device_builtin_variable_threadIdx.x) + (3)) + (12 + (len6 >> 3))); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001223.cu"
enum State8 { FAST9, OFF10 = 4, RED11}; 
# 19
float g_bump12[] = {(15.25F), (10.5F)}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T> static void 
# 22
__wrapper__device_stub_apply13_kernel(const T *&in14, T *&dst15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
unsigned tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
T base17 = ((((*dst15) += 1), ((12.125) - (in14[4])))); 
# 25
if ((__device_builtin_variable_gridDim.y) <= ((tid16 * 23ULL) + update3< T, (OFF10) + (OFF10)> (*dst15, nullptr, 26))) { 
# 26
int q18 = ((dst15[__device_builtin_variable_threadIdx.x]) + (__device_builtin_variable_gridDim.z)) + update3< T, 3> ((13.125) * tid16, dst15, (in14[tid16]) + (*in14)); 
# 27
T flag19 = ((tid16 / (*in14)) <= (in14[tid16])) ? (22.75) : (update3< int, 4> (__device_builtin_variable_blockIdx.z, static_cast< const int *>(nullptr), (__device_builtin_variable_blockDim.x) << 4)); 
# 28
} else { if (6 >= update3< T, sizeof(int)> ((float)(dst15[tid16]), dst15, ((__device_builtin_variable_gridDim.x) > (dst15[__device_builtin_variable_threadIdx.z])) ? 60LL : base17)) { 
# 29
(*dst15)--; 
# 30
(dst15[7]) = ((*in14) * (((*dst15) += (__device_builtin_variable_blockDim.x)), (dst15[4]))); 
# 31
} else { if (dst15 == nullptr) { }  }  }  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001223.cu"
template< class T> static void 
# 22
apply13_kernel(const T *in14, T *dst15) {__wrapper__device_stub_apply13_kernel<T>(in14,dst15);
# 32
return;}
#if 0
# 22
{ 
# 23
unsigned tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
T base17 = ((((*dst15) += 1), ((12.125) - (in14[4])))); 
# 25
if ((__device_builtin_variable_gridDim.y) <= ((tid16 * 23ULL) + update3< T, (OFF10) + (OFF10)> (*dst15, nullptr, 26))) { 
# 26
int q18 = ((dst15[__device_builtin_variable_threadIdx.x]) + (__device_builtin_variable_gridDim.z)) + update3< T, 3> ((13.125) * tid16, dst15, (in14[tid16]) + (*in14)); 
# 27
T flag19 = ((tid16 / (*in14)) <= (in14[tid16])) ? (22.75) : (update3< int, 4> (__device_builtin_variable_blockIdx.z, static_cast< const int *>(nullptr), (__device_builtin_variable_blockDim.x) << 4)); 
# 28
} else { if (6 >= update3< T, sizeof(int)> ((float)(dst15[tid16]), dst15, ((__device_builtin_variable_gridDim.x) > (dst15[__device_builtin_variable_threadIdx.z])) ? 60LL : base17)) { 
# 29
(*dst15)--; 
# 30
(dst15[7]) = ((*in14) * (((*dst15) += (__device_builtin_variable_blockDim.x)), (dst15[4]))); 
# 31
} else { if (dst15 == nullptr) { }  }  }  
# 32
} 
#endif
# 34 "v001223.cu"
__attribute__((unused)) inline long norm20(bool a21) {int volatile ___ = 1;(void)a21;
# 42
::exit(___);}
#if 0
# 34
{ 
# 35
if (__device_builtin_variable_warpSize <= (__device_builtin_variable_gridDim.x)) { 
# 36
return RED11; }  
# 37
if ((a21 >= (__device_builtin_variable_threadIdx.x)) || (a21 == 28)) { 
# 38
return sizeof(float); }  
# 39
a21 = ((((__device_builtin_variable_threadIdx.x) - (OFF10)) * (false)) + (RED11)); 
# 40
bool f22 = (__device_builtin_variable_gridDim.y) > (a21 + a21); 
# 41
return a21 + 10; 
# 42
} 
#endif
# 44 "v001223.cu"
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 45
__attribute__((unused)) static unsigned smooth29(int count30, int n31, unsigned b32) {int volatile ___ = 1;(void)count30;(void)n31;(void)b32;
# 51
::exit(___);}
#if 0
# 45
{ 
# 46
if (count30 <= (b32 - (FAST9))) { 
# 47
return norm20((count30 + 6) + count30); }  
# 48
n31 = update3< double, 2> (3 * (count30 + count30), static_cast< const double *>(nullptr), +b32); 
# 49
float q33{((float)0)}; 
# 50
return (((((b32 / (OFF10)) + norm20(count30 == 42ULL)) + (q33 + n31)) + ((n31 + q33) + ((q33 + (44)) + (3)))) + ((long)(396 + n31))); 
# 51
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001223.cu"
__attribute__((visibility("hidden"))) void sweep23(int *out24) ;
#if 0
# 53
{ 
# 54
unsigned idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
unsigned long stride26(((float)idx25) - idx25); 
# 56
(out24[idx25]) = (((((__device_builtin_variable_blockDim.y) + stride26) + (18)) + (norm20(29 <= (out24[2])))) + (out24[0])); 
# 57
norm20(idx25 >= (42)); 
# 58
if (((update3< long, 6> (2107L, static_cast< const long *>(nullptr), OFF10)) / stride26) < ((float)idx25)) { 
# 59
State8 e27 = OFF10; 
# 60
float hi28 = (1.25F); 
# 61
}  
# 62
} 
#endif
# 63 "v001223.cu"
}
# 65
int main() { 
# 66
int size34 = 2501; 
# 67
const int val35 = 4; 
# 68
(g_bump12[1]) = (g_bump12[size34]); 
# 69
State8 e36 = FAST9; 
# 70
(__cudaPushCallConfiguration((size34 + 255) / 256, dim3(64, 1 << ((OFF10) + 3), 1), 4096, 0)) ? (void)0 : apply13_kernel(static_cast< const long *>(nullptr), static_cast< long *>(nullptr)); 
# 71
(__cudaPushCallConfiguration(((RED11) + ((OFF10) + ((RED11) + ((OFF10) + 14)))) * ((OFF10) + 4), sizeof(float) * (8))) ? (void)0 : sweep23(&size34); 
# 72
return 0; 
# 73
} 

# 1 "v001223.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7f8e60f8_10_v001223_cu_g_bump12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001223.cudafe1.stub.c"
#include "v001223.cudafe1.stub.c"
# 1 "v001223.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
