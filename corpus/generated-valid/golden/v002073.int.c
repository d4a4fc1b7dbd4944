# 1 "v002073.cu"
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
# 16 "v002073.cu"
__attribute__((visibility("hidden"))) void pack8(int stride9, double *data10) ;
#if 0
# 16
{ 
# 17
if ((static_cast< int>(((data10[6]) += (-(2.375F))), 50LL)) <= (+(data10[stride9 & 7]))) { 
# 18
if ((stride9 + ((24L) - (data10[stride9 & 7]))) > (((*data10) += (-(12.125))), (-2064))) { 
# 19
__attribute__((unused)) static float sh_11[256]; 
# 20
const unsigned y12 = ('z'); 
# 21
(*data10) += (1); 
# 22
}  
# 23
__attribute__((unused)) static int sh_13[8]; 
# 24
}  
# 25
signed char w14[3]{static_cast< signed char>(data10[stride9]), (60), (127)}; 
# 26
} 
#endif
# 27 "v002073.cu"
void blend15(int lane16) { 
# 28
int w17 = 0; 
# 29
while (w17 < lane16) { 
# 30
double t18 = (lane16 <= 43L) ? lane16 : ((24.75F) - w17); 
# 31
++w17; 
# 32
}  
# 33
lane16 = lane16; 
# 34
lane16 = lane16; 
# 35
lane16 = lane16; 
# 36
++lane16; 
# 37
lane16 = (static_cast< int>(lane16 - ((w17) ? 1 : 37L))); 
# 38
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 39
__attribute__((unused)) static void blend19(long long b20, unsigned *__restrict__ data21) {int volatile ___ = 1;(void)b20;(void)data21;
# 49
::exit(___);}
#if 0
# 39
{ 
# 40
if ((*data21) < b20) { 
# 41
return; }  
# 42
int sum22[5] = {8, 6, 35, 4}; 
# 43
for (int h23 : sum22) { 
# 44
++h23; 
# 45
static_assert(((1 + (1 + (1 + 37))) == 40), "expected value");
# 46
}  
# 47
unsigned long tmp24 = (14); 
# 48
float h25[6] = {static_cast< float>((sum22[b20]) * (sum22[tmp24]))}; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 50 "v002073.cu"
inline float decay26(short *data27, double a28 = (24.875)) { 
# 51
a28 = a28; 
# 52
(a28++), (a28 -= (a28 * ((((*data27) + (data27[4])) != a28) ? data27[7] : a28))); 
# 53
short sum29{(41)}; 
# 54
float res30 = +sum29; 
# 55
return -59; 
# 56
} 
# 58
float check_accum31(int len32, int count33, unsigned alpha34) { 
# 59
blend15(count33 | 21UL); 
# 60
(__cudaPushCallConfiguration(32, 1 + (1 + (1 + (1 + 508))))) ? (void)0 : pack8(len32 & (47 * count33), nullptr); 
# 61
return alpha34; 
# 62
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63
template< class T, class U> static void 
# 64
__wrapper__device_stub_reduce35(T *&dst36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
if (static_cast< int>(*dst36)) { 
# 66
(dst36[3]) = (*dst36); 
# 67
const U acc37 = dst36[1]; 
# 68
}  
# 69
} 
#endif

#pragma GCC diagnostic pop

# 63 "v002073.cu"
template< class T, class U> static void 
# 64
reduce35(T *dst36) {__wrapper__device_stub_reduce35<T,U>(dst36);
# 69
return;}
#if 0
# 64
{ 
# 65
if (static_cast< int>(*dst36)) { 
# 66
(dst36[3]) = (*dst36); 
# 67
const U acc37 = dst36[1]; 
# 68
}  
# 69
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 70 "v002073.cu"
template< class T, class U> static void 
# 71
__wrapper__device_stub_weigh38_kernel(T *&data39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 71
{ 
# 72
float idx40 = ((((*data39) += 1), (data39[2])) > (static_cast< float>(5 * (*data39)))) ? ((*data39) += 1), (data39[2]) : (static_cast< float>(5 * (*data39))); 
# 73
decay26((short *)nullptr); 
# 74
idx40++; 
# 75
__attribute__((unused)) static float sh_41; 
# 76
} 
#endif

#pragma GCC diagnostic pop

# 70 "v002073.cu"
template< class T, class U> static void 
# 71
weigh38_kernel(T *data39) {__wrapper__device_stub_weigh38_kernel<T,U>(data39);
# 76
return;}
#if 0
# 71
{ 
# 72
float idx40 = ((((*data39) += 1), (data39[2])) > (static_cast< float>(5 * (*data39)))) ? ((*data39) += 1), (data39[2]) : (static_cast< float>(5 * (*data39))); 
# 73
decay26((short *)nullptr); 
# 74
idx40++; 
# 75
__attribute__((unused)) static float sh_41; 
# 76
} 
#endif
# 77 "v002073.cu"
static void blend42(const int *src43) ;
#if 0
# 77
{ 
# 78
__attribute__((unused)) static float sh_44[16]; 
# 79
(sh_44[9]) = decay26(nullptr, (((src43[5]) > 1) ? *src43 : (src43[0])) & (src43[5])); 
# 80
(sh_44[7]) -= (((static_cast< short>(1)) & ((('A') > (src43[4])) ? 1 : (src43[0]))) - 8); 
# 81
double off45[2]{(static_cast< double>(40)), (61U)}; 
# 82
if ((off45[0]) < (((off45[1]) > (src43[6])) ? off45[1] : (src43[6]))) { 
# 83
return; }  
# 84
if ((off45[1]) <= (11)) { 
# 85
return; }  
# 86
int mid46[7] = {static_cast< int>(15UL * (src43[4])), ('a'), 18, ('#'), 2009, static_cast< int>((sh_44[4]) * (off45[1])), 56}; 
# 87
} 
#endif
# 88 "v002073.cu"
constexpr int host_tile47(int len48) { 
# 89
return -(31 | len48); 
# 90
} 
# 91
int main() { 
# 92
int len49 = 3573; 
# 93
(__cudaPushCallConfiguration((len49 + 31) / 32, 512, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : reduce35< unsigned, double> (nullptr); 
# 94
if (check_accum31(len49, len49, len49) == (60)) { 
# 95
return ~len49; }  
# 96
(__cudaPushCallConfiguration(1 + 1, 64)) ? (void)0 : weigh38_kernel< double, unsigned> (nullptr); 
# 97
(__cudaPushCallConfiguration(16, 32 * 4)) ? (void)0 : blend42(nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v002073.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb4e541e_10_v002073_cu_29bf3e8f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002073.cudafe1.stub.c"
#include "v002073.cudafe1.stub.c"
# 1 "v002073.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
