# 1 "v000149.cu"
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
# 8 "v000149.cu"
__attribute__((visibility("hidden"))) void drift4(int lane5, const int *src6) ;
#if 0
# 8
{ 
# 9
unsigned char diff7 = ((__device_builtin_variable_gridDim.z) == (3)) ? ((lane5 ^ 64) > 7) ? lane5 ^ 64 : 7 : (src6[__device_builtin_variable_warpSize]); 
# 10
lane5 = (lane5 + lane5); 
# 11
diff7 = (((diff7 + lane5) + 41U) / (src6[5])); 
# 12
__attribute__((unused)) static signed char sh_8; 
# 13
} 
#endif
# 15 "v000149.cu"
static void gather9_kernel(int *__restrict__ buf10, float *data11) ;
#if 0
# 15
{ 
# 16
int i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
{ 
# 18
int f13[7]{i12, 6, (L'\x61'), (int)(data11[3]), 19, (34UL), i12}; 
# 19
float stride14 = ((data11[4]) * (*buf10)) * ((f13[i12]) & 15); 
# 20
} 
# 21
__attribute__((unused)) static double sh_15[64]; 
# 22
(sh_15[41]) = (data11[i12]); 
# 23
__attribute__((unused)) static int sh_16[8]; 
# 24
} 
#endif
# 25 "v000149.cu"
__attribute__((visibility("hidden"))) void pivot17(int lane18, unsigned *data19, const double *in20, int len21) ;
#if 0
# 25
{ 
# 26
unsigned gid22 = __device_builtin_variable_threadIdx.x; 
# 27
(*data19) = gid22; 
# 28
int flag23 = (475L); 
# 29
lane18++; 
# 30
len21++; 
# 31
(data19[__device_builtin_variable_threadIdx.y])++; 
# 32
} 
#endif
# 34 "v000149.cu"
template< class T, int N = 2> __attribute__((unused)) float 
# 35
accum24(T cfg25) {int volatile ___ = 1;(void)cfg25;
# 41
::exit(___);}
#if 0
# 35
{ 
# 36
long e26 = (((cfg25 != cfg25) ? cfg25 : 882) + cfg25) + cfg25; 
# 37
if ((e26 & (15)) <= (15)) { 
# 38
return N; 
# 39
}  
# 40
return ((cfg25 <= '0') || (((__device_builtin_variable_threadIdx.x) * cfg25) <= sizeof(T))) ? e26 : (4); 
# 41
} 
#endif
# 42 "v000149.cu"
template< class T, int N> __attribute__((unused)) int 
# 43
scale27(T *acc28, T *out29) {int volatile ___ = 1;(void)acc28;(void)out29;
# 52
::exit(___);}
#if 0
# 43
{ 
# 44
(acc28[__device_builtin_variable_threadIdx.z]) = (*out29); 
# 45
int cnt30[5] = {(9U), (-9), N}; 
# 46
if ((__device_builtin_variable_blockIdx.y) & (1)) { 
# 47
return ((((out29[__device_builtin_variable_blockIdx.z]) - 52) > N) ? (out29[__device_builtin_variable_blockIdx.z]) - 52 : N); 
# 48
}  
# 49
(out29[__device_builtin_variable_warpSize]) = (cnt30[1]); 
# 50
(out29[0]) = (((!((cnt30[__device_builtin_variable_blockIdx.x]) != (cnt30[__device_builtin_variable_threadIdx.x]))) && ((acc28[5]) >= (__device_builtin_variable_gridDim.z))) ? ((float)(__device_builtin_variable_threadIdx.x)) - (N) : (((22.75) + (*acc28)) + ((__device_builtin_variable_threadIdx.z) | (24)))); 
# 51
return (5 - (cnt30[__device_builtin_variable_gridDim.x])) & (cnt30[2]); 
# 52
} 
#endif
# 54 "v000149.cu"
static void clamp31_kernel(double *buf32, int count33, const unsigned long *input34) ;
#if 0
# 54
{ 
# 55
(buf32[count33]) = (((__device_builtin_variable_threadIdx.x) > (count33 * count33)) ? __device_builtin_variable_threadIdx.x : (count33 * count33)); 
# 56
count33 = 41; 
# 57
} 
#endif
# 59 "v000149.cu"
template< class T, class U> __attribute__((unused)) unsigned 
# 60
count35(U alpha36, float cfg37, int len38) {int volatile ___ = 1;(void)alpha36;(void)cfg37;(void)len38;
# 68
::exit(___);}
#if 0
# 60
{ 
# 61
if (cfg37 == (8)) { 
# 62
goto done39; 
# 63
}  
# 64
--alpha36; 
# 65
alpha36 = (1.75F); 
# 66
done39:; ; 
# 67
return alpha36 - (alpha36 + ((51) + (__device_builtin_variable_threadIdx.y))); 
# 68
} 
#endif
# 69 "v000149.cu"
short host_scale40(const int *__restrict__ src41, char b42, signed char *__restrict__ acc43) { 
# 70
auto step46 = [&](int diff44)->unsigned { 
# 71
char z45 = sizeof(double) - (static_cast< int>((acc43)[5])); 
# 72
++(*(acc43)); 
# 73
return 64L * ((b42) % 213L); 
# 74
} ; typedef decltype(step46) __T0;
# 75
step46(*src41); 
# 76
b42 = (step46(src41[7])); 
# 77
(acc43[b42 & 7]) = ('#'); 
# 78
if ((((*src41) > (36 - b42)) ? *src41 : (36 - b42)) <= (51 - b42)) { 
# 79
(__cudaPushCallConfiguration(sizeof(int) * (64), 32 * 16)) ? (void)0 : clamp31_kernel(reinterpret_cast< double *>(acc43), src41[7], nullptr); 
# 80
(acc43[b42 & 7]) = (22); 
# 81
}  
# 82
(__cudaPushCallConfiguration(512, 128, 0)) ? (void)0 : pivot17((b42 > (35UL * (src41[1]))) ? b42 : (35UL * (src41[1])), reinterpret_cast< unsigned *>(acc43), reinterpret_cast< const double *>(src41), 57UL); 
# 83
return step46(acc43[b42 & 7]) * step46(b42); 
# 84
} 
# 85
int main() { 
# 86
int count47 = 222; 
# 87
if (!(count47 != count47)) { 
# 88
return (count47 > 34L) ? 45L : count47; 
# 89
}  
# 90
if ((count47 + 20) != 5) { 
# 91
return '0'; 
# 92
}  
# 93
(__cudaPushCallConfiguration(4, 512, sizeof(int) * (32))) ? (void)0 : drift4(sizeof(float), nullptr); 
# 94
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : gather9_kernel(nullptr, static_cast< float *>(nullptr)); 
# 95
return 0; 
# 96
} 

# 1 "v000149.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf900c26_10_v000149_cu_dfe59278
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000149.cudafe1.stub.c"
#include "v000149.cudafe1.stub.c"
# 1 "v000149.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
