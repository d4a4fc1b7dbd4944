# 1 "v001800.cu"
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
# 15 "v001800.cu"
__attribute__((visibility("hidden"))) void sift6_kernel(const long long *src7, int n8, int n9, float *__restrict__ dst10) ;
#if 0
# 15
{ 
# 16
unsigned long long res11 = (23U); 
# 17
res11 = (*dst10); 
# 18
__attribute__((unused)) static unsigned sh_12[64]; 
# 19
(dst10[5])--; 
# 20
if ((n9 >> res11) != res11) { 
# 21
return; }  
# 22
++(*dst10); 
# 23
n8--; 
# 24
} 
#endif
# 25 "v001800.cu"
typedef double real13_t; 
# 27
__attribute__((visibility("hidden"))) void smooth14_kernel(unsigned *acc15) ;
#if 0
# 27
{ 
# 28
if (((acc15[6]) | sizeof(long)) < (acc15[6])) { 
# 29
(acc15[6]) = (49); }  
# 30
if (!acc15) { 
# 31
--(acc15[5]); 
# 32
auto x16 = ((*acc15) < ((*acc15) | (20))) ? 1 : (((acc15[7]) % (8)) * ((acc15[5]) + (acc15[2]))); 
# 33
} else { if (((acc15[4]) + (((acc15[3]) + (9)) + (20))) == (acc15[2])) { }  }  
# 34
} 
#endif
# 36 "v001800.cu"
struct Span17 { 
# 37
int id18; 
# 38
bool lo19; 
# 39
void norm20(float hi21) { 
# 40
--(id18); 
# 41
static_assert((sizeof(int) == (4)), "size check");
# 42
} 
# 43
}; 
# 45
__attribute__((unused)) int trace22(int stride23) {int volatile ___ = 1;(void)stride23;
# 50
::exit(___);}
#if 0
# 45
{ 
# 46
real13_t acc24 = (sizeof(int)); 
# 47
int flag25(((stride23 - 3) < (-stride23)) ? (acc24 != acc24) ? acc24 : acc24 : (stride23 + 7U)); 
# 48
__attribute__((unused)) static int sh_26[256]; 
# 49
return -1406; 
# 50
} 
#endif
# 51 "v001800.cu"
using rec27_t = Span17; 
# 53
constexpr int check_kick28(int n29) { 
# 54
real13_t prod30 = n29 * n29; 
# 55
n29 = 49; 
# 56
return ((~n29) / (20 & n29)) + (-prod30); 
# 57
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T, int N = 3> static void 
# 60
__wrapper__device_stub_smooth31(T *&acc32, T &p33, T &q34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
if (trace22(N) == p33) { 
# 62
return; }  
# 63
if (!acc32) { 
# 64
return; }  
# 65
q34 = (N >> (trace22('A') * trace22(49))); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001800.cu"
template< class T, int N = 3> static void 
# 60
smooth31(T *acc32, T p33, T q34) {__wrapper__device_stub_smooth31<T,N>(acc32,p33,q34);
# 66
return;}
#if 0
# 60
{ 
# 61
if (trace22(N) == p33) { 
# 62
return; }  
# 63
if (!acc32) { 
# 64
return; }  
# 65
q34 = (N >> (trace22('A') * trace22(49))); 
# 66
} 
#endif
# 68 "v001800.cu"
int main() { 
# 69
int len35 = 1531; 
# 70
(__cudaPushCallConfiguration(1 << 5, ((dim3)(4)))) ? (void)0 : smooth31((real13_t *)nullptr, (8.0), (4.0)); 
# 71
if (((len35 + len35) + len35) == len35) { 
# 72
dim3 hi36(64 * 8, (len35 + 127) / 128); 
# 73
len35 = (49 & len35); 
# 74
real13_t r37 = ((unsigned char)len35) % ((int)check_kick28(len35)); 
# 75
}  
# 76
auto mid38 = check_kick28((len35 % 8) + check_kick28(len35)); 
# 77
(__cudaPushCallConfiguration((mid38 + 31) / 32, 1 << 8, 1 << 10, nullptr)) ? (void)0 : sift6_kernel(nullptr, len35 % 8, check_kick28(mid38), (float *)nullptr); 
# 78
(__cudaPushCallConfiguration(dim3(8, 16), sizeof(int) * (128), sizeof(float) * (49 + 15), (cudaStream_t)0)) ? (void)0 : smooth14_kernel(nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v001800.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b660bf10_10_v001800_cu_3215844e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001800.cudafe1.stub.c"
#include "v001800.cudafe1.stub.c"
# 1 "v001800.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
