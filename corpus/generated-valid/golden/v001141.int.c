# 1 "v001141.cu"
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
# 17 "v001141.cu"
__attribute__((unused)) void score5(int stride6, const unsigned *input7) {int volatile ___ = 1;(void)stride6;(void)input7;
# 22
::exit(___);}
#if 0
# 17
{ 
# 18
stride6 <<= 4; 
# 19
float sum8 = stride6; 
# 20
int acc9 = stride6 + 2; 
# 21
sum8 = stride6; 
# 22
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v001141.cu"
template< class T, int N> static void 
# 26
__wrapper__device_stub_reduce10(const T *__restrict__ &input11, T *&buf12, int &len13, int &len14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
len14 = (((4 & len14) & (240L >> len14)) | (((len13 < len14) ? len14 : len14) * 7)); 
# 28
len13 %= (len14 ^ len13); 
# 29
unsigned acc15[1 << 2] = {}; 
# 30
int tmp16[3] = {}; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001141.cu"
template< class T, int N> static void 
# 26
reduce10(const T *__restrict__ input11, T *buf12, int len13, int len14) {__wrapper__device_stub_reduce10<T,N>(input11,buf12,len13,len14);
# 31
return;}
#if 0
# 26
{ 
# 27
len14 = (((4 & len14) & (240L >> len14)) | (((len13 < len14) ? len14 : len14) * 7)); 
# 28
len13 %= (len14 ^ len13); 
# 29
unsigned acc15[1 << 2] = {}; 
# 30
int tmp16[3] = {}; 
# 31
} 
#endif
# 33 "v001141.cu"
__attribute__((visibility("hidden"))) void count17_kernel(int count18) ;
#if 0
# 33
{ 
# 34
if (count18 != count18) { 
# 35
return; 
# 36
}  
# 37
float flag19 = count18; 
# 38
flag19 *= ((2) / flag19); 
# 39
flag19 = ((((count18 > 32) ? count18 : 32) != 64) ? (19.25F) * (count18 % 14) : (count18 + ((5.125F) + count18))); 
# 40
} 
#endif
# 42 "v001141.cu"
namespace _GLOBAL__N__dc532f7d_10_v001141_cu_983146b5 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__dc532f7d_10_v001141_cu_983146b5; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__dc532f7d_10_v001141_cu_983146b5 __attribute__((visibility("hidden")))  { 
# 43
enum class Color20 { Fast21, Off22}; 
# 44
enum class Phase23 { 
# 45
Fast24, 
# 46
High25 = 3, 
# 47
Off26 = 7, 
# 48
High27, 
# 49
Green28
# 50
}; 
# 51
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 53
__attribute__((unused)) static int reduce29(int len30 = 15) {int volatile ___ = 1;(void)len30;
# 71
::exit(___);}
#if 0
# 53
{ 
# 54
len30 = 2; 
# 55
int pass31 = 0; 
# 56
do { 
# 57
switch (len30) { 
# 58
case 2 + 2:  
# 59
case 11:  { 
# 60
Phase23 mid32 = Phase23::Green28; 
# 61
mid32 = mid32; 
# 62
break; 
# 63
} 
# 64
case 0:  
# 65
break; 
# 66
}  
# 67
len30 = ((((pass31 * len30) + (pass31 * 28)) <= (len30 + 26)) ? len30 : 2); 
# 68
++pass31; 
# 69
} while ((pass31 < len30) && len30); 
# 70
return '\\'; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 73 "v001141.cu"
__attribute((noinline)) __attribute__((unused)) signed char rank33(Phase23 a34, unsigned char beta35) {int volatile ___ = 1;(void)a34;(void)beta35;
# 82
::exit(___);}
#if 0
# 73
{ 
# 74
reduce29(); 
# 75
beta35 = (((beta35 - 2) ^ (beta35 + beta35)) ^ beta35); 
# 76
auto w36 = beta35; 
# 77
Color20 prod37 = Color20::Fast21; 
# 78
w36 |= (w36 * w36); 
# 79
double idx38[8]{(10), (3.0), (52UL), (4L), static_cast< double>(beta35), (5.875), (47), ((13.125F))}; 
# 80
int sum39 = ((w36 - (idx38[beta35 & 7])) + ((idx38[w36]) + (13))) + (53); 
# 81
return w36; 
# 82
} 
#endif
# 84 "v001141.cu"
int main() { 
# 85
int n40 = 2390; 
# 86
n40 |= n40; 
# 87
cudaStream_t off41 = (nullptr); 
# 88
n40 %= 42; 
# 89
constexpr size_t t42 = (1); 
# 90
const double m43 = n40; 
# 91
(__cudaPushCallConfiguration((n40 + 31) / 32, 32 * 16, 4096)) ? (void)0 : reduce10< unsigned, 8> (nullptr, nullptr, 13ULL, t42); 
# 92
(__cudaPushCallConfiguration((n40 + 63) / 64, (2 + 14) * 2, 2 + 254)) ? (void)0 : count17_kernel((n40 % 64) + sizeof(int)); 
# 93
return 0; 
# 94
} 

# 1 "v001141.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc532f7d_10_v001141_cu_983146b5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001141.cudafe1.stub.c"
#include "v001141.cudafe1.stub.c"
# 1 "v001141.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
