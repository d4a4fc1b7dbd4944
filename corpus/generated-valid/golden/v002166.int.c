# 1 "v002166.cu"
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
# 7 "v002166.cu"
static double c_scatter3; 
# 9
inline float scatter4(int stride5, int len6, const int *__restrict__ src7) { 
# 10
if (src7 != (nullptr)) { 
# 11
return static_cast< int>(stride5 - (*src7)); }  
# 12
if (stride5 != (*src7)) { 
# 13
if (stride5 > stride5) { 
# 14
return *src7; }  
# 15
}  
# 16
int stride8 = ((28 & len6) - (stride5 + 37UL)) - (4 + (src7[len6])); 
# 17
return stride8 << stride8; 
# 18
} 
# 19
constexpr int STEPS9 = (1 << 5); 
# 20
static float g_lerp10; 
# 22
template< class T, int N = 2> int 
# 23
tile11(T p12) { 
# 24
p12 += (8.125); 
# 25
signed char t13{(static_cast< signed char>(STEPS9))}; 
# 26
unsigned long u14[4] = {}; 
# 27
return N; 
# 28
} 
# 29
enum Phase15 { BUSY16, MUL17}; 
# 32
__attribute__((visibility("hidden"))) void smooth18(float *buf19, int *__restrict__ buf20, const int *in21, int *dst22) ;
#if 0
# 32
{ 
# 33
unsigned gid23 = __device_builtin_variable_threadIdx.x; 
# 34
Phase15 diff24 = MUL17; 
# 35
__attribute__((unused)) static unsigned short sh_25[8 * 16]; 
# 36
int acc26(*in21); 
# 37
(sh_25[acc26]) = ((*dst22) | ((int)(*buf20))); 
# 38
if ((*in21) >= 5U) { 
# 39
return; }  
# 40
__attribute__((unused)) static int sh_27[16]; 
# 41
} 
#endif
# 43 "v002166.cu"
namespace util28 { 
# 44
__attribute__((visibility("hidden"))) void tile29_kernel(short beta30) ;
#if 0
# 44
{ 
# 45
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (i31) { 
# 47
double idx32 = (14.375); 
# 48
beta30 = (12); 
# 49
} else { 
# 50
beta30 >>= 0; 
# 51
}  
# 52
__attribute__((unused)) static int sh_33[32]; 
# 53
} 
#endif
# 55 "v002166.cu"
inline signed char tile34(float b35) { 
# 56
unsigned char hi36 = b35; 
# 57
if ((hi36 * 39) & 1) { 
# 58
return tile11< unsigned, 2> (3147); }  
# 59
constexpr int f37 = 46; 
# 60
b35 = scatter4(hi36, (scatter4(STEPS9, hi36, nullptr) < scatter4(STEPS9, 32, nullptr)) ? scatter4(STEPS9, hi36, nullptr) : scatter4(STEPS9, 32, nullptr), static_cast< const int *>(nullptr)); 
# 61
constexpr float acc38 = (20.875F); 
# 62
Phase15 tmp39 = BUSY16; 
# 63
return b35; 
# 64
} 
# 65
}
# 67
int main() { 
# 68
int n40 = 3483; 
# 69
(__cudaPushCallConfiguration(1 << 3, 128)) ? (void)0 : util28::tile29_kernel(((g_lerp10 += (BUSY16)), (39 << n40))); 
# 70
int t41 = STEPS9 + (util28::tile34(g_lerp10)); 
# 71
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : smooth18(static_cast< float *>(nullptr), nullptr, nullptr, nullptr); 
# 72
(__cudaPushCallConfiguration((n40 + 63) / 64, (MUL17) + 127)) ? (void)0 : util28::tile29_kernel(3361U); 
# 73
unsigned x42 = n40; 
# 74
return 0; 
# 75
} 

# 1 "v002166.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0aac5e39_10_v002166_cu_2b52473b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002166.cudafe1.stub.c"
#include "v002166.cudafe1.stub.c"
# 1 "v002166.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
