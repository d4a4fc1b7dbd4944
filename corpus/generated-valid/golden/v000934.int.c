# 1 "v000934.cu"
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
# 14 "v000934.cu"
__attribute__((visibility("hidden"))) void mix6_kernel(int *data7) ;
#if 0
# 14
{ 
# 15
float stride8[2] = {}; 
# 16
(stride8[1])++; 
# 17
long val9[7]{(54U), 1L, (35), (static_cast< long>(16)), (296UL), (static_cast< long>(53)), (46)}; 
# 18
(val9[1]) -= ((('0') / ((val9[4]) + 61L)) - (128)); 
# 19
} 
#endif
# 20 "v000934.cu"
__attribute__((visibility("hidden"))) void march10(long *data11, const unsigned char *__restrict__ input12, int *__restrict__ data13) ;
#if 0
# 20
{ 
# 21
int sum14 = (128) + (data11[7]); 
# 22
if ((*data11) * (10)) { 
# 23
goto finish15; 
# 24
}  
# 25
if ((*data11) < ((input12[0]) * 60LL)) { 
# 26
{ 
# 27
++(data13[7]); 
# 28
--(data11[sum14]); 
# 29
} 
# 30
}  
# 31
finish15:; ; 
# 32
} 
#endif
# 33 "v000934.cu"
struct __attribute((aligned(16))) Node16 { 
# 34
unsigned char hi17; 
# 35
int y18, sum19; 
# 36
float mass20; 
# 37
}; 
# 38
inline Node16 operator+(Node16 a, Node16 b) { 
# 39
Node16 r = a; 
# 40
(r.hi17) += (b.hi17); 
# 41
(r.y18) += (b.y18); 
# 42
(r.sum19) += (b.sum19); 
# 43
(r.mass20) += (b.mass20); 
# 44
return r; 
# 45
} 
# 46
static void trace21_kernel(long *data22, int stride23) ;
#if 0
# 46
{ 
# 47
if (data22 == (nullptr)) { 
# 48
stride23 *= ((static_cast< double>(6)) + ((static_cast< float>(data22[stride23])) / stride23)); 
# 49
(data22[stride23]) &= (data22[stride23]); 
# 50
}  
# 51
stride23++; 
# 52
} 
#endif
# 53 "v000934.cu"
static size_t c_spread24; 
# 54
static float c_sweep25; 
# 55
static Node16 c_count26; 
# 56
static float c_fold27; 
# 57
__attribute__((visibility("hidden"))) void fold28(int lane29, const int *__restrict__ src30) ;
#if 0
# 57
{ 
# 58
lane29 %= ((((lane29 += 49), 4) * (lane29 * (src30[c_spread24]))) % (((c_count26.hi17) * (c_count26.hi17)) * (('\a') * c_spread24))); 
# 59
if (c_sweep25 > (6)) { 
# 60
return; 
# 61
}  
# 62
++lane29; 
# 63
constexpr long acc31 = ((6 + 10) * (1 << 2)); 
# 64
unsigned long long off32 = (static_cast< unsigned short>(acc31)); 
# 65
if ((10) >= c_sweep25) { 
# 66
goto out33; 
# 67
}  
# 68
lane29--; 
# 69
++lane29; 
# 70
out33:; ; 
# 71
} 
#endif
# 72 "v000934.cu"
int scale34(const int *__restrict__ coef35) { 
# 73
if (((static_cast< size_t>(*coef35)) - (static_cast< int>(coef35[7]))) < (128 / (*coef35))) { 
# 74
int iter36 = 0; 
# 75
do { 
# 76
int res37 = iter36 + (coef35[iter36]); 
# 77
++iter36; 
# 78
} while ((iter36 < iter36) && ((iter36 > (*coef35)) || ((coef35[iter36]) != 42))); 
# 79
}  
# 80
bool stride38{false}; 
# 81
return stride38; 
# 82
} 
# 83
int main() { 
# 84
int len39 = 1596; 
# 85
int w40 = 0; 
# 86
do { 
# 87
len39 = 23; 
# 88
int m41 = len39; 
# 89
--m41; 
# 90
++w40; 
# 91
} while (w40 < len39); 
# 92
(__cudaPushCallConfiguration(1 << 9, 4 * 8)) ? (void)0 : mix6_kernel(&len39); 
# 93
(__cudaPushCallConfiguration(64, 64, 16 + (6 + (16 + (16 + 4042))), 0)) ? (void)0 : march10(static_cast< long *>(nullptr), static_cast< const unsigned char *>(nullptr), &len39); 
# 94
(__cudaPushCallConfiguration((len39 + 127) / 128, 32)) ? (void)0 : trace21_kernel((long *)nullptr, len39); 
# 95
return 0; 
# 96
} 

# 1 "v000934.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__13898a86_10_v000934_cu_bdd1bb11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000934.cudafe1.stub.c"
#include "v000934.cudafe1.stub.c"
# 1 "v000934.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
