# 1 "v000327.cu"
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
# 15 "v000327.cu"
static float d_smooth6; 
# 17
namespace _GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be64 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be64; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be64 __attribute__((visibility("hidden")))  { 
# 18
void scale7_kernel(int stride8, size_t *out9, double cfg10) ;
#if 0
# 19
{ 
# 20
if (((*out9) % (out9[3])) < sizeof(int)) { 
# 21
return; 
# 22
}  
# 23
float v11 = (23.25F); 
# 24
v11 += v11; 
# 25
++cfg10; 
# 26
(++stride8), ((*out9) = ((-(3 * stride8)) >> ((14) + ((out9[stride8]) + (out9[7]))))); 
# 27
unsigned char *stride12 = (nullptr); 
# 28
} 
#endif
# 30 "v000327.cu"
static void trace13(int *data14, int stride15) ;
#if 0
# 31
{ 
# 32
stride15 = stride15; 
# 33
float stride16[3] = {(9.125F)}; 
# 34
const float w17 = stride16[stride15]; 
# 35
} 
#endif
# 36 "v000327.cu"
typedef unsigned idx18_t; 
# 37
}
# 38
static double c_scatter19[2]; 
# 39
static unsigned long d_mix20; 
# 41
__attribute__((visibility("hidden"))) void step21_kernel(int n22, float p23) ;
#if 0
# 42
{ 
# 43
auto off24 = 5L; 
# 44
int f25 = (d_mix20 + ((long)off24)) & ((off24 * d_mix20) + ((39) & d_mix20)); 
# 45
__attribute__((unused)) static int sh_26[2 * 2][14]; 
# 46
((sh_26[f25])[10]) = 23; 
# 47
d_smooth6 -= ((2) + (d_smooth6 - (f25 - d_smooth6))); 
# 48
__attribute__((unused)) static idx18_t sh_27[128]; 
# 49
d_mix20--; 
# 50
} 
#endif
# 52 "v000327.cu"
namespace kern28 { 
# 53
enum Op29: short { ADD30, HIGH31, GREEN32 = 3}; 
# 54
enum Op33 { 
# 55
ADD34, 
# 56
ON35, 
# 57
IDLE36, 
# 58
BUSY37, 
# 59
OFF38
# 60
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 62
template< class T, int N> static void 
# 63
__wrapper__device_stub_tally39(const T *&coef40, int &stride41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
d_smooth6++; 
# 66
stride41 &= ((long)(coef40[d_mix20])); 
# 67
__attribute__((unused)) static long sh_42[(kern28::IDLE36) + 14]; 
# 68
T *e43 = const_cast< T *>(coef40); 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 62 "v000327.cu"
template< class T, int N> static void 
# 63
tally39(const T *coef40, int stride41) 
# 64
{::kern28::__wrapper__device_stub_tally39<T,N>(coef40,stride41);
# 69
return;}
#if 0
# 64
{ 
# 65
d_smooth6++; 
# 66
stride41 &= ((long)(coef40[d_mix20])); 
# 67
__attribute__((unused)) static long sh_42[(kern28::IDLE36) + 14]; 
# 68
T *e43 = const_cast< T *>(coef40); 
# 69
} 
#endif
# 70 "v000327.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 73
template< class T, int N = 2> static void 
# 74
__wrapper__device_stub_bump44(const T *&src45, T &cfg46, T *&dst47, short *&acc48) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 75
{ 
# 76
(++(dst47[d_mix20])), (cfg46 /= (sizeof(int) * (dst47[4]))); 
# 77
double u49[5] = {static_cast< double>(*src45), (37), (10), (18.625)}; 
# 78
float m50[5] = {(10.375F)}; 
# 79
float y51 = (N) / (u49[3]); 
# 80
cfg46 /= d_mix20; 
# 81
long hi52 = dst47[d_mix20 & (7)]; 
# 82
__attribute__((unused)) static int sh_53[16]; 
# 83
} 
#endif

#pragma GCC diagnostic pop

# 73 "v000327.cu"
template< class T, int N = 2> static void 
# 74
bump44(const T *src45, T cfg46, T *dst47, short *acc48) 
# 75
{__wrapper__device_stub_bump44<T,N>(src45,cfg46,dst47,acc48);
# 83
return;}
#if 0
# 75
{ 
# 76
(++(dst47[d_mix20])), (cfg46 /= (sizeof(int) * (dst47[4]))); 
# 77
double u49[5] = {static_cast< double>(*src45), (37), (10), (18.625)}; 
# 78
float m50[5] = {(10.375F)}; 
# 79
float y51 = (N) / (u49[3]); 
# 80
cfg46 /= d_mix20; 
# 81
long hi52 = dst47[d_mix20 & (7)]; 
# 82
__attribute__((unused)) static int sh_53[16]; 
# 83
} 
#endif
# 85 "v000327.cu"
int main() 
# 86
{ 
# 87
int count54 = 2091; 
# 88
count54 = (kern28::HIGH31); 
# 89
(__cudaPushCallConfiguration(1 << (kern28::IDLE36), 256)) ? (void)0 : scale7_kernel(9, nullptr, (count54 - 8) * ((double)count54)); 
# 90
if (64UL <= ((count54 += (kern28::ADD34)), count54)) { 
# 91
return (9 % count54) & 52; 
# 92
}  
# 93
(__cudaPushCallConfiguration((count54 + 255) / 256, (kern28::GREEN32) + 61)) ? (void)0 : trace13(nullptr, 28 * (count54 << count54)); 
# 94
(__cudaPushCallConfiguration((kern28::HIGH31) + 7, 256)) ? (void)0 : step21_kernel(count54 + count54, 11L); 
# 95
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : kern28::tally39< double, 3> (nullptr, sizeof(float)); 
# 96
return 0; 
# 97
} 

# 1 "v000327.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9dc72fbe_10_v000327_cu_0e11be64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000327.cudafe1.stub.c"
#include "v000327.cudafe1.stub.c"
# 1 "v000327.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
