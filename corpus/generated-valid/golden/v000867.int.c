# 1 "v000867.cu"
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
# 18 "v000867.cu"
template< class T> 
# 19
struct Acc6 { 
# 20
T hi7; 
# 21
T mass8; 
# 22
}; 
# 23
typedef unsigned *ptr9_t; 
# 24
constexpr int LANES10 = 32; 
# 25
enum Mode11: unsigned { FAST12, SLOW13, ON14 = 4U}; 
# 27
namespace img15 { 
# 28
enum class Level16: long { Off17, High18, High19, Fast20}; 
# 29
static Acc6< long>  d_kick21; 
# 30
}
# 32
template< class T> 
# 33
struct Acc22 { 
# 34
T sum23; 
# 35
}; 
# 37
namespace img24 { 
# 38
__attribute__((visibility("hidden"))) void lerp25(Acc6< long>  beta26, long *out27, const short *coef28) ;
#if 0
# 38
{ 
# 39
(*out27) = (beta26.hi7); 
# 40
for (int n29 = 16; n29 > 0; --n29) { 
# 41
beta26 = Acc6< long> {(18), static_cast< long>(n29)}; 
# 42
beta26 = Acc6< long> {}; 
# 43
}  
# 44
if ((img15::d_kick21.mass8) > (*coef28)) { 
# 45
return; 
# 46
}  
# 47
if ((1) == (out27[1])) { 
# 48
return; 
# 49
}  
# 50
const unsigned char z30 = beta26.hi7; 
# 51
} 
#endif
# 53 "v000867.cu"
template< class T> 
# 54
struct Particle31 { 
# 55
T w32, x33; 
# 56
unsigned char w34; 
# 57
}; 
# 59
__attribute__((visibility("hidden"))) void trace35_kernel(const float *coef36) ;
#if 0
# 59
{ 
# 60
float r37((8.75F)); 
# 61
r37 = (img15::d_kick21.hi7); 
# 62
} 
#endif
# 63 "v000867.cu"
}
# 70
__attribute__((visibility("hidden"))) void map_split39(double *data, int n) ;
#if 0
# 70
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 71 "v000867.cu"
__attribute__((visibility("hidden"))) void map_bump40(unsigned *data, int n) ;
#if 0
# 71
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 73 "v000867.cu"
namespace util41 { 
# 74
__attribute__((visibility("hidden"))) void scatter42_kernel(float *buf43, int n44) ;
#if 0
# 74
{ 
# 75
(buf43[n44 & 7]) = (__alignof__(char)); 
# 76
if ((*buf43) != ((buf43[n44 & 7]) * (44L))) { 
# 77
return; 
# 78
}  
# 79
img15::d_kick21 = img15::d_kick21; 
# 80
__attribute__((unused)) static long long sh_45; 
# 81
} 
#endif
# 82 "v000867.cu"
static int d_sift46; 
# 84
inline double check_pivot47(int *acc48, const long *input49, int n50) { 
# 85
n50 = LANES10; 
# 86
unsigned diff51 = 7 | (acc48[n50]); 
# 87
--(*acc48); 
# 88
diff51--; 
# 89
(__cudaPushCallConfiguration(sizeof(int) * ((SLOW13) + (1)), 512)) ? (void)0 : util41::scatter42_kernel(nullptr, (*acc48) / LANES10); 
# 90
img15::Level16 lo52 = img15::Level16::Off17; 
# 91
return ((('a') - diff51) - 26LL); 
# 92
} 
# 93
}
# 95
int main() { 
# 96
int count53 = 4044; 
# 97
++count53; 
# 98
count53 = (SLOW13); 
# 99
unsigned res54 = count53; 
# 100
res54 = (45); 
# 101
if ((count53 & LANES10) < res54) { 
# 102
return util41::check_pivot47(nullptr, static_cast< const long *>(nullptr), LANES10 % count53); 
# 103
}  
# 104
Mode11 e55 = ON14; 
# 105
(__cudaPushCallConfiguration((count53 + 255) / 256, 512)) ? (void)0 : img24::lerp25(Acc6< long> {static_cast< long>(util41::check_pivot47(static_cast< int *>(nullptr), nullptr, U'\x30')), 1L}, static_cast< long *>(nullptr), (const short *)nullptr); 
# 106
(__cudaPushCallConfiguration(1, 12 + 20)) ? (void)0 : img24::trace35_kernel((const float *)nullptr); 
# 107
(__cudaPushCallConfiguration(16, 39 + 473)) ? (void)0 : map_split39((double *)nullptr, (31) - (e55 % LANES10)); 
# 108
return 0; 
# 109
} 

# 1 "v000867.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__028079bd_10_v000867_cu_70df8473
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000867.cudafe1.stub.c"
#include "v000867.cudafe1.stub.c"
# 1 "v000867.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
