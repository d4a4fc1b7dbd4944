# 1 "v001383.cu"
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

# 13 "v001383.cu"
template< class T> static void 
# 14
__wrapper__device_stub_grow4(T &alpha5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
int iter7 = 0; 
# 18
while (iter7 < 16) { 
# 19
if (!(((__device_builtin_variable_blockDim.y) > alpha5) ? __device_builtin_variable_threadIdx.x : (__device_builtin_variable_blockIdx.x))) { 
# 20
auto lo8 = (27L & ((__device_builtin_variable_threadIdx.x) | 36U)) ^ (iter7 + ('0')); 
# 21
} else { if ((33 << (__device_builtin_variable_blockDim.x)) >= (tid6 + sizeof(T))) { 
# 22
alpha5 = (~((iter7 & iter7) % (2411UL - (__device_builtin_variable_blockDim.y)))); 
# 23
}  }  
# 24
++iter7; 
# 25
}  
# 26
} 
#endif

#pragma GCC diagnostic pop

# 13 "v001383.cu"
template< class T> static void 
# 14
grow4(T alpha5) 
# 15
{__wrapper__device_stub_grow4<T>(alpha5);
# 26
return;}
#if 0
# 15
{ 
# 16
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
int iter7 = 0; 
# 18
while (iter7 < 16) { 
# 19
if (!(((__device_builtin_variable_blockDim.y) > alpha5) ? __device_builtin_variable_threadIdx.x : (__device_builtin_variable_blockIdx.x))) { 
# 20
auto lo8 = (27L & ((__device_builtin_variable_threadIdx.x) | 36U)) ^ (iter7 + ('0')); 
# 21
} else { if ((33 << (__device_builtin_variable_blockDim.x)) >= (tid6 + sizeof(T))) { 
# 22
alpha5 = (~((iter7 & iter7) % (2411UL - (__device_builtin_variable_blockDim.y)))); 
# 23
}  }  
# 24
++iter7; 
# 25
}  
# 26
} 
#endif
# 27 "v001383.cu"
enum Axis9: unsigned { MUL10, SLOW11 = 4U, ADD12}; 
# 29
int scale13(int *out14) 
# 30
{ 
# 31
(out14[2]) = (~(4482UL * ((out14[7]) * (*out14)))); 
# 32
(out14[0]) = ((+(out14[7])) - (*out14)); 
# 33
(out14[0]) = 42; 
# 34
(*out14) = (*out14); 
# 35
int flag15[6] = {}; 
# 36
return (57 * (out14[4])) & (34UL & (out14[2])); 
# 37
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, class U> static void 
# 40
__wrapper__device_stub_apply16(const T *&in17, Axis9 &q18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
q18 = SLOW11; 
# 44
if (q18 == (MUL10)) { 
# 45
unsigned idx20 = gid19 + 26; 
# 46
} else { if ((__device_builtin_variable_gridDim.x) == ((__device_builtin_variable_threadIdx.x) - gid19)) { 
# 47
int u21[3]{(8L), gid19, gid19}; 
# 48
auto k22 = 3247UL; 
# 49
long long x23[2] = {}; 
# 50
}  }  
# 51
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001383.cu"
template< class T, class U> static void 
# 40
apply16(const T *in17, Axis9 q18) 
# 41
{__wrapper__device_stub_apply16<T,U>(in17,q18);
# 51
return;}
#if 0
# 41
{ 
# 42
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
q18 = SLOW11; 
# 44
if (q18 == (MUL10)) { 
# 45
unsigned idx20 = gid19 + 26; 
# 46
} else { if ((__device_builtin_variable_gridDim.x) == ((__device_builtin_variable_threadIdx.x) - gid19)) { 
# 47
int u21[3]{(8L), gid19, gid19}; 
# 48
auto k22 = 3247UL; 
# 49
long long x23[2] = {}; 
# 50
}  }  
# 51
} 
#endif
# 53 "v001383.cu"
double host_split24(int *dst25) 
# 54
{ 
# 55
Axis9 y26 = MUL10; 
# 56
(__cudaPushCallConfiguration(1, 256, 0)) ? (void)0 : apply16< double, double> ((const double *)nullptr, y26); 
# 57
return (~((dst25[2]) & (*dst25))); 
# 58
} 
# 60
int main() 
# 61
{ 
# 62
int count27 = 3560; 
# 63
if (count27 < (count27 + count27)) { 
# 64
if ((count27 < count27) || count27) { 
# 65
return ((MUL10) ^ count27) % count27; 
# 66
}  
# 67
}  
# 68
(__cudaPushCallConfiguration((count27 + 31) / 32, 1 << 7)) ? (void)0 : grow4< long> (count27); 
# 69
return 0; 
# 70
} 

# 1 "v001383.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fe62abfc_10_v001383_cu_51047753
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001383.cudafe1.stub.c"
#include "v001383.cudafe1.stub.c"
# 1 "v001383.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
