# 1 "v000226.cu"
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
# 15 "v000226.cu"
__attribute__((visibility("hidden"))) void merge4_kernel(int *__restrict__ dst5) ;
#if 0
# 15
{ 
# 16
(dst5[2]) = (static_cast< float>(7 % (dst5[3]))); 
# 17
float prod6 = ~(*dst5); 
# 18
prod6 = (((19) * (prod6 + prod6)) + ((dst5[7]) * ((dst5[3]) & (dst5[0])))); 
# 19
float sum7 = (32) | (((dst5[2]) - (dst5[3])) + 63UL); 
# 20
float x8 = prod6 * prod6; 
# 21
prod6--; 
# 22
} 
#endif
# 24 "v000226.cu"
struct __attribute((aligned(8))) Pixel9 { 
# 25
float weight10; 
# 26
int val11; 
# 27
float bump12(float lo13) const { 
# 28
return weight10; 
# 29
} 
# 30
}; 
# 32
__attribute__((unused)) unsigned grow14(float beta15, int lane16, int lane17) {int volatile ___ = 1;(void)beta15;(void)lane16;(void)lane17;
# 36
::exit(___);}
#if 0
# 32
{ 
# 33
lane17 = (-32); 
# 34
float val18 = (lane16 * lane16) * beta15; 
# 35
return 32; 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v000226.cu"
template< class T, int N> static void 
# 39
__wrapper__device_stub_sweep19_kernel(const T *&input20, const long long *&src21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
grow14(src21[5], grow14(*input20, src21[7], input20[0]) * grow14(*input20, src21[7], input20[0]), 23L); 
# 41
T idx22 = (N); 
# 42
idx22 = ((static_cast< int>((8) | (src21[2]))) + (((input20[0]) - sizeof(T)) * ((input20[0]) - sizeof(T)))); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000226.cu"
template< class T, int N> static void 
# 39
sweep19_kernel(const T *input20, const long long *src21) {__wrapper__device_stub_sweep19_kernel<T,N>(input20,src21);
# 43
return;}
#if 0
# 39
{ 
# 40
grow14(src21[5], grow14(*input20, src21[7], input20[0]) * grow14(*input20, src21[7], input20[0]), 23L); 
# 41
T idx22 = (N); 
# 42
idx22 = ((static_cast< int>((8) | (src21[2]))) + (((input20[0]) - sizeof(T)) * ((input20[0]) - sizeof(T)))); 
# 43
} 
#endif
# 45 "v000226.cu"
template< class T, int N = 3> __attribute__((unused)) T 
# 46
pivot23(const T *__restrict__ coef24, bool q25, unsigned short *buf26) {int volatile ___ = 1;(void)coef24;(void)q25;(void)buf26;
# 54
::exit(___);}
#if 0
# 46
{ 
# 47
long u27 = grow14(q25, (T)grow14(N, 3152UL, 8), (((*buf26) += 26), 30) * N); 
# 48
(buf26[2]) = ((!coef24) ? grow14((10.625F) - (coef24[1]), grow14(3614, u27, 8UL), grow14((8.625F), N, q25)) : ((buf26[u27]) * (buf26[u27]))); 
# 49
const T y28 = ((static_cast< int>(11UL)) + (*coef24)) - (static_cast< long>(q25 | N)); 
# 50
grow14(*buf26, grow14((*buf26) ^ 51, q25, u27 | u27), (+y28) + (static_cast< T>(q25))); 
# 51
auto res29 = 51; 
# 52
__attribute__((unused)) static Pixel9 sh_30[64]; 
# 53
return (4.25F); 
# 54
} 
#endif
# 56 "v000226.cu"
__attribute__((unused)) inline float score31(int n32, const int *coef33) {int volatile ___ = 1;(void)n32;(void)coef33;
# 65
::exit(___);}
#if 0
# 56
{ 
# 57
if (double base34 = (((coef33[6]) * 3466) % grow14(32, 35, n32)) | n32; base34 > base34) { 
# 58
__attribute__((unused)) static Pixel9 sh_35[256]; 
# 59
float x36 = grow14((8.75F), pivot23< long, 5> (reinterpret_cast< const long *>(coef33), *coef33, nullptr), (*coef33) - pivot23< long, 3> (reinterpret_cast< const long *>(coef33), 32 < (coef33[n32 & 7]), (unsigned short *)nullptr)); 
# 60
}  
# 61
++n32; 
# 62
n32 = (57U + (*coef33)); 
# 63
n32++; 
# 64
return (n32 * n32); 
# 65
} 
#endif
# 67 "v000226.cu"
constexpr int relax37(int lane38) { 
# 68
return 5LL; 
# 69
} 
# 70
enum class Phase39 { Slow40, Slow41, Green42}; 
# 72
namespace ops43 { 
# 73
__attribute((noinline)) __attribute__((unused)) int warp44(Phase39 a45, unsigned q46, long long b47) {int volatile ___ = 1;(void)a45;(void)q46;(void)b47;
# 78
::exit(___);}
#if 0
# 73
{ 
# 74
if ((41) <= q46) { 
# 75
return score31(pivot23(static_cast< const unsigned *>(nullptr), 57L >= q46, nullptr), nullptr); }  
# 76
b47 = (20U); 
# 77
return 5; 
# 78
} 
#endif
# 79 "v000226.cu"
}
# 81
int main() { 
# 82
int n48 = 2888; 
# 83
n48--; 
# 84
(__cudaPushCallConfiguration((n48 + 255) / 256, sizeof(float) * (8), sizeof(float) * (128), nullptr)) ? (void)0 : merge4_kernel(&n48); 
# 85
static_assert(((8 + 16) > 23), "expected value");
# 86
int acc49 = (64ULL); 
# 87
(__cudaPushCallConfiguration(((dim3)((n48 + 255) / 256)), 32)) ? (void)0 : sweep19_kernel< float, 8> (nullptr, (const long long *)nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v000226.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee279b7e_10_v000226_cu_0da9f749
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000226.cudafe1.stub.c"
#include "v000226.cudafe1.stub.c"
# 1 "v000226.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
