# 1 "v001939.cu"
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
# 6 "v001939.cu"
unsigned g_grow2 = (22); 
# 7
static unsigned c_march3; 
# 8
constexpr int BLOCK4 = 128; 
# 10
__attribute__((visibility("hidden"))) void kick5_kernel(float *buf6) ;
#if 0
# 10
{ 
# 11
if ((c_march3 + BLOCK4) != ((5) - c_march3)) { 
# 12
int y7 = BLOCK4; 
# 13
}  
# 14
(*buf6)++; 
# 15
unsigned t8 = (((int)(buf6[0])) / BLOCK4) + 4438; 
# 16
} 
#endif
# 17 "v001939.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 18
class Particle9 { 
# 19
float count10; 
# 21
public: Particle9(float b11) : count10(b11) { } 
# 22
void total12(double h13) { 
# 23
int r14 = (sizeof(double)); 
# 24
} 
# 25
float reset15() const { 
# 26
return count10; 
# 27
} 
# 28
}; 
# 29
__attribute__((unused)) size_t update16(int count17) {int volatile ___ = 1;(void)count17;
# 37
::exit(___);}
#if 0
# 29
{ 
# 30
count17++; 
# 31
++count17; 
# 32
Particle9 h18(10 >> c_march3); 
# 33
++count17; 
# 34
++count17; 
# 35
count17++; 
# 36
return count17; 
# 37
} 
#endif
# 38 "v001939.cu"
constexpr int kick19(int count20, int len21) { 
# 39
return BLOCK4; 
# 40
} 
# 41
template< class T> 
# 42
struct Vec22 { 
# 43
T x23; 
# 44
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45
template< class T> static void 
# 46
__wrapper__device_stub_clamp24_kernel(T *&buf25, Particle9 &alpha26, T *&acc27, float *&buf28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
(buf28[c_march3]) = (update16(2009UL)); 
# 48
Particle9 s29(*buf25); 
# 49
if (!buf25) { 
# 50
for (int i30 = 15; i30 > 0; --i30) { 
# 51
++(acc27[i30]); 
# 52
float u31 = ((BLOCK4 % c_march3) * (buf25[7])) + ((c_march3 >= (*buf28)) ? sizeof(T) / i30 : (BLOCK4 * (acc27[5]))); 
# 53
}  
# 54
}  
# 55
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001939.cu"
template< class T> static void 
# 46
clamp24_kernel(T *buf25, Particle9 alpha26, T *acc27, float *buf28) {__wrapper__device_stub_clamp24_kernel<T>(buf25,alpha26,acc27,buf28);
# 55
return;}
#if 0
# 46
{ 
# 47
(buf28[c_march3]) = (update16(2009UL)); 
# 48
Particle9 s29(*buf25); 
# 49
if (!buf25) { 
# 50
for (int i30 = 15; i30 > 0; --i30) { 
# 51
++(acc27[i30]); 
# 52
float u31 = ((BLOCK4 % c_march3) * (buf25[7])) + ((c_march3 >= (*buf28)) ? sizeof(T) / i30 : (BLOCK4 * (acc27[5]))); 
# 53
}  
# 54
}  
# 55
} 
#endif
# 57 "v001939.cu"
static void split32_kernel(float *data33, int stride34) ;
#if 0
# 57
{ 
# 58
++(data33[0]); 
# 59
update16(+(stride34 + c_march3)); 
# 60
} 
#endif
# 61 "v001939.cu"
int accum35(int count36, Vec22< float>  q37) { 
# 62
count36 = BLOCK4; 
# 63
count36++; 
# 64
Vec22< float>  u38 = {(21.375F)}; 
# 65
kick19(count36, ((count36 % BLOCK4) < (u38.x23)) ? kick19(u38.x23, u38.x23) : kick19(q37.x23, 1822UL)); 
# 66
Vec22< long>  u39 = Vec22< long> {4L}; 
# 67
Particle9 stride40{(6.0F)}; 
# 68
count36--; 
# 69
return 38LL & (u39.x23); 
# 70
} 
# 71
void grow41(unsigned *dst42) { 
# 72
g_grow2 = (((kick19(g_grow2, 18)) / (dst42[1])) * (((dst42[g_grow2 & (7)]) | (dst42[g_grow2])) + g_grow2)); 
# 73
(__cudaPushCallConfiguration((g_grow2 + (127)) / (128), 256, 1 << 10)) ? (void)0 : kick5_kernel(reinterpret_cast< float *>(dst42)); 
# 74
const unsigned prod43 = (21); 
# 75
unsigned off44 = (BLOCK4); 
# 76
g_grow2 = BLOCK4; 
# 77
} 
# 78
int main() { 
# 79
int n45 = 3130; 
# 80
dim3 e46(BLOCK4, sizeof(unsigned), 4); 
# 81
n45 = accum35(kick19(g_grow2, 2280) << g_grow2, Vec22< float> {(2.125F)}); 
# 82
(__cudaPushCallConfiguration((g_grow2 + (63)) / (64), 1 << 6, 1024, nullptr)) ? (void)0 : clamp24_kernel((double *)nullptr, ((Particle9)((int)g_grow2)), (double *)nullptr, nullptr); 
# 83
(__cudaPushCallConfiguration(8 * 2, 256, (BLOCK4 + (BLOCK4 + (BLOCK4 + BLOCK4))) * 2, 0)) ? (void)0 : split32_kernel(static_cast< float *>(nullptr), accum35(n45, Vec22< float> {}) >> (BLOCK4 % n45)); 
# 84
return 0; 
# 85
} 

# 1 "v001939.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__479459ef_10_v001939_cu_g_grow2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001939.cudafe1.stub.c"
#include "v001939.cudafe1.stub.c"
# 1 "v001939.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
