# 1 "v001604.cu"
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
# 7 "v001604.cu"
__attribute__((visibility("hidden"))) void lerp1_kernel(int stride2, double *out3, double *out4, unsigned long *out5) ;
#if 0
# 7
{ 
# 8
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
stride2 = (58 + stride2); 
# 10
constexpr int cnt7 = (9 * 3); 
# 11
(*out5)++; 
# 12
} 
#endif
# 15 "v001604.cu"
static void clamp8(const unsigned char *input9, unsigned *acc10, const double *src11, int *data12) ;
#if 0
# 15
{ 
# 16
if (((data12[3]) / 43UL) < (acc10[6])) { 
# 17
goto out15; 
# 18
}  
# 19
if (!input9) { 
# 20
return; 
# 21
}  
# 22
if (int r13 = (((src11[3]) - (*input9)) - (*data12)) + (58LL + ((__device_builtin_variable_gridDim.y) & (4014))); (((__device_builtin_variable_threadIdx.x) + (*input9)) % ((input9[5]) - (data12[r13 & 7]))) < sizeof(int)) { 
# 23
if (!((r13 % (data12[r13 & 7])) == 63)) { 
# 24
++(data12[r13 & 7]); 
# 25
(data12[3]) = ((int)((r13 % (*input9)) % (r13 + 46))); 
# 26
} else { if (short sum14 = (2775); (input9[(__device_builtin_variable_threadIdx.z) & (7)]) > ((float)sizeof(int))) { }  }  
# 27
}  
# 28
out15:; ; 
# 29
} 
#endif
# 31 "v001604.cu"
template< class T> 
# 32
struct Node16 { 
# 33
T vel17, mass18; 
# 34
T val19; 
# 35
T get20(T z21) const { 
# 36
return (12.625) - (vel17); 
# 37
} 
# 38
}; 
# 40
template< class T> __attribute__((unused)) void 
# 41
filter22(T alpha23) {int volatile ___ = 1;(void)alpha23;
# 50
::exit(___);}
#if 0
# 41
{ 
# 42
Node16< long>  lo24 = {32UL, (long)((__device_builtin_variable_warpSize > (__device_builtin_variable_blockIdx.x)) ? 63 : 38), 2639U}; 
# 43
if (int e25 = ((3) % ((lo24.vel17) % (55))) | (((61) + (lo24.vel17)) - ((lo24.vel17) ^ (lo24.mass18))); e25) { 
# 44
Node16< long>  res26 = lo24; 
# 45
}  
# 46
alpha23 = (6.0F); 
# 47
lo24 = lo24; 
# 48
int stride27 = 4230; 
# 49
static_assert((18 > 17));
# 50
} 
#endif
# 52 "v001604.cu"
double host_rank28(int lane29) { 
# 53
lane29 = lane29; 
# 54
(__cudaPushCallConfiguration(1, 32, sizeof(int) * (64))) ? (void)0 : clamp8((const unsigned char *)nullptr, nullptr, nullptr, (int *)nullptr); 
# 55
return (8.625) * (lane29 * 48); 
# 56
} 
# 59
short check_apply30(const int *input31, float *data32, const int *coef33) { 
# 60
if ((26 <= (*coef33)) && ((coef33[0]) < 32)) { 
# 61
goto skip34; 
# 62
}  
# 63
if (((*coef33) | 19L) > (data32[5])) { 
# 64
return 2 * (*input31); 
# 65
}  
# 66
if (((*coef33) ^ (39 % (input31[2]))) != ((double)(2.375))) { 
# 67
(*data32) = (11 * (*input31)); 
# 68
if ((-(coef33[1])) <= 53UL) { 
# 69
(*data32) = ((data32[4]) + (data32[1])); 
# 70
++(*data32); 
# 71
}  
# 72
} else { 
# 73
}  
# 74
skip34:; ; 
# 75
return (((input31[1]) + (input31[1])) ^ 44) + ((*coef33) + (*input31)); 
# 76
} 
# 77
using rec35_t = Node16< long> ; 
# 78
using idx36_t = char; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 81
__attribute__((unused)) static int grow37(float beta38, float p39, int n40) {int volatile ___ = 1;(void)beta38;(void)p39;(void)n40;
# 92
::exit(___);}
#if 0
# 81
{ 
# 82
if ((beta38 + n40) != n40) { 
# 83
--beta38; 
# 84
Node16< long>  cnt41 = {4L, (24), (24)}; 
# 85
} else { if (n40 != 41U) { 
# 86
if (p39 <= (32UL)) { 
# 87
return 14UL; 
# 88
}  
# 89
p39++; 
# 90
}  }  
# 91
return p39; 
# 92
} 
#endif

#pragma GCC diagnostic pop

# 94 "v001604.cu"
int main() { 
# 95
int count42 = 1071; 
# 96
long cnt43 = ((count42 + 32) - ((float)count42)) + (((double)sizeof(Node16< long> )) + count42); 
# 97
float s44[8] = {(17.125F), static_cast< float>((float)cnt43), static_cast< float>(cnt43), (6.0F), (2.0F)}; 
# 98
(__cudaPushCallConfiguration(256, 32, 0, 0)) ? (void)0 : lerp1_kernel(((double)(s44[cnt43 & (7)])) - ((s44[5]) / (s44[count42])), nullptr, nullptr, nullptr); 
# 99
return 0; 
# 100
} 

# 1 "v001604.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03084937_10_v001604_cu_8c009d9a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001604.cudafe1.stub.c"
#include "v001604.cudafe1.stub.c"
# 1 "v001604.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
