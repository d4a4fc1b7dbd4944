# 1 "v000225.cu"
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
# 8 "v000225.cu"
namespace impl3 { 
# 9
constexpr int BLOCK4 = 7; 
# 10
enum Level5 { OFF6, LOW7, FAST8}; 
# 11
}
# 13
__attribute((always_inline)) __attribute__((unused)) inline double bump9(int count10) 
# 14
{int volatile ___ = 1;(void)count10;
# 26
::exit(___);}
#if 0
# 14
{ 
# 15
for (int j11 = 0, j12 = 3; j11 < j12; (++j11), (--j12)) { 
# 16
if (short diff13 = ((j12 / 10) <= ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_blockIdx.y))) ? sizeof(int) + (__device_builtin_variable_blockDim.z) : 12UL; 44U < ((count10 > ((int)count10)) ? count10 : ((int)count10))) { 
# 17
char sum14 = (diff13 > (-j11)) ? diff13 : (-j11); 
# 18
impl3::Level5 u15 = impl3::FAST8; 
# 19
}  
# 20
}  
# 21
for (int n16 = count10; n16 > 0; --n16) { 
# 22
float res17{(10.625F)}; 
# 23
unsigned long x18(n16 - count10); 
# 24
}  
# 25
return ((count10 << count10) + ((count10 += (impl3::FAST8)), 52)) - count10; 
# 26
} 
#endif
# 27 "v000225.cu"
constexpr int RADIUS19 = 128; 
# 29
__attribute__((unused)) static inline float scale20(int lane21) 
# 30
{int volatile ___ = 1;(void)lane21;
# 40
::exit(___);}
#if 0
# 30
{ 
# 31
lane21 = (((((__device_builtin_variable_blockIdx.x) > 44L) ? __device_builtin_variable_blockIdx.x : 44L) / ((lane21 != lane21) ? impl3::OFF6 : sizeof(float))) / bump9((impl3::FAST8) - lane21)); 
# 32
bump9((float)RADIUS19); 
# 33
if (((__device_builtin_variable_threadIdx.x) * (54)) < (lane21 % (lane21 << (impl3::OFF6)))) { 
# 34
for (int j22 = 0; j22 < (impl3::BLOCK4 + ((impl3::LOW7) + 2)); j22++) { 
# 35
lane21 &= (impl3::LOW7); 
# 36
lane21 = (((static_cast< float>((5.0F))) * lane21) + ((lane21 * RADIUS19) + (10 - lane21))); 
# 37
}  
# 38
}  
# 39
return ((RADIUS19 - lane21) + (RADIUS19 - lane21)) + bump9(__device_builtin_variable_blockIdx.y); 
# 40
} 
#endif
# 42 "v000225.cu"
__attribute__((visibility("hidden"))) void split23(int n24, int n25, long long *data26) ;
#if 0
# 43
{ 
# 44
unsigned tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (tid27 >= n25) { 
# 46
return; }  
# 47
n25 = (((data26[n25]) >= ((tid27 <= n25) ? __device_builtin_variable_threadIdx.x : ('a'))) ? scale20(n24) * (data26[tid27]) : (((41) >= (*data26)) ? (float)(21.875F) : (8))); 
# 48
signed char t28 = (47); 
# 49
(--n25), (n25 /= ((((__device_builtin_variable_blockIdx.z) - ((data26[2]) * (data26[2]))) > scale20(n25 * impl3::BLOCK4)) ? (__device_builtin_variable_blockIdx.z) - ((data26[2]) * (data26[2])) : scale20(n25 * impl3::BLOCK4))); 
# 50
constexpr unsigned sum29 = (17); 
# 51
if (char w30 = (impl3::BLOCK4); !data26) { 
# 52
(data26[__device_builtin_variable_blockDim.x]) %= (((data26[n25]) * (impl3::BLOCK4 + w30)) * (sizeof(double))); }  
# 53
double res31{(5.0)}; 
# 54
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 56 "v000225.cu"
__attribute__((unused)) static float trace32(int n33, unsigned char *buf34) 
# 57
{int volatile ___ = 1;(void)n33;(void)buf34;
# 74
::exit(___);}
#if 0
# 57
{ 
# 58
(buf34[2]) ^= (((RADIUS19 + (buf34[2])) - ((n33 += (__device_builtin_variable_threadIdx.y)), impl3::BLOCK4)) - (buf34[7])); 
# 59
int pass35 = 0; 
# 60
if ((pass35 + 41) >= 53U) { 
# 61
goto skip39; 
# 62
}  
# 63
while (pass35 < n33) { 
# 64
if (constexpr float diff36 = (12U); ((float)(__device_builtin_variable_blockDim.y)) <= (n33 * n33)) { 
# 65
long f37 = bump9('A'); 
# 66
f37 |= (2683); 
# 67
}  
# 68
long long off38 = __device_builtin_variable_threadIdx.x; 
# 69
off38 = (impl3::FAST8); 
# 70
++pass35; 
# 71
}  
# 72
skip39:; ; 
# 73
return (sizeof(long long)) / scale20(static_cast< unsigned long long>(*buf34)); 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 76 "v000225.cu"
int main() 
# 77
{ 
# 78
int size40 = 3567; 
# 79
if (size40) { 
# 80
return 17UL >> size40; }  
# 81
(__cudaPushCallConfiguration((impl3::LOW7) + (impl3::LOW7), 256, 256)) ? (void)0 : split23(RADIUS19, impl3::BLOCK4, static_cast< long long *>(nullptr)); 
# 82
size40--; 
# 83
if (size40 <= size40) { 
# 84
(__cudaPushCallConfiguration(1, ((impl3::LOW7) + ((impl3::FAST8) + 13)) * 16)) ? (void)0 : split23(impl3::BLOCK4, 4943, nullptr); 
# 85
(__cudaPushCallConfiguration((impl3::LOW7) + 127, (impl3::FAST8) + (impl3::BLOCK4 + (impl3::BLOCK4 + 112)))) ? (void)0 : split23((size40 > 7) ? size40 : 7, 15L, nullptr); 
# 86
}  
# 87
return 0; 
# 88
} 

# 1 "v000225.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc923490_10_v000225_cu_45638c8e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000225.cudafe1.stub.c"
#include "v000225.cudafe1.stub.c"
# 1 "v000225.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
