# 1 "v001371.cu"
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
# 14 "v001371.cu"
template< class T> 
# 15
struct Node5 { 
# 16
T flag6; 
# 17
void scale7(T x8) { 
# 18
(flag6) = ((flag6) / 59); 
# 19
} 
# 20
}; 
# 22
namespace math9 { 
# 23
static void rank10(Node5< unsigned>  q11, const Node5< unsigned>  p12, float *acc13) ;
#if 0
# 23
{ 
# 24
q11.scale7((*acc13) * (acc13[1])); 
# 25
q11 = Node5< unsigned> {}; 
# 26
if ((p12.flag6) == (p12.flag6)) { 
# 27
--(q11.flag6); 
# 28
}  
# 29
q11 = Node5< unsigned> {9U}; 
# 30
q11 = q11; 
# 31
float x14 = static_cast< float>((9.375F) + (p12.flag6)); 
# 32
} 
#endif
# 33 "v001371.cu"
}
# 35
inline float host_warp15(bool cfg16, int count17, const float *in18) { 
# 36
--count17; 
# 37
count17 = (5U); 
# 38
const char *hi19 = ("C:\\dir"); 
# 39
unsigned z20 = +count17; 
# 40
float sum21 = static_cast< float>((59) + ((size_t)(*in18))); 
# 41
return 4333; 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void kick22_kernel(int len23, int *__restrict__ buf24, float beta25, float cfg26) ;
#if 0
# 44
{ 
# 45
Node5< unsigned>  off27 = Node5< unsigned> {9U}; 
# 46
--(buf24[len23]); 
# 47
if (beta25 != ((*buf24) * 38U)) { 
# 48
if (((off27.flag6) + ((size_t)'a')) <= len23) { 
# 49
float t28[7] = {}; 
# 50
} else { 
# 51
if (len23 != 13) { 
# 52
return; 
# 53
}  
# 54
len23++; 
# 55
}  
# 56
}  
# 57
} 
#endif
# 58 "v001371.cu"
static int c_mix29[2]; 
# 60
__attribute__((unused)) long fuse30(unsigned *data31, char *data32) {int volatile ___ = 1;(void)data31;(void)data32;
# 68
::exit(___);}
#if 0
# 60
{ 
# 61
if ((c_mix29[0]) >= (*data31)) { 
# 62
long long k33 = (256); 
# 63
k33 = (55); 
# 64
auto acc34 = (data32[0]) - 718L; 
# 65
}  
# 66
long long z35 = (sizeof(Node5< long> ) << (c_mix29[0])) * (*data32); 
# 67
return c_mix29[1]; 
# 68
} 
#endif
# 70 "v001371.cu"
namespace kern36 { 
# 71
struct Vec37 { 
# 72
unsigned y38; 
# 73
long mass39; 
# 74
long get40() const { 
# 75
int t41[7] = {}; 
# 76
return (mass39) + (y38); 
# 77
} 
# 78
}; 
# 80
__attribute__((visibility("hidden"))) void spread42(double *__restrict__ dst43) ;
#if 0
# 80
{ 
# 81
if (fuse30(static_cast< unsigned *>(nullptr), reinterpret_cast< char *>(dst43)) < (c_mix29[1])) { 
# 82
goto finish44; 
# 83
}  
# 84
if (c_mix29[0]) { 
# 85
return; 
# 86
}  
# 87
(*dst43)--; 
# 88
(*dst43) = (dst43[4]); 
# 89
finish44:; ; 
# 90
} 
#endif
# 92 "v001371.cu"
class Particle45 { 
# 93
int z46; 
# 95
public: Particle45(int b47) : z46(b47) { } 
# 96
int bump48() const { 
# 97
long long z49{(static_cast< long long>(static_cast< int>(256)))}; 
# 98
return (z46) - z49; 
# 99
} 
# 100
int reset50(float sum51) const { 
# 101
constexpr int f52 = 36; 
# 102
sum51--; 
# 103
return 59; 
# 104
} 
# 105
}; 
# 106
}
# 108
int main() { 
# 109
int count53 = 2245; 
# 110
host_warp15(((count53 + count53) / host_warp15(count53, count53, nullptr)) > count53, (count53 + 40U) - (58), nullptr); 
# 111
(__cudaPushCallConfiguration((count53 + 255) / 256, sizeof(unsigned) * (16), (59 + (59 + 1930)) * 2)) ? (void)0 : kern36::spread42((double *)nullptr); 
# 112
--count53; 
# 113
auto lam55 = [](float y54)->int { 
# 114
host_warp15(y54 != (7), 3, &y54); 
# 115
return y54; 
# 116
} ; typedef decltype(lam55) __T0;
# 117
lam55(count53); 
# 118
(__cudaPushCallConfiguration(32, 1 << 5, 0, (cudaStream_t)0)) ? (void)0 : math9::rank10(Node5< unsigned> {}, Node5< unsigned> {static_cast< unsigned>(count53)}, static_cast< float *>(nullptr)); 
# 119
count53 = ((count53 >> lam55(count53)) + host_warp15(sizeof(kern36::Vec37) < count53, 33, static_cast< const float *>(nullptr))); 
# 120
(__cudaPushCallConfiguration(dim3(59 + (59 + (59 + (256 + (59 + 20)))), 8 * 2, 32 * 8), dim3(16, (count53 + 255) / 256))) ? (void)0 : kick22_kernel(host_warp15(count53 < lam55(count53), 3 / count53, nullptr), &count53, count53, 256 - count53); 
# 121
return 0; 
# 122
} 

# 1 "v001371.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d63bf4a6_10_v001371_cu_f162fae6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001371.cudafe1.stub.c"
#include "v001371.cudafe1.stub.c"
# 1 "v001371.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
