# 1 "v000151.cu"
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
# 11 "v000151.cu"
__attribute__((visibility("hidden"))) void mix5_kernel(const double *src6, float *data7) ;
#if 0
# 12
{ 
# 13
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
int w9 = __device_builtin_variable_warpSize; 
# 15
int cnt10 = src6[2]; 
# 16
if (cnt10 && (w9 >= (__device_builtin_variable_threadIdx.x))) { 
# 17
goto out12; 
# 18
}  
# 19
if ((__device_builtin_variable_threadIdx.y) >= (40)) { 
# 20
w9 ^= ((1UL << (idx8 ^ idx8)) + ((-cnt10) % 8)); 
# 21
float y11 = (static_cast< float>((8.875F))); 
# 22
}  
# 23
out12:; ; 
# 24
} 
#endif
# 25 "v000151.cu"
__attribute__((section("__nv_managed_data__"))) static unsigned (*m_sift13)[16] = 0; 
# 28
static long scatter14(int count15, int stride16) 
# 29
{ 
# 30
(__cudaPushCallConfiguration(sizeof(int) * (8), dim3(1 << 8, (stride16 + 63) / 64), sizeof(float) * (32), nullptr)) ? (void)0 : mix5_kernel(nullptr, nullptr); 
# 31
(__cudaPushCallConfiguration(dim3((stride16 + 127) / 128, 8, 16), 256 * 2, sizeof(int) * (32))) ? (void)0 : mix5_kernel(nullptr, (float *)nullptr); 
# 32
float e17{(15L)}; 
# 33
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[count15])--; 
# 34
count15 <<= (59U - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[count15 & 15])); 
# 35
(__cudaPushCallConfiguration(dim3((count15 + 127) / 128, 256, 1 << 7), 32)) ? (void)0 : mix5_kernel(static_cast< const double *>(nullptr), &e17); 
# 36
(__cudaPushCallConfiguration(1, 1 << 6, sizeof(int) * (128))) ? (void)0 : mix5_kernel(nullptr, &e17); 
# 37
return stride16; 
# 38
} 
# 40
struct alignas(8) Span18 { 
# 41
float id19; 
# 42
int hi20; 
# 43
float w21; 
# 44
float apply22(unsigned tmp23) const 
# 45
{ 
# 46
tmp23 += ((-(hi20)) << (tmp23 % (8))); 
# 47
tmp23--; 
# 48
return (18.25F) - tmp23; 
# 49
} 
# 50
}; 
# 52
namespace util24 { 
# 53
__attribute__((visibility("hidden"))) void pack25(Span18 a26, Span18 cfg27, int count28) ;
#if 0
# 54
{ 
# 55
auto v29 = cfg27.apply22((((count28 += 0L), 43LL) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[5])) + ((__device_builtin_variable_warpSize + 17L) + (5))); 
# 56
--(a26.w21); 
# 57
if (v29 <= (a26.hi20)) { 
# 58
return; 
# 59
}  
# 60
} 
#endif
# 61 "v000151.cu"
}
# 63
namespace ops30 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64
template< class T, int N = 3> static void 
# 65
__wrapper__device_stub_tile31_kernel(T &alpha32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
int gid33 = __device_builtin_variable_threadIdx.x; 
# 68
if ((alpha32 >= (__device_builtin_variable_threadIdx.x)) && ((__device_builtin_variable_threadIdx.x) <= alpha32)) { 
# 69
return; 
# 70
}  
# 71
int pass34 = 0; 
# 72
do { 
# 73
for (auto r35 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))) { 
# 74
int iter36 = 0; 
# 75
while (iter36 < 6) { 
# 76
--r35; 
# 77
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[8])++; 
# 78
if ((__device_builtin_variable_blockIdx.x) > (__device_builtin_variable_gridDim.y)) { 
# 79
return; 
# 80
}  
# 81
++iter36; 
# 82
}  
# 83
}  
# 84
++pass34; 
# 85
} while ((pass34 < 14) && (!(alpha32 != N))); 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000151.cu"
template< class T, int N = 3> static void 
# 65
tile31_kernel(T alpha32) 
# 66
{::ops30::__wrapper__device_stub_tile31_kernel<T,N>(alpha32);
# 86
return;}
#if 0
# 66
{ 
# 67
int gid33 = __device_builtin_variable_threadIdx.x; 
# 68
if ((alpha32 >= (__device_builtin_variable_threadIdx.x)) && ((__device_builtin_variable_threadIdx.x) <= alpha32)) { 
# 69
return; 
# 70
}  
# 71
int pass34 = 0; 
# 72
do { 
# 73
for (auto r35 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))) { 
# 74
int iter36 = 0; 
# 75
while (iter36 < 6) { 
# 76
--r35; 
# 77
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[8])++; 
# 78
if ((__device_builtin_variable_blockIdx.x) > (__device_builtin_variable_gridDim.y)) { 
# 79
return; 
# 80
}  
# 81
++iter36; 
# 82
}  
# 83
}  
# 84
++pass34; 
# 85
} while ((pass34 < 14) && (!(alpha32 != N))); 
# 86
} 
#endif
# 88 "v000151.cu"
__attribute__((unused)) inline double kick37(const double *in38, int n39) 
# 89
{int volatile ___ = 1;(void)in38;(void)n39;
# 98
::exit(___);}
#if 0
# 89
{ 
# 90
int w40 = 0; 
# 91
while (w40 < 16) { 
# 92
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[w40 & 15]) = (43); 
# 93
float r41 = n39 + ((*in38) * n39); 
# 94
--r41; 
# 95
++w40; 
# 96
}  
# 97
return (__device_builtin_variable_gridDim.x) - ((__device_builtin_variable_gridDim.x) - sizeof(float)); 
# 98
} 
#endif
# 100 "v000151.cu"
class Vec42 { 
# 101
double val43; 
# 103
public: Vec42(double a44) : val43(a44) { } 
# 104
void total45(float lo46) 
# 105
{ 
# 106
(val43) /= lo46; 
# 107
} 
# 108
}; 
# 109
}
# 111
unsigned long host_rank47(Span18 p48, unsigned b49) 
# 112
{ 
# 113
dim3 acc50(1 << 7); 
# 114
ops30::Vec42 hi51(sizeof(unsigned)); 
# 115
auto lam55 = [&](auto m52, auto off53) { 
# 116
float off54 = (double)(b49); 
# 117
return m52 * 2; 
# 118
} ; typedef decltype(lam55) __T0;
# 119
(__cudaPushCallConfiguration(32, 256 * 2, 0, nullptr)) ? (void)0 : util24::pack25(p48, Span18{(19.0F), (-215), (8.875F)}, p48.w21); 
# 120
if ((39) != (b49 * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[5]))) { 
# 121
return b49; 
# 122
}  
# 123
cudaStream_t tmp56 = (0); 
# 124
if ((b49 + (p48.id19)) < ('A')) { 
# 125
goto done57; 
# 126
}  
# 127
if ((static_cast< char>(b49)) != 44) { 
# 128
return ((p48.hi20) % 8) * scatter14(43ULL, b49); 
# 129
}  
# 130
done57:; ; 
# 131
return lam55(static_cast< int>(b49), static_cast< int>(26L)); 
# 132
} 
# 134
int main() 
# 135
{ 
# 136
int len58 = 1480; 
# 137
len58 += ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[len58]); 
# 138
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[len58 & 15]) += scatter14(scatter14(30, 10), (13) ^ ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift13)))[len58])); 
# 139
(__cudaPushCallConfiguration(dim3(256, (len58 + 255) / 256), 64)) ? (void)0 : ops30::tile31_kernel((long)sizeof(float)); 
# 140
return 0; 
# 141
} 

# 1 "v000151.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47440d79_10_v000151_cu_f2057467
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000151.cudafe1.stub.c"
#include "v000151.cudafe1.stub.c"
# 1 "v000151.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
