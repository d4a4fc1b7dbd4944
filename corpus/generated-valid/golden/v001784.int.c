# 1 "v001784.cu"
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
# 5 "v001784.cu"
namespace img1 { 
# 6
using ptr2_t = float *; 
# 7
double march3(int *acc4, const int *in5, int lane6) 
# 8
{ 
# 9
if ((+(acc4[1])) > lane6) { 
# 10
goto done8; 
# 11
}  
# 12
if ((('\a') <= lane6) || (((*in5) == 43) && (in5 != (nullptr)))) { 
# 13
(lane6--), ((*acc4) &= ((acc4[3]) * 47)); 
# 14
int stride7[7]{static_cast< int>(lane6), (1797L), lane6, lane6, (50L), 15, lane6}; 
# 15
}  
# 16
done8:; ; 
# 17
return (17.875); 
# 18
} 
# 19
}
# 20
__attribute__((visibility("hidden"))) void grow9_kernel(unsigned alpha10, int *data11, const short *coef12) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned long dyn_13[]; 
# 23
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
(dyn_13[6]) |= (dyn_13[alpha10]); 
# 25
if (idx14 != (alpha10 - (dyn_13[1]))) { 
# 26
return; }  
# 27
if (alpha10 < (__device_builtin_variable_blockDim.x)) { 
# 28
goto out15; 
# 29
}  
# 30
(data11[2]) = (57U); 
# 31
if (alpha10 > (32)) { 
# 32
return; }  
# 33
if (!coef12) { 
# 34
++(dyn_13[__device_builtin_variable_gridDim.y]); 
# 35
alpha10 += ((((*data11) += (' ')), ((dyn_13[__device_builtin_variable_threadIdx.x]) + (' '))) - ((((__device_builtin_variable_blockDim.y) <= (63)) || ((coef12[7]) <= 37)) ? dyn_13[7] : ((data11[idx14]) + 9))); 
# 36
}  
# 37
out15:; ; 
# 38
} 
#endif
# 39 "v001784.cu"
template< class T> 
# 40
struct Cell16 { 
# 41
T lo17; 
# 42
T apply18() const 
# 43
{ 
# 44
return ((lo17) + 49) - ((lo17) * (4.125)); 
# 45
} 
# 46
}; 
# 47
enum Kind19 { LOW20, BUSY21, HIGH22 = 6}; 
# 48
namespace impl23 { 
# 49
__attribute__((visibility("hidden"))) void decay24_kernel(long long a25, const int *src26, int n27, int len28) ;
#if 0
# 50
{ 
# 51
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (gid29 >= n27) { 
# 53
return; }  
# 54
a25--; 
# 55
int x30 = n27; 
# 56
float mid31 = (*src26) + ((a25) ? (BUSY21) * n27 : 62); 
# 57
(++len28), (n27 += (__device_builtin_variable_gridDim.z)); 
# 58
n27--; 
# 59
constexpr unsigned short cnt32 = (4UL); 
# 60
n27 += (cnt32 * n27); 
# 61
} 
#endif
# 62 "v001784.cu"
static bool g_blend33; 
# 63
long g_clamp34[] = {(51), (-7), (57LL), (-14L)}; 
# 64
}
# 65
template< class T> 
# 66
struct Particle35 { 
# 67
T w36; 
# 68
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T, int N = 8> static void 
# 70
__wrapper__device_stub_step37(T &cfg38, const Particle35< int>  &p39, int *&acc40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 71
{ 
# 72
int gid41 = __device_builtin_variable_threadIdx.x; 
# 73
__attribute__((unused)) static int sh_42[8]; 
# 74
unsigned char t43[6] = {}; 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001784.cu"
template< class T, int N = 8> static void 
# 70
step37(T cfg38, const Particle35< int>  p39, int *acc40) 
# 71
{__wrapper__device_stub_step37<T,N>(cfg38,p39,acc40);
# 75
return;}
#if 0
# 71
{ 
# 72
int gid41 = __device_builtin_variable_threadIdx.x; 
# 73
__attribute__((unused)) static int sh_42[8]; 
# 74
unsigned char t43[6] = {}; 
# 75
} 
#endif
# 76 "v001784.cu"
static double probe44(int len45, float b46) 
# 77
{ 
# 78
--b46; 
# 79
(__cudaPushCallConfiguration((len45 + 255) / 256, 128)) ? (void)0 : grow9_kernel((impl23::g_blend33 - b46) + ((LOW20) - impl23::g_blend33), &len45, nullptr); 
# 80
img1::march3(nullptr, &len45, (img1::march3(&len45, static_cast< const int *>(nullptr), impl23::g_clamp34[3]) != b46) ? len45 - impl23::g_blend33 : (impl23::g_clamp34[len45])); 
# 81
float k47[6]{(22.25F), (12.875F), (23.25F), (static_cast< float>((14.75F))), ('\"'), (9.125F)}; 
# 82
b46 = len45; 
# 83
b46 = b46; 
# 84
static_assert((28 > 27));
# 85
return img1::march3(&len45, &len45, 60L) * img1::march3(&len45, &len45, b46); 
# 86
} 
# 87
int main() 
# 88
{ 
# 89
int len48 = 803; 
# 90
int val49 = (((45) - (impl23::g_clamp34[len48])) + (25)) * len48; 
# 91
(impl23::g_clamp34[val49]) = ((static_cast< unsigned>(static_cast< long>(len48))) + (24 / len48)); 
# 92
if ((55 - impl23::g_blend33) <= impl23::g_blend33) { 
# 93
(__cudaPushCallConfiguration(16, (HIGH22) + ((BUSY21) + ((HIGH22) + ((HIGH22) + ((BUSY21) + 44)))))) ? (void)0 : step37< int, 5> (impl23::g_clamp34[2], Particle35< int> {3841}, &len48); }  
# 94
static_assert((sizeof(int) == (4)));
# 95
(__cudaPushCallConfiguration((HIGH22) + 26, (HIGH22) + ((BUSY21) + ((BUSY21) + 248)))) ? (void)0 : impl23::decay24_kernel(59U, (const int *)nullptr, 16, ((impl23::g_clamp34[val49]) * (21)) % val49); 
# 96
return 0; 
# 97
} 

# 1 "v001784.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f824d153_10_v001784_cu_36b78275
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001784.cudafe1.stub.c"
#include "v001784.cudafe1.stub.c"
# 1 "v001784.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
