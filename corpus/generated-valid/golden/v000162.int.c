# 1 "v000162.cu"
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
# 9 "v000162.cu"
static unsigned char c_scatter5; 
# 11
template< class T> 
# 12
struct Acc6 { 
# 13
T flag7; 
# 14
T weight8; 
# 15
T total9() const { 
# 16
T v10 = weight8; 
# 17
v10 *= ((weight8) * 55U); 
# 18
return (__alignof__(float) > v10) ? flag7 : (weight8); 
# 19
} 
# 20
}; 
# 22
__attribute__((visibility("hidden"))) void blend11_kernel(const int *__restrict__ coef12, int *out13, const int *input14, long alpha15) ;
#if 0
# 22
{ 
# 23
(out13[4]) = (coef12[c_scatter5 & 7]); 
# 24
Acc6< double>  sum16 = Acc6< double> {(24.75), (36)}; 
# 25
Acc6< double>  f17 = Acc6< double> {}; 
# 26
const double base18 = alpha15; 
# 27
constexpr char stride19 = (42UL); 
# 28
if (base18 > (23)) { 
# 29
return; }  
# 30
(sum16.weight8) /= sum16.total9(); 
# 31
} 
#endif
# 34 "v000162.cu"
__attribute__((visibility("hidden"))) void weigh20(unsigned char b21) ;
#if 0
# 34
{ 
# 35
int iter22 = 0; 
# 36
do { 
# 37
constexpr double flag23 = (46); 
# 38
++iter22; 
# 39
} while (iter22 < 13); 
# 40
float diff24 = b21; 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 44 "v000162.cu"
__attribute__((unused)) static unsigned sweep25(Acc6< double>  b26, int lane27 = 6UL) {int volatile ___ = 1;(void)b26;(void)lane27;
# 50
::exit(___);}
#if 0
# 44
{ 
# 45
Acc6< double>  base28 = {(17.625), (4529)}; 
# 46
if ((c_scatter5 | c_scatter5) != 14) { 
# 47
return ((c_scatter5 + (base28.flag7)) + lane27) * base28.total9(); }  
# 48
b26 = b26; 
# 49
return (b26.total9() - (sizeof(Acc6< double> ))); 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 52 "v000162.cu"
__attribute__((unused)) int drift29(int n30, int len31, char a32) {int volatile ___ = 1;(void)n30;(void)len31;(void)a32;
# 62
::exit(___);}
#if 0
# 52
{ 
# 53
a32 ^= 62; 
# 54
n30 &= ((4 + a32) % (static_cast< unsigned>(n30))); 
# 55
if (auto m33 = (len31 + a32) * 44L; (n30 % 47U) >= (len31 % 6L)) { 
# 56
int acc34 = n30 - (+(a32 % m33)); 
# 57
if ((m33 & (1)) >= acc34) { 
# 58
return acc34; }  
# 59
a32 &= acc34; 
# 60
}  
# 61
return ((4 % c_scatter5) >= c_scatter5) ? sizeof(char) : (len31 - n30); 
# 62
} 
#endif
# 64 "v000162.cu"
static void trace35_kernel(int lane36, Acc6< double>  b37, int *__restrict__ out38, int stride39) ;
#if 0
# 64
{ 
# 65
int y40 = out38[5]; 
# 66
b37.total9(); 
# 67
(*out38) = ((36 * c_scatter5) + ((b37.weight8) + stride39)); 
# 68
} 
#endif
# 71 "v000162.cu"
__attribute__((visibility("hidden"))) void rank41(int len42, int len43, unsigned *acc44) ;
#if 0
# 71
{ 
# 72
int mid45[4] = {44, static_cast< int>(len42 % len43), len43, static_cast< int>(len43)}; 
# 73
size_t tmp46 = (59); 
# 74
len42 %= len43; 
# 75
} 
#endif
# 77 "v000162.cu"
constexpr int rank47(int stride48) { 
# 78
return stride48; 
# 79
} 
# 81
constexpr int check_fuse49(int lane50) { 
# 82
return lane50; 
# 83
} 
# 85
int main() { 
# 86
int len51 = 3269; 
# 87
(__cudaPushCallConfiguration(dim3((len51 + 127) / 128, 4 * 4), 32)) ? (void)0 : blend11_kernel(nullptr, nullptr, nullptr, len51); 
# 88
if (len51 <= len51) { 
# 89
return len51; }  
# 90
(__cudaPushCallConfiguration((len51 + 127) / 128, 4 + (4 + 56), 0)) ? (void)0 : weigh20((len51 - len51) + len51); 
# 91
(__cudaPushCallConfiguration(1, 4 + 508, 256, (cudaStream_t)0)) ? (void)0 : trace35_kernel(len51, Acc6< double> {static_cast< double>(len51), static_cast< double>(4 + len51)}, (int *)nullptr, 4 + (len51 / 2)); 
# 92
(__cudaPushCallConfiguration(((dim3)((len51 + 127) / 128)), 4 * 8, (4 + (4 + (4 + 1012))) * 4)) ? (void)0 : rank41(len51 | (~len51), len51, nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v000162.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1251d847_10_v000162_cu_c231e20e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000162.cudafe1.stub.c"
#include "v000162.cudafe1.stub.c"
# 1 "v000162.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
