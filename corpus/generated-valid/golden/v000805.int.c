# 1 "v000805.cu"
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
# 8 "v000805.cu"
static void bias3(int n4) ;
#if 0
# 9
{ 
# 10
unsigned i5 = __device_builtin_variable_threadIdx.x; 
# 11
if (i5 >= n4) { 
# 12
return; }  
# 13
n4++; 
# 14
int s6 = (-5); 
# 15
(++s6), (n4 = ((((49) - i5) * (41U + n4)) * n4)); 
# 16
} 
#endif
# 18 "v000805.cu"
float check_merge7(int n8 = 11) 
# 19
{ 
# 20
n8 = n8; 
# 21
int f9 = n8; 
# 22
return n8; 
# 23
} 
# 26
__attribute__((unused)) static inline long scale10(float b11, int count12, int count13) 
# 27
{int volatile ___ = 1;(void)b11;(void)count12;(void)count13;
# 39
::exit(___);}
#if 0
# 27
{ 
# 28
count12++; 
# 29
if (!(b11 == (__device_builtin_variable_threadIdx.z))) { 
# 30
return __device_builtin_variable_warpSize * count13; }  
# 31
const float base14 = (static_cast< int>(58)); 
# 32
unsigned x15 = count12 % ((count12 % count13) - ((__device_builtin_variable_gridDim.x) + (62))); 
# 33
if (b11 > base14) { 
# 34
goto out16; 
# 35
}  
# 36
count13 = (26U); 
# 37
out16:; ; 
# 38
return static_cast< double>((count12 * x15) - b11); 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 42 "v000805.cu"
__attribute__((unused)) static double trace17(int count18, int n19) 
# 43
{int volatile ___ = 1;(void)count18;(void)n19;
# 58
::exit(___);}
#if 0
# 43
{ 
# 44
if (((__device_builtin_variable_gridDim.x) * n19) < (30)) { 
# 45
goto finish22; 
# 46
}  
# 47
scale10((static_cast< int>(13)) + scale10(23U, count18, count18), (count18 & 15) * ((n19) ? n19 : (__device_builtin_variable_gridDim.y)), (1 + count18) * (__device_builtin_variable_threadIdx.y)); 
# 48
if ((static_cast< float>((6.625F))) == (static_cast< unsigned>((n19 > count18) ? 2UL : n19))) { 
# 49
n19--; 
# 50
n19 <<= (((count18 != (u'\x41')) || (scale10((11.375F), 14, 51) < count18)) ? (__device_builtin_variable_threadIdx.z) >> count18 : ((count18 += n19), scale10(__device_builtin_variable_gridDim.x, n19, count18))); 
# 51
++n19; 
# 52
} else { 
# 53
unsigned k20 = (2 * (count18 + n19)) + ((n19 << 4) - (+count18)); 
# 54
const char lim21 = scale10(scale10(k20, -46, 3) & (15), k20, +scale10((17.875F), count18, __device_builtin_variable_blockIdx.x)); 
# 55
}  
# 56
finish22:; ; 
# 57
return 4025 + count18; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000805.cu"
__attribute((noinline)) __attribute__((unused)) void scatter23(unsigned *dst24) 
# 61
{int volatile ___ = 1;(void)dst24;
# 69
::exit(___);}
#if 0
# 61
{ 
# 62
float z25 = (dst24[4]) / (((dst24[4]) += (59)), trace17(36, 16)); 
# 63
int y26 = z25; 
# 64
float r27 = (-(2.375F)); 
# 65
++z25; 
# 66
scale10(((15.5F) + y26) + (dst24[__device_builtin_variable_threadIdx.x]), z25 * (+y26), z25 - ((y26 += y26), (__device_builtin_variable_threadIdx.x))); 
# 67
int cnt28 = (dst24 == (nullptr)) ? scale10(__device_builtin_variable_blockIdx.x, 63, 37) % y26 : (r27 * (static_cast< char>(r27))); 
# 68
z25 = y26; 
# 69
} 
#endif
# 71 "v000805.cu"
namespace img29 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 72
template< class T, int N = 3> static void 
# 73
__wrapper__device_stub_drift30(T &alpha31, T &q32, T &alpha33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 74
{ 
# 75
scatter23(nullptr); 
# 76
alpha33 -= trace17(30 - ((2 * alpha31) + N), trace17(alpha33, q32 * q32)); 
# 77
scatter23(nullptr); 
# 78
float tmp34(alpha31 / 7); 
# 79
++alpha33; 
# 80
scale10(scale10(alpha31, alpha33, (0U) * tmp34), trace17(q32, alpha31) + q32, ((tmp34 += (__device_builtin_variable_blockDim.y)), trace17(32, 20))); 
# 81
} 
#endif

#pragma GCC diagnostic pop

# 72 "v000805.cu"
template< class T, int N = 3> static void 
# 73
drift30(T alpha31, T q32, T alpha33) 
# 74
{::img29::__wrapper__device_stub_drift30<T,N>(alpha31,q32,alpha33);
# 81
return;}
#if 0
# 74
{ 
# 75
scatter23(nullptr); 
# 76
alpha33 -= trace17(30 - ((2 * alpha31) + N), trace17(alpha33, q32 * q32)); 
# 77
scatter23(nullptr); 
# 78
float tmp34(alpha31 / 7); 
# 79
++alpha33; 
# 80
scale10(scale10(alpha31, alpha33, (0U) * tmp34), trace17(q32, alpha31) + q32, ((tmp34 += (__device_builtin_variable_blockDim.y)), trace17(32, 20))); 
# 81
} 
#endif
# 83 "v000805.cu"
constexpr int run_score35(int n36, int stride37) 
# 84
{ 
# 85
const double flag38 = ((12.75F)); 
# 86
const int lim39 = flag38 / ((+stride37) / n36); 
# 87
return 27; 
# 88
} 
# 90
__attribute__((visibility("hidden"))) void rank40_kernel(const float *__restrict__ in41, int lane42, const int *src43) ;
#if 0
# 91
{ 
# 92
lane42 += (3576L % ((lane42 + lane42) & 15)); 
# 93
lane42 = (trace17((src43 != (nullptr)) ? 25 : ((59) / (in41[lane42])), __device_builtin_variable_blockDim.y)); 
# 94
if ((58UL) == (((__device_builtin_variable_threadIdx.x) == lane42) ? in41[lane42] : (__device_builtin_variable_gridDim.x))) { 
# 95
return; }  
# 96
lane42 *= ((-(lane42 * (in41[lane42]))) + (__device_builtin_variable_gridDim.z)); 
# 97
} 
#endif
# 98 "v000805.cu"
}
# 100
inline unsigned host_march44(const signed char *src45) 
# 101
{ 
# 102
const char *s46 = ("kernel\n"); 
# 103
static_assert((4 == 4));
# 104
return s46[0]; 
# 105
} 
# 107
int main() 
# 108
{ 
# 109
int len47 = 47; 
# 110
char k48 = img29::run_score35((2 * ((2 * len47) + len47)) + ((len47 > len47) ? len47 : len47), host_march44(static_cast< const signed char *>(nullptr))); 
# 111
float flag49 = (static_cast< short>(static_cast< int>(k48))) << len47; 
# 112
k48 -= (((2 * (static_cast< unsigned char>(flag49))) + 53) * (-check_merge7())); 
# 113
flag49++; 
# 114
(__cudaPushCallConfiguration((len47 + 127) / 128, 32)) ? (void)0 : bias3(len47 / 7); 
# 115
(__cudaPushCallConfiguration(dim3(1, sizeof(int) * (4), 1 << 5), 32, sizeof(float) * (64), 0)) ? (void)0 : img29::drift30< long, 3> (img29::run_score35(host_march44(nullptr), len47 / k48), ((2) * (flag49 - (26UL))) + (0 - k48), (int)39); 
# 116
(__cudaPushCallConfiguration(16, sizeof(int) * (128))) ? (void)0 : img29::rank40_kernel(nullptr, flag49, (const int *)nullptr); 
# 117
return 0; 
# 118
} 

# 1 "v000805.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__27c94496_10_v000805_cu_efbede2f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000805.cudafe1.stub.c"
#include "v000805.cudafe1.stub.c"
# 1 "v000805.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
