# 1 "i000428.cu"
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
# 7 "i000428.cu"
enum Op3: short { ADD4 = 2, MUL5, ON6 = 8}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T, int N = 4> static void 
# 10
__wrapper__device_stub_count7(T *&dst8, const T *&in9, double *__restrict__ &acc10, const T *__restrict__ &in11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_12[]; 
# 13
__attribute__((unused)) static int sh_13[16]; 
# 14
++(acc10[6]); 
# 15
T res14 = ((11.25)); 
# 16
__attribute__((unused)) static double sh_15[16]; 
# 17
if (((in11[0]) + 'a') < 54L) { 
# 18
goto done16; 
# 19
}  
# 20
(dyn_12[0]) *= (MUL5); 
# 21
++(*dst8); 
# 22
(*acc10) = ((1.625) + res14); 
# 23
done16:; ; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 9 "i000428.cu"
template< class T, int N = 4> static void 
# 10
count7(T *dst8, const T *in9, double *__restrict__ acc10, const T *__restrict__ in11) 
# 11
{__wrapper__device_stub_count7<T,N>(dst8,in9,acc10,in11);
# 24
return;}
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_12[]; 
# 13
__attribute__((unused)) static int sh_13[16]; 
# 14
++(acc10[6]); 
# 15
T res14 = ((11.25)); 
# 16
__attribute__((unused)) static double sh_15[16]; 
# 17
if (((in11[0]) + 'a') < 54L) { 
# 18
goto done16; 
# 19
}  
# 20
(dyn_12[0]) *= (MUL5); 
# 21
++(*dst8); 
# 22
(*acc10) = ((1.625) + res14); 
# 23
done16:; ; 
# 24
} 
#endif
# 25 "i000428.cu"
static int d_shade17[32]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T> static void 
# 28
__wrapper__device_stub_clamp18(T *&data19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
long acc20[8] = {}; 
# 31
--(acc20[4]); 
# 32
if (!data19) { 
# 33
return; 
# 34
}  
# 35
float h21 = (9.25F); 
# 36
if ((!data19) ? 3826 : (acc20[0])) { 
# 37
goto finish22; 
# 38
}  
# 39
(d_shade17[18])++; 
# 40
finish22:; ; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 27 "i000428.cu"
template< class T> static void 
# 28
clamp18(T *data19) 
# 29
{__wrapper__device_stub_clamp18<T>(data19);
# 41
return;}
#if 0
# 29
{ 
# 30
long acc20[8] = {}; 
# 31
--(acc20[4]); 
# 32
if (!data19) { 
# 33
return; 
# 34
}  
# 35
float h21 = (9.25F); 
# 36
if ((!data19) ? 3826 : (acc20[0])) { 
# 37
goto finish22; 
# 38
}  
# 39
(d_shade17[18])++; 
# 40
finish22:; ; 
# 41
} 
#endif
# 43 "i000428.cu"
unsigned long scatter23(unsigned p24, int stride25, int len26) 
# 44
{ 
# 45
len26 = ((len26 += p24), stride25); 
# 46
for (int j27 = 0, j28 = stride25; j27 < j28; (++j27), (--j28)) { 
# 47
p24 = (MUL5); 
# 48
len26 = 1836; 
# 49
}  
# 50
return 14; 
# 51
} 
# 53
int main() 
# 54
{ 
# 55
int len29 = 3541; 
# 56
char vals30{len29}; 
# 57
len29 <<= (len29 * ((!(len29 > len29)) ? len29 : 33)); 
# 58
len29 ^= len29; 
# 59
(__cudaPushCallConfiguration(dim3((len29 + 127) / 128, sizeof(unsigned), sizeof(unsigned) * (32)), ((dim3)(sizeof(int))), 1 << ((MUL5) + ((ON6) + 1)))) ? (void)0 : count7((long *)nullptr, (const long *)nullptr, (double *)nullptr, (const long *)nullptr); 
# 60
(__cudaPushCallConfiguration(((dim3)(1)), ((dim3)(2 * (ADD4))), sizeof(double) * (32), nullptr)) ? (void)0 : clamp18((long *)nullptr); 
# 61
return 0; 
# 62
} 

# 1 "i000428.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0e04d535_10_i000428_cu_3a8a278c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000428.cudafe1.stub.c"
#include "i000428.cudafe1.stub.c"
# 1 "i000428.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
