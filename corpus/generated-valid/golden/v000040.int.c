# 1 "v000040.cu"
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
# 20 "v000040.cu"
struct Stats8 { 
# 21
double count9; 
# 22
char id10; 
# 23
float count11; 
# 24
}; 
# 27
static void tile12_kernel(int len13, long alpha14, float *acc15, float cfg16) ;
#if 0
# 27
{ 
# 28
const size_t res17 = alpha14; 
# 29
const float *mid18 = &cfg16; 
# 30
if (35L > alpha14) { 
# 31
goto skip19; 
# 32
}  
# 33
++cfg16; 
# 34
(acc15[alpha14]) /= ((len13 - (acc15[alpha14])) - (len13 % 8)); 
# 35
skip19:; ; 
# 36
} 
#endif
# 38 "v000040.cu"
static void warp20(int *__restrict__ buf21, int len22) ;
#if 0
# 38
{ 
# 39
Stats8 tmp23 = Stats8{(4841), (58U), static_cast< float>(*buf21)}; 
# 40
++(tmp23.count9); 
# 41
constexpr unsigned long lim24 = (1L); 
# 42
if (!((*buf21) >= 3)) { 
# 43
goto finish25; 
# 44
}  
# 45
(buf21[1])++; 
# 46
len22 %= sizeof(int); 
# 47
finish25:; ; 
# 48
} 
#endif
# 50 "v000040.cu"
inline int decay26(int len27, int stride28) { 
# 51
if (stride28 <= stride28) { 
# 52
return len27 + 3; 
# 53
}  
# 54
static_assert((sizeof(int) == (4)), "bad config");
# 55
stride28 |= (-len27); 
# 56
double f29 = ((7.75F)); 
# 57
float val30 = f29 * ((8.0F)); 
# 58
unsigned char acc31((len27 + ((float)val30)) - (((short)8) << (stride28 * 43U))); 
# 59
return 0; 
# 60
} 
# 63
template< class T, int N = 8> void 
# 64
count32(const T *__restrict__ src33, int len34, int lane35) { 
# 65
Stats8 m36 = Stats8{static_cast< double>(lane35), (53), (27)}; 
# 66
(m36.count11) *= lane35; 
# 67
len34 = lane35; 
# 68
} 
# 71
__attribute__((visibility("hidden"))) void bias37(Stats8 q38, const unsigned long *coef39, long *__restrict__ dst40, Stats8 q41) ;
#if 0
# 71
{ 
# 72
unsigned char sum42[6] = {(54U), (static_cast< unsigned char>(3))}; 
# 73
(sum42[5]) /= 25; 
# 74
int pass43 = 0; 
# 75
while ((pass43 < 15) && (!coef39)) { 
# 76
if ((38) != (coef39[pass43])) { 
# 77
return; 
# 78
}  
# 79
++(q38.count9); 
# 80
Stats8 res44 = q41; 
# 81
++pass43; 
# 82
}  
# 83
} 
#endif
# 85 "v000040.cu"
struct Node45 { 
# 86
float x46; 
# 87
long y47; 
# 88
unsigned char id48; 
# 89
}; 
# 91
int check_grow49(int len50) { 
# 92
len50 = len50; 
# 93
if ((len50 != len50) && (len50 > 32UL)) { 
# 94
return 1478 - len50; 
# 95
}  
# 96
len50 /= (-28); 
# 97
Stats8 diff51 = Stats8{(15.5), (char)len50, (0.625F)}; 
# 98
(__cudaPushCallConfiguration(32 * 2, 1 << 8, 0)) ? (void)0 : tile12_kernel(50, (1210 + len50) % (len50 - 8), nullptr, 18 + len50); 
# 99
return len50; 
# 100
} 
# 102
int main() { 
# 103
int len52 = 3682; 
# 104
len52 = ((int)(3 + (len52 - 8))); 
# 105
len52--; 
# 106
(__cudaPushCallConfiguration(1 << 8, 64, sizeof(float) * (32))) ? (void)0 : warp20(nullptr, len52); 
# 107
(__cudaPushCallConfiguration(16, 8 + (8 + (8 + 8)), 0)) ? (void)0 : bias37(Stats8{}, static_cast< const size_t *>(nullptr), nullptr, Stats8{((19.375F)), (16U), (25UL)}); 
# 108
return 0; 
# 109
} 

# 1 "v000040.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09c49009_10_v000040_cu_c8eb0bac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000040.cudafe1.stub.c"
#include "v000040.cudafe1.stub.c"
# 1 "v000040.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
