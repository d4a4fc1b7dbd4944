# 1 "v001633.cu"
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
# 7 "v001633.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned update2(const int *__restrict__ src3, int len4) 
# 8
{int volatile ___ = 1;(void)src3;(void)len4;
# 19
::exit(___);}
#if 0
# 8
{ 
# 9
int iter5 = 0; 
# 10
do { 
# 11
__attribute__((unused)) static double sh_6[64]; 
# 12
++iter5; 
# 13
} while (iter5 < len4); 
# 14
static_assert(((7 * 7) > 48), "size check");
# 15
float off7[3]{(14), (8.625F), (4.0F)}; 
# 16
unsigned long long tmp8 = (2756) + (__device_builtin_variable_threadIdx.y); 
# 17
unsigned v9 = 19UL * (((*src3) | 44) ^ (5U + (*src3))); 
# 18
return (30UL - (*src3)) - ((39 * iter5) + (~len4)); 
# 19
} 
#endif
# 21 "v001633.cu"
__attribute__((unused)) int weigh10(int stride11, const float *input12) 
# 22
{int volatile ___ = 1;(void)stride11;(void)input12;
# 34
::exit(___);}
#if 0
# 22
{ 
# 23
if (stride11 <= stride11) { 
# 24
goto out14; 
# 25
}  
# 26
stride11 = (((float)((__device_builtin_variable_blockIdx.z) & (4569))) + (update2((const int *)nullptr, __device_builtin_variable_blockIdx.x) | (stride11 | 24))); 
# 27
{ 
# 28
++stride11; 
# 29
__attribute__((unused)) static double sh_13[256]; 
# 30
} 
# 31
stride11 = (2239L >> (__device_builtin_variable_gridDim.x)); 
# 32
out14:; ; 
# 33
return 3; 
# 34
} 
#endif
# 35 "v001633.cu"
constexpr long BLOCK15 = ((1 << 1) * 16); 
# 36
static constexpr unsigned WIDTH16 = (2); 
# 38
__attribute__((visibility("hidden"))) void grow17(bool beta18, const int *__restrict__ coef19) ;
#if 0
# 39
{ 
# 40
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
beta18 = (weigh10(WIDTH16, nullptr) == ('#')); 
# 42
unsigned char h21[7]{(26), (37), (20), (11), (static_cast< unsigned char>(BLOCK15)), (61LL), (40)}; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v001633.cu"
template< class T> static void 
# 46
__wrapper__device_stub_stencil22(const T *&input23, unsigned &cfg24, int &stride25, int *__restrict__ &acc26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
unsigned idx27 = __device_builtin_variable_threadIdx.x; 
# 49
if (idx27 >= stride25) { 
# 50
return; 
# 51
}  
# 52
constexpr unsigned diff28 = (54); 
# 53
stride25 = (*acc26); 
# 54
__attribute__((unused)) static float sh_29[12][3]; 
# 55
cfg24 = update2(acc26, (weigh10((sh_29[6])[1], nullptr)) + ((sizeof(float)) - ((sh_29[stride25])[idx27]))); 
# 56
int cnt30[5]{(8UL), 54, (44U), 6, stride25}; 
# 57
if ((*acc26) < (__device_builtin_variable_threadIdx.x)) { 
# 58
goto finish31; 
# 59
}  
# 60
stride25 += 3665; 
# 61
finish31:; ; 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001633.cu"
template< class T> static void 
# 46
stencil22(const T *input23, unsigned cfg24, int stride25, int *__restrict__ acc26) 
# 47
{__wrapper__device_stub_stencil22<T>(input23,cfg24,stride25,acc26);
# 62
return;}
#if 0
# 47
{ 
# 48
unsigned idx27 = __device_builtin_variable_threadIdx.x; 
# 49
if (idx27 >= stride25) { 
# 50
return; 
# 51
}  
# 52
constexpr unsigned diff28 = (54); 
# 53
stride25 = (*acc26); 
# 54
__attribute__((unused)) static float sh_29[12][3]; 
# 55
cfg24 = update2(acc26, (weigh10((sh_29[6])[1], nullptr)) + ((sizeof(float)) - ((sh_29[stride25])[idx27]))); 
# 56
int cnt30[5]{(8UL), 54, (44U), 6, stride25}; 
# 57
if ((*acc26) < (__device_builtin_variable_threadIdx.x)) { 
# 58
goto finish31; 
# 59
}  
# 60
stride25 += 3665; 
# 61
finish31:; ; 
# 62
} 
#endif
# 64 "v001633.cu"
__attribute__((visibility("hidden"))) void tally32_kernel(char alpha33, int count34) ;
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern int dyn_35[]; 
# 67
(dyn_35[5])--; 
# 68
static_assert((28 == 28), "tile must fit");
# 69
float t36 = alpha33; 
# 70
float e37{(9.0F)}; 
# 71
} 
#endif
# 73 "v001633.cu"
constexpr int accum38(int stride39) 
# 74
{ 
# 75
return WIDTH16; 
# 76
} 
# 78
namespace ops40 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 79
template< class T, int N = 2> static void 
# 80
__wrapper__device_stub_tally41_kernel(const T *&coef42, T &p43) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 81
{ 
# 82
float lim44 = coef42[1]; 
# 83
accum38(update2((const int *)nullptr, p43)); 
# 84
constexpr int lo45 = 30; 
# 85
unsigned tmp46 = (lo45); 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 79 "v001633.cu"
template< class T, int N = 2> static void 
# 80
tally41_kernel(const T *coef42, T p43) 
# 81
{::ops40::__wrapper__device_stub_tally41_kernel<T,N>(coef42,p43);
# 86
return;}
#if 0
# 81
{ 
# 82
float lim44 = coef42[1]; 
# 83
accum38(update2((const int *)nullptr, p43)); 
# 84
constexpr int lo45 = 30; 
# 85
unsigned tmp46 = (lo45); 
# 86
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 88 "v001633.cu"
template< class T, int N = 2> static void 
# 89
__wrapper__device_stub_step47(const T *__restrict__ &input48, float *&data49, int &count50, const T *&in51) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 90
{ 
# 91
unsigned i52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 92
if (i52 >= count50) { 
# 93
return; 
# 94
}  
# 95
__attribute__((unused)) static long sh_53[8]; 
# 96
__attribute__((unused)) static float sh_54[WIDTH16 + (126)]; 
# 97
} 
#endif

#pragma GCC diagnostic pop

# 88 "v001633.cu"
template< class T, int N = 2> static void 
# 89
step47(const T *__restrict__ input48, float *data49, int count50, const T *in51) 
# 90
{::ops40::__wrapper__device_stub_step47<T,N>(input48,data49,count50,in51);
# 97
return;}
#if 0
# 90
{ 
# 91
unsigned i52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 92
if (i52 >= count50) { 
# 93
return; 
# 94
}  
# 95
__attribute__((unused)) static long sh_53[8]; 
# 96
__attribute__((unused)) static float sh_54[WIDTH16 + (126)]; 
# 97
} 
#endif
# 99 "v001633.cu"
static unsigned reduce55(int count56) 
# 100
{ 
# 101
count56 ^= BLOCK15; 
# 102
if (count56 != count56) { 
# 103
return accum38(accum38(count56)); 
# 104
}  
# 105
if ((count56 - sizeof(unsigned)) >= BLOCK15) { 
# 106
return BLOCK15; 
# 107
}  
# 108
if ((accum38(count56)) < 58UL) { 
# 109
return (float)(BLOCK15 & count56); 
# 110
}  
# 111
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : tally32_kernel((count56 / WIDTH16) + (WIDTH16 - count56), (unsigned)count56); 
# 112
return 4335; 
# 113
} 
# 114
}
# 116
constexpr int host_pivot57(int stride58, int count59) 
# 117
{ 
# 118
count59 %= (BLOCK15 + count59); 
# 119
return BLOCK15; 
# 120
} 
# 122
int main() 
# 123
{ 
# 124
int size60 = 3473; 
# 125
size60 *= ops40::reduce55(host_pivot57(size60 / 48UL, +size60)); 
# 126
if (accum38(size60) & 1) { 
# 127
return BLOCK15 + (ops40::reduce55(27)); 
# 128
}  
# 129
(__cudaPushCallConfiguration(2, 128, 0, (cudaStream_t)0)) ? (void)0 : stencil22((const int *)nullptr, BLOCK15, ((float)size60) / BLOCK15, nullptr); 
# 130
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : grow17(((double)size60) + ((19.125F)), nullptr); 
# 131
(__cudaPushCallConfiguration((size60 + 31) / 32, 64, 4096)) ? (void)0 : ops40::tally41_kernel((const double *)nullptr, (5.0)); 
# 132
(__cudaPushCallConfiguration(32, 128, 0, nullptr)) ? (void)0 : ops40::step47< long, 7> (nullptr, nullptr, (double)(BLOCK15 / size60), nullptr); 
# 133
return 0; 
# 134
} 

# 1 "v001633.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d97f0b5e_10_v001633_cu_72e934ff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001633.cudafe1.stub.c"
#include "v001633.cudafe1.stub.c"
# 1 "v001633.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
