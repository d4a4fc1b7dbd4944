# 1 "v000812.cu"
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
# 11 "v000812.cu"
__attribute__((visibility("hidden"))) void pack4_kernel(const double *__restrict__ in5, const double *in6, const float *src7) ;
#if 0
# 11
{ 
# 12
for (int i8 = 0; i8 < 3; i8++) { 
# 13
int w9 = 0; 
# 14
while (w9 < w9) { 
# 15
float f10 = ((w9 * 12) - (in6[__device_builtin_variable_blockIdx.z])) + (src7[1]); 
# 16
constexpr unsigned prod11 = (6); 
# 17
++w9; 
# 18
}  
# 19
}  
# 20
} 
#endif
# 22 "v000812.cu"
namespace kern12 { 
# 23
int probe13(int len14) { 
# 24
float idx15{(7.0F)}; 
# 25
for (int j16 = 0; j16 < len14; ++j16) { 
# 26
idx15 = idx15; }  
# 27
idx15 = (49); 
# 28
len14 = idx15; 
# 29
return (((len14 * len14) < len14) ? len14 * len14 : len14); 
# 30
} 
# 31
__attribute__((section("__nv_managed_data__"))) static int *m_fuse17 = 0; 
# 32
}
# 35
constexpr int pack18(int n19) { 
# 36
return (7 * n19) / (12 >> n19); 
# 37
} 
# 38
__attribute__((section("__nv_managed_data__"))) static float *m_mix20 = 0; 
# 41
constexpr int kick21(int stride22, int count23) { 
# 42
return count23 - (((stride22 & 15) == sizeof(float)) ? static_cast< int>(6U) : count23); 
# 43
} 
# 45
namespace gpu24 { 
# 46
__attribute__((visibility("hidden"))) void count25(int n26, int lane27, int count28) ;
#if 0
# 46
{ 
# 47
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if (gid29 >= lane27) { 
# 49
return; }  
# 50
kick21(kick21((__device_builtin_variable_blockIdx.y) - sizeof(int), 7), static_cast< int>((n26 += gid29), n26)); 
# 51
int h30{51}; 
# 52
count28 = ((sizeof(float) * (h30 + gid29)) * (static_cast< unsigned char>((__device_builtin_variable_threadIdx.y) >> 5))); 
# 53
count28++; 
# 54
signed char k31 = (10); 
# 55
} 
#endif
# 56 "v000812.cu"
enum class State32 { Red33, On34}; 
# 57
}
# 59
constexpr int run_lerp35(int n36, int n37) { 
# 60
constexpr float acc38 = (14); 
# 61
return (acc38 * ((n36 >= n37) ? 24 : 12)) - (((n37 / n36) != n36) ? acc38 * n36 : (pack18(n37))); 
# 62
} 
# 64
constexpr int reduce39(int count40, int lane41) { 
# 65
auto v42 = 11L; 
# 66
return kick21(v42 * count40, (lane41 < 45UL) ? lane41 : 45UL); 
# 67
} 
# 68
static_assert((sizeof(int) == (4)), "expected value");
# 71
template< class T, int N = 3> __attribute__((unused)) T 
# 72
decay43(T *__restrict__ acc44, const unsigned *input45) {int volatile ___ = 1;(void)acc44;(void)input45;
# 78
::exit(___);}
#if 0
# 72
{ 
# 73
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))) = (kick21((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17))), 54)); 
# 74
(acc44[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17)))]) = reduce39(acc44[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17)))], kick21((input45[1]) + (acc44[__device_builtin_variable_blockIdx.x]), reduce39((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))), 35))); 
# 75
gpu24::State32 flag46 = gpu24::State32::Red33; 
# 76
auto u47 = (reduce39(__device_builtin_variable_blockDim.x, 1087UL) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17)))) / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))) * (acc44[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17)))])); 
# 77
return u47; 
# 78
} 
#endif
# 81 "v000812.cu"
struct alignas(16) Bounds48 { 
# 82
int lo49; 
# 83
double hi50; 
# 84
float vel51; 
# 85
int apply52(float z53) const { 
# 86
z53 += (lo49); 
# 87
z53 = ((kick21(lo49, 12)) + z53); 
# 88
return +(vel51); 
# 89
} 
# 90
}; 
# 92
static void run_tile54(float alpha55, int stride56 = -3208) { 
# 93
(__cudaPushCallConfiguration(1, 32, 0)) ? (void)0 : pack4_kernel(static_cast< const double *>(nullptr), static_cast< const double *>(nullptr), nullptr); 
# 94
pack18(alpha55); 
# 95
int w57 = 0; 
# 96
while (w57 < 3) { 
# 97
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20)))--; 
# 98
static_assert((11 > 10));
# 99
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17)))++; 
# 100
++w57; 
# 101
}  
# 102
int t58 = ((run_lerp35((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))), 13)) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))) - w57)) * (12); 
# 103
} 
# 105
int main() { 
# 106
int size59 = 1040; 
# 107
if (float h60 = (12); ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17))) & 15) <= kick21(h60, h60)) { 
# 108
if (size59 > (42UL * size59)) { 
# 109
dim3 m61(12 + (12 + (12 + 220)), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17))) + 127) / 128); 
# 110
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))) = (reduce39(size59, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))) < (kick21((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17))), size59))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20))) : (kick21((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17))), size59)))); 
# 111
}  
# 112
}  
# 113
(__cudaPushCallConfiguration(sizeof(float) * (2), 1 << 9)) ? (void)0 : gpu24::count25(kick21(static_cast< short>(size59), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20)))), run_lerp35(size59, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix20)))) + 12, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern12::m_fuse17)))); 
# 114
return 0; 
# 115
} 

# 1 "v000812.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__877e559f_10_v000812_cu_ee1c1018
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000812.cudafe1.stub.c"
#include "v000812.cudafe1.stub.c"
# 1 "v000812.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
