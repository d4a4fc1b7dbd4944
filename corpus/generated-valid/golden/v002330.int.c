# 1 "v002330.cu"
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
# 10 "v002330.cu"
long clamp5(const long *src6) 
# 11
{ 
# 12
int r7 = (int)(src6[7]); 
# 13
return r7; 
# 14
} 
# 16
__attribute__((unused)) unsigned reduce8(int lane9, double *out10) 
# 17
{int volatile ___ = 1;(void)lane9;(void)out10;
# 22
::exit(___);}
#if 0
# 17
{ 
# 18
unsigned long diff11 = (unsigned)clamp5(reinterpret_cast< const long *>(out10)); 
# 19
clamp5(nullptr); 
# 20
constexpr unsigned f12 = (56ULL); 
# 21
return clamp5(nullptr); 
# 22
} 
#endif
# 24 "v002330.cu"
float tile13(int count14, int lane15) 
# 25
{ 
# 26
static_assert((19 > 18), "bad config");
# 27
do { int tmp_ = count14; count14 = lane15; lane15 = tmp_; } while (0); 
# 28
return lane15 + clamp5(nullptr); 
# 29
} 
# 31
__attribute__((unused)) double march16(long long a17, const int *input18, const float *in19) 
# 32
{int volatile ___ = 1;(void)a17;(void)input18;(void)in19;
# 41
::exit(___);}
#if 0
# 32
{ 
# 33
short v20 = ((*input18) | a17) - ((38) + (__device_builtin_variable_threadIdx.z)); 
# 34
int pass21 = 0; 
# 35
while (pass21 < pass21) { 
# 36
a17 = (reduce8(pass21, nullptr) % (2582)); 
# 37
double t22 = (7 * (v20 - pass21)) & 5; 
# 38
++pass21; 
# 39
}  
# 40
return (((in19[3]) / a17) - v20) + ((8 | v20) ^ (__device_builtin_variable_blockDim.x)); 
# 41
} 
#endif
# 42 "v002330.cu"
enum class Kind23: unsigned { Low24, Mul25}; 
# 44
__attribute__((visibility("hidden"))) void tally26_kernel(const short *in27, unsigned *dst28, int *dst29) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern int dyn_30[]; 
# 47
unsigned gid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
reduce8(((*in27) & __device_builtin_variable_warpSize) * (13 - (*in27)), reinterpret_cast< double *>(dst29)); 
# 49
(dst28[3]) %= reduce8(((dyn_30[gid31]) - 3) + 1168L, reinterpret_cast< double *>(dst29)); 
# 50
{ 
# 51
(dst29[__device_builtin_variable_threadIdx.y]) = (march16(march16(clamp5(reinterpret_cast< const long *>(dst28)), reinterpret_cast< const int *>(dst28), nullptr), nullptr, reinterpret_cast< const float *>(in27))); 
# 52
int off32[3]{4, (21UL), (static_cast< int>(56))}; 
# 53
} 
# 54
int t33[2]{(static_cast< int>(14)), (30U)}; 
# 55
int u34[6] = {((int)19U), static_cast< int>(t33[gid31])}; 
# 56
} 
#endif
# 58 "v002330.cu"
inline int drift35(unsigned b36, bool b37) 
# 59
{ 
# 60
b36 |= ((clamp5((const long *)nullptr) % (16)) + b36); 
# 61
bool x38 = false; 
# 62
unsigned flag39 = tile13((b36 & (20)) - clamp5((const long *)nullptr), (unsigned long long)(b36 + x38)); 
# 63
x38 = flag39; 
# 64
int acc40[2]{3, 3770}; 
# 65
constexpr short x41 = (40); 
# 66
return acc40[0]; 
# 67
} 
# 69
__attribute__((unused)) int probe42(int stride43) 
# 70
{int volatile ___ = 1;(void)stride43;
# 78
::exit(___);}
#if 0
# 70
{ 
# 71
int iter44 = 0; 
# 72
while (iter44 < 11) { 
# 73
stride43 = stride43; 
# 74
++iter44; 
# 75
}  
# 76
stride43++; 
# 77
return reduce8(drift35(iter44, stride43 <= stride43), nullptr); 
# 78
} 
#endif
# 80 "v002330.cu"
static double run_grow45(long b46) 
# 81
{ 
# 82
auto op49 = [](int acc47, int lim48)->float { 
# 83
(__cudaPushCallConfiguration(((dim3)(2)), 32)) ? (void)0 : tally26_kernel(nullptr, nullptr, &acc47); 
# 84
(__cudaPushCallConfiguration(2 * 4, 256, sizeof(int) * (1024))) ? (void)0 : tally26_kernel(nullptr, (unsigned *)nullptr, &lim48); 
# 85
acc47 = (51 - ((drift35(acc47, lim48) >= 14) ? 32 & acc47 : (33 + lim48))); 
# 86
return (56U > (+acc47)) ? lim48 : (lim48 ^ lim48); 
# 87
} ; typedef decltype(op49) __T0;
# 88
op49(b46, b46); 
# 89
int v50 = b46 & (12); 
# 90
(__cudaPushCallConfiguration(512, 128 * 2, 256 * 16)) ? (void)0 : tally26_kernel((const short *)nullptr, nullptr, nullptr); 
# 91
(__cudaPushCallConfiguration(1, 256, 4096)) ? (void)0 : tally26_kernel(nullptr, nullptr, &v50); 
# 92
int hi51 = op49((v50 / 61) + tile13(60, b46), clamp5(&b46)); 
# 93
v50 = drift35(31, (2631L & v50) == b46); 
# 94
(__cudaPushCallConfiguration(((dim3)(32)), 256)) ? (void)0 : tally26_kernel(nullptr, (unsigned *)nullptr, &v50); 
# 95
return v50; 
# 96
} 
# 98
int main() 
# 99
{ 
# 100
int size52 = 2851; 
# 101
(__cudaPushCallConfiguration(8, dim3(8, 16))) ? (void)0 : tally26_kernel(nullptr, (unsigned *)nullptr, &size52); 
# 102
(__cudaPushCallConfiguration((size52 + 31) / 32, sizeof(int) * (16))) ? (void)0 : tally26_kernel((const short *)nullptr, nullptr, &size52); 
# 103
return 0; 
# 104
} 

# 1 "v002330.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aaef2f9e_10_v002330_cu_b4d55adc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002330.cudafe1.stub.c"
#include "v002330.cudafe1.stub.c"
# 1 "v002330.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
