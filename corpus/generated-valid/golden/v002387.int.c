# 1 "v002387.cu"
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
# 24 "v002387.cu"
__attribute__((visibility("hidden"))) void drift8_kernel(int *__restrict__ dst9, float beta10, const float *coef11) ;
#if 0
# 24
{ 
# 25
(dst9[1]) -= 58; 
# 26
double s12 = (dst9[4]) - (((*coef11) + (coef11[3])) + (29)); 
# 27
} 
#endif
# 29 "v002387.cu"
static void drift13_kernel(float *acc14) ;
#if 0
# 29
{ 
# 30
(++(*acc14)), ((*acc14) = (((*acc14) += (acc14[0])), (0.5F))); 
# 31
static_assert((sizeof(int) == (4)), "size check");
# 32
(*acc14) -= (*acc14); 
# 33
--(acc14[2]); 
# 34
} 
#endif
# 35 "v002387.cu"
enum Kind15: int { BUSY16, FAST17, HIGH18, GREEN19}; 
# 37
unsigned merge20(const int *__restrict__ in21, int n22, int lane23) { 
# 38
int res24[6] = {}; 
# 39
int e25[6] = {}; 
# 40
if ((e25[lane23]) == n22) { 
# 41
goto done30; 
# 42
}  
# 43
for (int j26 = lane23; j26 > 0; --j26) { 
# 44
for (int n27 = 0, j28 = j26; n27 < j28; (++n27), (--j28)) { 
# 45
(res24[5]) &= j28; 
# 46
}  
# 47
float acc29[7] = {(float)(16 * (e25[0])), static_cast< float>(((e25[lane23]) + (res24[n22])) + 28), (float)((e25[2]) - 34UL), static_cast< float>(e25[0]), (8.0F)}; 
# 48
}  
# 49
done30:; ; 
# 50
return 55; 
# 51
} 
# 52
enum Level31 { FAST32, LOW33, ON34}; 
# 54
static short check_grow35(int stride36, Kind15 b37) { 
# 55
auto acc38 = (1.0) + stride36; 
# 56
auto op39 = [&]()->unsigned long { 
# 57
(stride36) >>= ((unsigned)(acc38)); 
# 58
(stride36) ^= (((int)merge20(static_cast< const int *>(nullptr), acc38, acc38)) << 4); 
# 59
return ((merge20(nullptr, stride36, acc38) + (8)) + (static_cast< unsigned char>(acc38))); 
# 60
} ; typedef decltype(op39) __T0;
# 61
op39(); 
# 62
stride36 = ((merge20(nullptr, 63U, b37) + (b37 | b37)) ^ ((b37 * (GREEN19)) - (b37 + 58L))); 
# 63
(__cudaPushCallConfiguration(((dim3)((stride36 + 31) / 32)), 512)) ? (void)0 : drift13_kernel(nullptr); 
# 64
unsigned res40 = (FAST17) * stride36; 
# 65
return (stride36 * res40) & ((7) % (res40 - stride36)); 
# 66
} 
# 67
enum Mode41 { IDLE42, ON43}; 
# 69
static void lerp44(int *dst45, const unsigned short *input46) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern double dyn_47[]; 
# 71
if ((dyn_47[0]) > (36)) { 
# 72
goto finish50; 
# 73
}  
# 74
merge20(dst45, dyn_47[2], *dst45); 
# 75
++(*dst45); 
# 76
for (int n48 = 0, j49 = 12; n48 < j49; (++n48), (--j49)) { 
# 77
if ((~(dst45[5])) != merge20(reinterpret_cast< const int *>(input46), n48, *input46)) { 
# 78
if (merge20(dst45, 51, *input46) > (47 * (*input46))) { 
# 79
merge20(dst45, merge20(reinterpret_cast< const int *>(input46), *input46, input46[n48]) ^ j49, n48); 
# 80
merge20(nullptr, dst45[n48 & 7], ((dst45[1]) - 59U) + (n48 + j49)); 
# 81
}  
# 82
}  
# 83
}  
# 84
finish50:; ; 
# 85
} 
#endif
# 87 "v002387.cu"
int main() { 
# 88
int len51 = 295; 
# 89
for (int i52 = 0; i52 < len51; ++i52) { 
# 90
len51++; 
# 91
if ((i52 + 1) & 1) { 
# 92
int lim53 = 18; 
# 93
unsigned diff54 = (check_grow35(i52, FAST17)) >> i52; 
# 94
}  
# 95
}  
# 96
(__cudaPushCallConfiguration(((dim3)((len51 + 63) / 64)), dim3(4, (LOW33) + ((ON43) + 126)), 25 + 4071)) ? (void)0 : drift8_kernel(static_cast< int *>(nullptr), len51 >> 5, nullptr); 
# 97
(__cudaPushCallConfiguration(dim3(((ON34) + ((ON43) + (4 + 1))) * 16, 1), (FAST17) + 255, 4096)) ? (void)0 : lerp44((int *)nullptr, static_cast< const unsigned short *>(nullptr)); 
# 98
return 0; 
# 99
} 

# 1 "v002387.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__40e82636_10_v002387_cu_791b00f2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002387.cudafe1.stub.c"
#include "v002387.cudafe1.stub.c"
# 1 "v002387.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
