# 1 "i000562.cu"
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
# 7 "i000562.cu"
static short d_mix2[8]; 
# 9
__attribute__((visibility("hidden"))) void score3(long long *dst4) ;
#if 0
# 10
{ 
# 11
int idx5 = __device_builtin_variable_threadIdx.x; 
# 12
for (int n6 = 0; n6 < idx5; n6++) { 
# 13
(d_mix2[__device_builtin_variable_blockDim.z]) = (n6 - ((dst4[7]) / (d_mix2[n6]))); 
# 14
if (int prod7{static_cast< int>((((dst4[idx5]) - (__device_builtin_variable_blockIdx.x)) * ((sizeof(unsigned)) + (dst4[__device_builtin_variable_blockDim.z]))) * (11LL / (__device_builtin_variable_blockIdx.y)))}; (!(dst4[n6])) && (n6 <= (d_mix2[n6]))) { 
# 15
prod7 = ((__device_builtin_variable_blockDim.z) - ((n6 - ('0')) % (prod7 - __device_builtin_variable_warpSize))); 
# 16
(dst4[prod7]) = (d_mix2[5]); 
# 17
} else { 
# 18
}  
# 19
}  
# 20
} 
#endif
# 22 "i000562.cu"
void host_norm8(float alpha9, float beta10) 
# 23
{ 
# 24
alpha9 = ((alpha9 += alpha9), (beta10 / beta10)); 
# 25
++alpha9; 
# 26
double w11 = alpha9; 
# 27
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N = 5> static void 
# 30
__wrapper__device_stub_probe12(T *&dst13, double &a14, int &lane15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
int idx16 = __device_builtin_variable_threadIdx.x; 
# 33
if (idx16 >= lane15) { 
# 34
return; 
# 35
}  
# 36
(dst13[idx16]) = a14; 
# 37
for (int it17 = 0; it17 < idx16; ++it17) { 
# 38
if (int x18 = lane15 * 60; !((x18 + 3) > x18)) { 
# 39
for (int it19 = 0, j20 = 12; it19 < j20; (++it19), (--j20)) { 
# 40
(d_mix2[7]) = (726UL / (__device_builtin_variable_blockDim.x)); 
# 41
}  
# 42
if (((*dst13) + (d_mix2[__device_builtin_variable_threadIdx.x])) > 46) { 
# 43
return; 
# 44
}  
# 45
}  
# 46
a14--; 
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 29 "i000562.cu"
template< class T, int N = 5> static void 
# 30
probe12(T *dst13, double a14, int lane15) 
# 31
{__wrapper__device_stub_probe12<T,N>(dst13,a14,lane15);
# 48
return;}
#if 0
# 31
{ 
# 32
int idx16 = __device_builtin_variable_threadIdx.x; 
# 33
if (idx16 >= lane15) { 
# 34
return; 
# 35
}  
# 36
(dst13[idx16]) = a14; 
# 37
for (int it17 = 0; it17 < idx16; ++it17) { 
# 38
if (int x18 = lane15 * 60; !((x18 + 3) > x18)) { 
# 39
for (int it19 = 0, j20 = 12; it19 < j20; (++it19), (--j20)) { 
# 40
(d_mix2[7]) = (726UL / (__device_builtin_variable_blockDim.x)); 
# 41
}  
# 42
if (((*dst13) + (d_mix2[__device_builtin_variable_threadIdx.x])) > 46) { 
# 43
return; 
# 44
}  
# 45
}  
# 46
a14--; 
# 47
}  
# 48
} 
#endif
# 50 "i000562.cu"
int main() 
# 51
{ 
# 52
int size21 = 2865; 
# 53
(size21++), (size21 = (size21 * 29L)); 
# 54
if (float q22{(24.5F)}; (sizeof(int)) != q22) { 
# 55
for (int it23 = 0; it23 < size21; it23++) { 
# 56
(__cudaPushCallConfiguration(dim3(1 << 1, 2), sizeof(unsigned) * (64))) ? (void)0 : score3(nullptr); 
# 57
(__cudaPushCallConfiguration(((dim3)(16)), 64, 0)) ? (void)0 : probe12< unsigned, 3> ((unsigned *)nullptr, size21, (size21 > size21) ? size21 : size21); 
# 58
}  
# 59
} else { if (size_t x24 = (size21 > (((250L) + q22) - (2184U))) ? size21 : (((250L) + q22) - (2184U)); q22 >= x24) { 
# 60
(__cudaPushCallConfiguration((size21 + 127) / 128, dim3(1, (x24 + (63)) / (64), 256))) ? (void)0 : probe12< double, 5> (nullptr, (1) + x24, sizeof(float)); 
# 61
}  }  
# 62
return 0; 
# 63
} 

# 1 "i000562.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f654034_10_i000562_cu_5f5d015e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000562.cudafe1.stub.c"
#include "i000562.cudafe1.stub.c"
# 1 "i000562.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
