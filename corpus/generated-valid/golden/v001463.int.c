# 1 "v001463.cu"
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
# 15 "v001463.cu"
__attribute__((visibility("hidden"))) void bump5_kernel(int *out6) ;
#if 0
# 16
{ 
# 17
(*out6) = (out6[2]); 
# 18
(out6[4]) = (1 << 3); 
# 19
} 
#endif
# 21 "v001463.cu"
template< class T, int N = 2> T 
# 22
combine7(T b8, int *out9, const T *in10) 
# 23
{ 
# 24
int iter11 = 0; 
# 25
do { 
# 26
T sum12 = (47UL); 
# 27
int w13 = 0; 
# 28
do { 
# 29
sum12 = 32; 
# 30
++w13; 
# 31
} while (w13 < 9); 
# 32
T q14 = in10[4]; 
# 33
++iter11; 
# 34
} while ((iter11 < iter11) && (33 > ((*out9) - b8))); 
# 35
return N; 
# 36
} 
# 38
template< class T, int N = 1> __attribute__((unused)) T 
# 39
mix15(const T *in16, int stride17) 
# 40
{int volatile ___ = 1;(void)in16;(void)stride17;
# 46
::exit(___);}
#if 0
# 40
{ 
# 41
stride17 = 1; 
# 42
stride17 = (((3 >> stride17) * ((*in16) * stride17)) * ((stride17 += N), N)); 
# 43
stride17 %= 53; 
# 44
stride17 = (combine7< double, 2> (combine7< double, 2> (-60, nullptr, (const double *)nullptr), static_cast< int *>(nullptr), static_cast< const double *>(nullptr)) * ((*in16) + N)); 
# 45
return N >> (stride17 * N); 
# 46
} 
#endif
# 48 "v001463.cu"
__attribute__((unused)) int probe18(int n19, int n20, const unsigned *src21) 
# 49
{int volatile ___ = 1;(void)n19;(void)n20;(void)src21;
# 54
::exit(___);}
#if 0
# 49
{ 
# 50
__attribute__((unused)) static int sh_22; 
# 51
n20 ^= (64 * ((int)n19)); 
# 52
n19 = (1 << 3); 
# 53
return n20; 
# 54
} 
#endif
# 56 "v001463.cu"
__attribute((noinline)) __attribute__((unused)) long pack23(int count24 = 55) 
# 57
{int volatile ___ = 1;(void)count24;
# 66
::exit(___);}
#if 0
# 57
{ 
# 58
const unsigned r25 = (mix15< int, 1> (static_cast< const int *>(nullptr), mix15< float, 1> (nullptr, count24))) - ((combine7< unsigned, 3> (count24, (int *)nullptr, (const unsigned *)nullptr)) - combine7< float, 1> (count24, nullptr, (const float *)nullptr)); 
# 59
count24 = 48; 
# 60
__attribute__((unused)) static int sh_26; 
# 61
probe18(probe18(29, 362, nullptr), (44L + count24) * (12L - sh_26), (const unsigned *)nullptr); 
# 62
__attribute__((unused)) static int sh_27[64]; 
# 63
count24 ^= probe18(combine7< double, 6> (probe18(sh_26, 37L, nullptr), sh_27, nullptr), combine7(static_cast< unsigned>(3328), sh_27, (const unsigned *)nullptr) + count24, static_cast< const unsigned *>(nullptr)); 
# 64
float s28 = probe18(30UL, 32ULL, nullptr); 
# 65
return 3; 
# 66
} 
#endif
# 68 "v001463.cu"
int main() 
# 69
{ 
# 70
int count29 = 2396; 
# 71
count29 += 3696L; 
# 72
count29 *= 16U; 
# 73
short lim30{(12UL)}; 
# 74
if ((lim30 + (1 << 3)) <= 62) { 
# 75
return lim30; 
# 76
}  
# 77
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : bump5_kernel(static_cast< int *>(nullptr)); 
# 78
return 0; 
# 79
} 

# 1 "v001463.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5c572525_10_v001463_cu_10a1d7f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001463.cudafe1.stub.c"
#include "v001463.cudafe1.stub.c"
# 1 "v001463.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
