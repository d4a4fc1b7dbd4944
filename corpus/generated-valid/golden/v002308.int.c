# 1 "v002308.cu"
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
# 10 "v002308.cu"
long host_spread2(float a3) 
# 11
{ 
# 12
unsigned short lo4[3] = {}; 
# 13
(lo4[1]) = ((54L) / a3); 
# 14
a3 = (((((lo4[0]) & (lo4[2])) < (lo4[1])) ? (short)(lo4[1]) : (((lo4[1]) >= 42U) ? lo4[0] : (lo4[0]))) | 17); 
# 15
if ((lo4[2]) > 55) { 
# 16
return (34 | (lo4[2])) + (lo4[2]); 
# 17
}  
# 18
int val5 = (lo4[0]) - ((lo4[1]) * ('a')); 
# 19
return (((u'\x41') * val5) - (3 - (lo4[2]))) + ((9 | val5) / (64L | (lo4[1]))); 
# 20
} 
# 22
template< class T, int N> __attribute__((unused)) unsigned 
# 23
warp6(const T *coef7, char beta8, const unsigned char *in9) 
# 24
{int volatile ___ = 1;(void)coef7;(void)beta8;(void)in9;
# 30
::exit(___);}
#if 0
# 24
{ 
# 25
T res10 = *in9; 
# 26
const T s11 = (N); 
# 27
beta8++; 
# 28
unsigned val12[3] = {(2713), 5U}; 
# 29
return (13L + ((in9[2]) * N)) + s11; 
# 30
} 
#endif
# 31 "v002308.cu"
typedef long long idx13_t; 
# 33
__attribute__((visibility("hidden"))) void tile14_kernel(int count15, double alpha16, float beta17) ;
#if 0
# 34
{ 
# 35
int gid18 = __device_builtin_variable_threadIdx.x; 
# 36
if (gid18 >= count15) { 
# 37
return; 
# 38
}  
# 39
--count15; 
# 40
__attribute__((unused)) static int sh_19[128]; 
# 41
(--(sh_19[89])), (count15 = (warp6< long, 5> (nullptr, ' ', nullptr))); 
# 42
warp6< int, 8> (&gid18, warp6< double, 1> (&alpha16, gid18 + (__device_builtin_variable_threadIdx.y), nullptr), nullptr); 
# 43
beta17 = (warp6< unsigned, 4> (static_cast< const unsigned *>(nullptr), (warp6< int, 8> (&gid18, 33UL, nullptr)) + (127L * gid18), nullptr)); 
# 44
} 
#endif
# 46 "v002308.cu"
namespace _GLOBAL__N__28fb7da1_10_v002308_cu_21a1a25d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__28fb7da1_10_v002308_cu_21a1a25d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__28fb7da1_10_v002308_cu_21a1a25d __attribute__((visibility("hidden")))  { 
# 47
void run_tile20(int n21) 
# 48
{ 
# 49
auto lam24 = [x22 = n21 % n21](long idx23)->char { 
# 50
(__cudaPushCallConfiguration(32 * 16, 64, 0, 0)) ? (void)0 : tile14_kernel((((x22) == 17UL) ? 12UL : idx23) + (host_spread2(6U)), (float)idx23, (19.875F)); 
# 51
idx23--; 
# 52
return host_spread2((unsigned long)57); 
# 53
} ; typedef decltype(lam24) __T0;
# 54
if (('A') == (n21 - n21)) { 
# 55
goto skip25; 
# 56
}  
# 57
lam24(n21); 
# 58
n21 = (12 + n21); 
# 59
--n21; 
# 60
skip25:; ; 
# 61
} 
# 62
}
# 64
inline unsigned long long host_update26(int lane27 = 6) 
# 65
{ 
# 66
float y28 = (1) % ((lane27 * 3396) + host_spread2((15.625F))); 
# 67
run_tile20(9UL); 
# 68
(__cudaPushCallConfiguration((lane27 + 255) / 256, 2 * 16, 1024)) ? (void)0 : tile14_kernel(host_spread2(lane27), lane27 / y28, lane27 - host_spread2((1.5F))); 
# 69
do { y28 += (3533); } while (0); 
# 70
int flag29 = ('0'); 
# 71
host_spread2((y28 == y28) ? (2.625F) + flag29 : (6)); 
# 72
(__cudaPushCallConfiguration((flag29 + 255) / 256, 512, 4096)) ? (void)0 : tile14_kernel(42U, (y28 - flag29) - (host_spread2(39UL)), ((4) - y28) - (lane27 * 8)); 
# 73
return 10U; 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int len30 = 2884; 
# 79
if ((len30 >= 43ULL) && (len30 >= len30)) { 
# 80
return ((len30 += 29), (-13)) / (3744 + len30); 
# 81
}  
# 82
unsigned lo31 = (22); 
# 83
(__cudaPushCallConfiguration(((dim3)((len30 + 31) / 32)), 512, 0, (cudaStream_t)0)) ? (void)0 : tile14_kernel((float)((23) * lo31), -(len30 + (19.875F)), host_update26()); 
# 84
return 0; 
# 85
} 

# 1 "v002308.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__28fb7da1_10_v002308_cu_21a1a25d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002308.cudafe1.stub.c"
#include "v002308.cudafe1.stub.c"
# 1 "v002308.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
