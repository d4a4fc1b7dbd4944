# 1 "v000472.cu"
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
# 8 "v000472.cu"
template< class T> 
# 9
struct Pixel2 { 
# 10
T sum3; 
# 11
T vel4; 
# 12
T mix5(T r6) const { 
# 13
return (sum3) / 32UL; 
# 14
} 
# 15
}; 
# 17
namespace img7 { 
# 18
constexpr int WIDTH8 = 128; 
# 19
}
# 22
__attribute__((visibility("hidden"))) void rank9(int count10, int *__restrict__ out11) ;
#if 0
# 22
{ 
# 23
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 24
if (constexpr long mid13 = (sizeof(float) * (3)); ((out11[i12]) + (i12 - (__device_builtin_variable_blockDim.y))) != (24)) { 
# 25
for (int j14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j14 < count10; j14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 26
int iter15 = 0; 
# 27
while (iter15 < j14) { 
# 28
unsigned k16 = __device_builtin_variable_blockDim.x; 
# 29
Pixel2< double>  s17 = Pixel2< double> {(6.0), (-(0.125F))}; 
# 30
++iter15; 
# 31
}  
# 32
}  
# 33
}  
# 34
} 
#endif
# 35 "v000472.cu"
float g_split18 = (63); 
# 36
enum State19 { RED20, RED21 = 6, GREEN22 = 8}; 
# 38
namespace _GLOBAL__N__7ffc6044_10_v000472_cu_110931f4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7ffc6044_10_v000472_cu_110931f4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7ffc6044_10_v000472_cu_110931f4 __attribute__((visibility("hidden")))  { 
# 39
enum Kind23 { ON24, MUL25, GREEN26, RED27}; 
# 41
int run_stencil28(int len29, int lane30) { 
# 42
if ((len29 - len29) >= g_split18) { 
# 43
return (len29 / 2) + (4 * lane30); 
# 44
}  
# 45
(__cudaPushCallConfiguration(sizeof(float) * (8), ((GREEN26) + ((GREEN26) + 124)) * 2)) ? (void)0 : rank9(static_cast< int>(g_split18 / (29)), &len29); 
# 46
Pixel2< double>  cnt31 = {static_cast< double>(8 % len29), (double)(lane30 / 2)}; 
# 47
return (double)((lane30 & 30) % lane30); 
# 48
} 
# 49
}
# 51
__attribute__((visibility("hidden"))) void trace32(float *__restrict__ buf33, const float *coef34, bool alpha35) ;
#if 0
# 51
{ 
# 52
int gid36 = __device_builtin_variable_threadIdx.x; 
# 53
int pass37 = 0; 
# 54
while (pass37 < gid36) { 
# 55
const float *lo38 = coef34; 
# 56
unsigned char res39 = 22L * pass37; 
# 57
double off40 = 3312 * gid36; 
# 58
++pass37; 
# 59
}  
# 60
bool res41 = (11.625F) + (static_cast< long>(~gid36)); 
# 61
} 
#endif
# 62 "v000472.cu"
enum class Color42: short { Slow43, Slow44, Add45}; 
# 64
static void weigh46(int stride47) ;
#if 0
# 64
{ 
# 65
int gid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
Kind23 s49 = RED27; 
# 67
stride47 = ((float)((3.25F) - gid48)); 
# 68
stride47 = gid48; 
# 69
__attribute__((unused)) static int sh_50[12][6]; 
# 70
Kind23 lim51 = s49; 
# 71
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 73 "v000472.cu"
template< class T, class U> static void 
# 74
__wrapper__device_stub_scale52(T *&acc53, U *&dst54) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 74
{ 
# 75
int gid55 = __device_builtin_variable_threadIdx.x; 
# 76
if (T mid56 = ((gid55 - (__device_builtin_variable_threadIdx.y)) << (img7::WIDTH8 | gid55)) / (2); ((+gid55) + (-(acc53[gid55 & 7]))) != (acc53[gid55 & 7])) { 
# 77
Pixel2< double>  sum57 = Pixel2< double> {(14.0), (2.625)}; 
# 78
}  
# 79
if ((*dst54) >= sizeof(U)) { 
# 80
if (double base58 = (MUL25); (((__device_builtin_variable_blockIdx.x) | (5)) / (2)) == 35UL) { 
# 81
switch (gid55) { 
# 82
case 2:  
# 83
(acc53[gid55]) = (base58 + base58); 
# 84
[[fallthrough]] ; 
# 85
case (MUL25) + 11:  
# 86
break; 
# 87
}  
# 88
__attribute__((unused)) static long long sh_59[32]; 
# 89
}  
# 90
}  
# 91
} 
#endif

#pragma GCC diagnostic pop

# 73 "v000472.cu"
template< class T, class U> static void 
# 74
scale52(T *acc53, U *dst54) {__wrapper__device_stub_scale52<T,U>(acc53,dst54);
# 91
return;}
#if 0
# 74
{ 
# 75
int gid55 = __device_builtin_variable_threadIdx.x; 
# 76
if (T mid56 = ((gid55 - (__device_builtin_variable_threadIdx.y)) << (img7::WIDTH8 | gid55)) / (2); ((+gid55) + (-(acc53[gid55 & 7]))) != (acc53[gid55 & 7])) { 
# 77
Pixel2< double>  sum57 = Pixel2< double> {(14.0), (2.625)}; 
# 78
}  
# 79
if ((*dst54) >= sizeof(U)) { 
# 80
if (double base58 = (MUL25); (((__device_builtin_variable_blockIdx.x) | (5)) / (2)) == 35UL) { 
# 81
switch (gid55) { 
# 82
case 2:  
# 83
(acc53[gid55]) = (base58 + base58); 
# 84
[[fallthrough]] ; 
# 85
case (MUL25) + 11:  
# 86
break; 
# 87
}  
# 88
__attribute__((unused)) static long long sh_59[32]; 
# 89
}  
# 90
}  
# 91
} 
#endif
# 93 "v000472.cu"
int main() { 
# 94
int size60 = 512; 
# 95
{ 
# 96
dim3 flag61 = ((dim3)(MUL25)); 
# 97
size60 = (g_split18 / (2)); 
# 98
} 
# 99
constexpr int idx62 = 41; 
# 100
g_split18 = ((size60 * size60) - (18.5F)); 
# 101
(__cudaPushCallConfiguration(4, (RED21) + ((MUL25) + ((RED21) + ((GREEN22) + ((RED27) + ((GREEN22) + 96))))))) ? (void)0 : trace32(&g_split18, (const float *)nullptr, g_split18 > (static_cast< unsigned short>(29U))); 
# 102
(__cudaPushCallConfiguration((size60 + 31) / 32, dim3(1 << ((GREEN26) + 4), 64))) ? (void)0 : weigh46(sizeof(Pixel2< double> )); 
# 103
(__cudaPushCallConfiguration(dim3(128, 128, (size60 + 63) / 64), 1 << 6)) ? (void)0 : scale52< float, double> (&g_split18, static_cast< double *>(nullptr)); 
# 104
return 0; 
# 105
} 

# 1 "v000472.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ffc6044_10_v000472_cu_110931f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000472.cudafe1.stub.c"
#include "v000472.cudafe1.stub.c"
# 1 "v000472.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
