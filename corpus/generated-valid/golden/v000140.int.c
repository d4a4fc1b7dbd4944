# 1 "v000140.cu"
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
# 14 "v000140.cu"
static int check_mix4(int len5, int n6, const int *__restrict__ src7) { 
# 15
auto lam11 = [](unsigned short h8)->unsigned short { 
# 16
double lo9 = (('A') | h8) + (19.625F); 
# 17
int t10 = 12; 
# 18
lo9++; 
# 19
return 13 - (t10 + 42); 
# 20
} ; typedef decltype(lam11) __T0;
# 21
float sum12 = (sizeof(float)); 
# 22
constexpr int v13 = 51; 
# 23
if (len5) { 
# 24
return 12; 
# 25
}  
# 26
len5 -= (lam11(src7[len5])); 
# 27
return static_cast< unsigned short>(98); 
# 28
} 
# 31
struct __attribute((aligned(8))) Vec14 { 
# 32
int x15; 
# 33
float y16; 
# 34
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, int N> static void 
# 38
__wrapper__device_stub_blend17(T &alpha18, Vec14 &b19, int &len20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
(b19.x15) -= (12 * alpha18); 
# 40
(b19.x15)++; 
# 41
if (len20 >= (b19.y16)) { 
# 42
return; 
# 43
}  
# 44
double q21 = (sizeof(int)); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000140.cu"
template< class T, int N> static void 
# 38
blend17(T alpha18, Vec14 b19, int len20) {__wrapper__device_stub_blend17<T,N>(alpha18,b19,len20);
# 45
return;}
#if 0
# 38
{ 
# 39
(b19.x15) -= (12 * alpha18); 
# 40
(b19.x15)++; 
# 41
if (len20 >= (b19.y16)) { 
# 42
return; 
# 43
}  
# 44
double q21 = (sizeof(int)); 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "v000140.cu"
template< class T, int N = 4> static void 
# 48
__wrapper__device_stub_combine22_kernel(T &cfg23, const float *&in24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_25[]; 
# 50
T mid26 = (N); 
# 52
#pragma unroll 2
for (
# 52
int j27 = 0; j27 < 6; ++j27) { 
# 53
if (cfg23 >= (dyn_25[j27 & 7])) { 
# 54
return; 
# 55
}  
# 56
if (((in24[1]) / (34UL)) != (sizeof(T))) { 
# 57
return; 
# 58
}  
# 59
}  
# 60
cfg23 = (N - (mid26 * (dyn_25[2]))); 
# 61
(dyn_25[4]) %= (dyn_25[0]); 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 47 "v000140.cu"
template< class T, int N = 4> static void 
# 48
combine22_kernel(T cfg23, const float *in24) {__wrapper__device_stub_combine22_kernel<T,N>(cfg23,in24);
# 62
return;}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_25[]; 
# 50
T mid26 = (N); 
# 52
#pragma unroll 2
for (
# 52
int j27 = 0; j27 < 6; ++j27) { 
# 53
if (cfg23 >= (dyn_25[j27 & 7])) { 
# 54
return; 
# 55
}  
# 56
if (((in24[1]) / (34UL)) != (sizeof(T))) { 
# 57
return; 
# 58
}  
# 59
}  
# 60
cfg23 = (N - (mid26 * (dyn_25[2]))); 
# 61
(dyn_25[4]) %= (dyn_25[0]); 
# 62
} 
#endif
# 63 "v000140.cu"
constexpr inline unsigned LANES28 = (sizeof(float) * (4)); 
# 64
enum class Level29 { Off30, Idle31, High32, Slow33}; 
# 66
namespace _GLOBAL__N__c29843ac_10_v000140_cu_952f8353 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__c29843ac_10_v000140_cu_952f8353; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__c29843ac_10_v000140_cu_952f8353 __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 67
template< class T, int N> static void 
# 68
__wrapper__device_stub_lerp34_kernel(T &a35, int &len36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
float f37 = (N); 
# 70
f37--; 
# 71
if (a35 == N) { 
# 72
return; 
# 73
}  
# 74
len36 = (10L); 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 67 "v000140.cu"
template< class T, int N> static void 
# 68
lerp34_kernel(T a35, int len36) {::_GLOBAL__N__c29843ac_10_v000140_cu_952f8353::__wrapper__device_stub_lerp34_kernel<T,N>(a35,len36);
# 75
return;}
#if 0
# 68
{ 
# 69
float f37 = (N); 
# 70
f37--; 
# 71
if (a35 == N) { 
# 72
return; 
# 73
}  
# 74
len36 = (10L); 
# 75
} 
#endif
# 76 "v000140.cu"
}
# 78
constexpr int gather38(int lane39, int stride40) { 
# 79
stride40 %= (' '); 
# 80
return 37; 
# 81
} 
# 83
void run_count41(double alpha42, int n43) { 
# 84
short f44 = ('A'); 
# 85
(__cudaPushCallConfiguration(dim3(32, (n43 + 127) / 128), 256, sizeof(int) * (1024))) ? (void)0 : lerp34_kernel< unsigned, 1> (static_cast< unsigned>(static_cast< double>(LANES28)), alpha42); 
# 86
(__cudaPushCallConfiguration(64, sizeof(int) * (8))) ? (void)0 : combine22_kernel< unsigned, 6> ((0U) - alpha42, static_cast< const float *>(nullptr)); 
# 87
alpha42 -= LANES28; 
# 88
n43 = f44; 
# 89
++n43; 
# 90
} 
# 92
int main() { 
# 93
int size45 = 801; 
# 94
auto fn49 = [s46 = (size45 == sizeof(long)) ? LANES28 : size45]()->unsigned { 
# 95
for (int it47 = 7; it47 > 0; --it47) { 
# 96
int cnt48 = ((((s46) | (s46)) + (4085 + it47)) != (LANES28 * it47)) ? ((s46) + LANES28) + (LANES28 - it47) : (s46); 
# 97
(__cudaPushCallConfiguration(dim3(4, (12) + (LANES28 + (LANES28 + (84)))), 64 * 2)) ? (void)0 : blend17< long, 4> (('a') * cnt48, Vec14{1, static_cast< float>(it47 + it47)}, 40UL & (gather38(s46, LANES28))); 
# 98
}  
# 99
return check_mix4(-57, 51UL | (s46), nullptr); 
# 100
} ; typedef decltype(fn49) __T1;
# 101
Vec14 diff50{7, (-2659)}; 
# 102
(__cudaPushCallConfiguration(((12) + (LANES28 + (12 + 24))) * (8), 512)) ? (void)0 : blend17< unsigned, 4> ((check_mix4(LANES28, diff50.x15, (const int *)nullptr)) + (LANES28 % size45), Vec14{}, 2115 & size45); 
# 103
return 0; 
# 104
} 

# 1 "v000140.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c29843ac_10_v000140_cu_952f8353
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000140.cudafe1.stub.c"
#include "v000140.cudafe1.stub.c"
# 1 "v000140.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
