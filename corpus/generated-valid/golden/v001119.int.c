# 1 "v001119.cu"
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
# 5 "v001119.cu"
static bool c_lerp1; 
# 8
struct Stats2 { 
# 9
unsigned id3; 
# 10
int sum4, val5; 
# 11
double sum6; 
# 12
}; 
# 13
static int d_norm7; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 16
__attribute__((unused)) static void merge8(float alpha9, int lane10, bool cfg11) {int volatile ___ = 1;(void)alpha9;(void)lane10;(void)cfg11;
# 19
::exit(___);}
#if 0
# 16
{ 
# 17
bool t12 = !c_lerp1; 
# 18
lane10 = (c_lerp1 | ((d_norm7 + 38L) | (6))); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 20 "v001119.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_fuse13 = 0; 
# 22
__attribute__((visibility("hidden"))) void decay14(Stats2 alpha15, const int *input16, const float *__restrict__ input17) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern float dyn_18[]; 
# 24
(dyn_18[1]) = (((60U | d_norm7) & 18L) - (((7) > (*input17)) ? 12 : (-(-(15.125F))))); 
# 25
int base19 = (11UL); 
# 26
int k20 = ((dyn_18[base19]) + ((2) - (dyn_18[0]))) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13))) - (alpha15.sum4)); 
# 27
int s21 = (dyn_18[6]) + (42 - (*input16)); 
# 28
float prod22 = (unsigned)c_lerp1; 
# 29
} 
#endif
# 31 "v001119.cu"
template< class T, class U> __attribute__((unused)) int 
# 32
trace23(T *out24) {int volatile ___ = 1;(void)out24;
# 49
::exit(___);}
#if 0
# 32
{ 
# 33
int w25 = 0; 
# 34
while (w25 < w25) { 
# 35
if (!c_lerp1) { 
# 36
break; 
# 37
}  
# 38
static_assert((sizeof(int) == (4)));
# 39
++w25; 
# 40
}  
# 42
#pragma unroll 4
for (
# 42
int n26 = 0; n26 < w25; n26 += 1) { 
# 43
float x27[5]{(12.75F), (23), (7.0F), (5), (6.0F)}; 
# 44
if ((n26 & c_lerp1) <= 49) { 
# 45
return c_lerp1; 
# 46
}  
# 47
}  
# 48
return ((c_lerp1 - (out24[d_norm7 & 7])) != ((d_norm7 | 16U) * (42 % c_lerp1))) ? *out24 : ((~d_norm7) * ((52) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13))))); 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001119.cu"
template< class T, int N> static void 
# 52
__wrapper__device_stub_relax28(const T *&coef29, T &cfg30, int &count31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
__attribute__((unused)) static double sh_32; 
# 54
static_assert((42 == 42), "expected value");
# 55
count31 = (42U); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001119.cu"
template< class T, int N> static void 
# 52
relax28(const T *coef29, T cfg30, int count31) {__wrapper__device_stub_relax28<T,N>(coef29,cfg30,count31);
# 56
return;}
#if 0
# 52
{ 
# 53
__attribute__((unused)) static double sh_32; 
# 54
static_assert((42 == 42), "expected value");
# 55
count31 = (42U); 
# 56
} 
#endif
# 58 "v001119.cu"
__attribute__((unused)) inline float stencil33(int count34, int len35) {int volatile ___ = 1;(void)count34;(void)len35;
# 72
::exit(___);}
#if 0
# 58
{ 
# 59
d_norm7 -= 12; 
# 60
__attribute__((unused)) static float sh_36[8]; 
# 61
int f37 = ('z') ^ d_norm7; 
# 62
if (((c_lerp1 != 49L) || (f37 == c_lerp1)) && (len35 >= c_lerp1)) { 
# 63
if (c_lerp1) { 
# 64
return 11 % (len35 + count34); 
# 65
}  
# 66
__attribute__((unused)) static int sh_38[256]; 
# 67
}  
# 68
if (d_norm7 <= 16) { 
# 69
return +f37; 
# 70
}  
# 71
return c_lerp1 & ((56 + c_lerp1) - f37); 
# 72
} 
#endif
# 74 "v001119.cu"
__attribute__((visibility("hidden"))) void bump39_kernel(int len40, const unsigned char *coef41, int stride42) ;
#if 0
# 74
{ 
# 75
len40 += ((float)(3.25F)); 
# 76
d_norm7 = ((c_lerp1 ? 'a' : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13)))) * (-(5 + d_norm7))); 
# 77
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 79 "v001119.cu"
__attribute__((unused)) static unsigned pivot43(Stats2 q44) {int volatile ___ = 1;(void)q44;
# 90
::exit(___);}
#if 0
# 79
{ 
# 80
d_norm7 *= 5; 
# 82
#pragma unroll
for (
# 82
int it45 = 0; it45 < d_norm7; ++it45) { 
# 83
if (c_lerp1) { 
# 84
static_assert((38 == 38), "size check");
# 85
} else { 
# 86
int t46 = it45; 
# 87
}  
# 88
}  
# 89
return c_lerp1; 
# 90
} 
#endif

#pragma GCC diagnostic pop

# 92 "v001119.cu"
int main() { 
# 93
int len47 = 3657; 
# 94
(__cudaPushCallConfiguration((len47 + 31) / 32, 64)) ? (void)0 : relax28< double, 6> ((const double *)nullptr, ((4.875) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13)))) + (44), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13))) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13)))) - (59)); 
# 95
short x48[6] = {static_cast< short>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13))))}; 
# 96
(__cudaPushCallConfiguration((len47 + 63) / 64, sizeof(unsigned) * (32))) ? (void)0 : decay14(Stats2{(55L), len47, (int)((x48[4]) & 52), ((23.25F))}, &len47, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13)))); 
# 97
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : bump39_kernel((((x48[len47]) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13)))) ? 3789 : 64ULL) - (len47 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13)))), nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse13))) + ((x48[len47]) / 789)); 
# 98
return 0; 
# 99
} 

# 1 "v001119.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d10788e2_10_v001119_cu_c_lerp1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001119.cudafe1.stub.c"
#include "v001119.cudafe1.stub.c"
# 1 "v001119.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
