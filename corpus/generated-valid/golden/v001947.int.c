# 1 "v001947.cu"
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
# 19 "v001947.cu"
static long c_filter6[2]; 
# 21
struct alignas(8) Pixel7 { 
# 22
unsigned long long sum8; 
# 23
float hi9; 
# 24
unsigned weight10; 
# 25
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, int N = 7> static void 
# 29
__wrapper__device_stub_count11_kernel(T &q12, T &b13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
int f14[6] = {6, (3712LL)}; 
# 31
++q12; 
# 32
if ((b13 - q12) >= (f14[3])) { 
# 33
return; }  
# 34
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001947.cu"
template< class T, int N = 7> static void 
# 29
count11_kernel(T q12, T b13) {__wrapper__device_stub_count11_kernel<T,N>(q12,b13);
# 34
return;}
#if 0
# 29
{ 
# 30
int f14[6] = {6, (3712LL)}; 
# 31
++q12; 
# 32
if ((b13 - q12) >= (f14[3])) { 
# 33
return; }  
# 34
} 
#endif
# 36 "v001947.cu"
namespace _GLOBAL__N__156bf2cc_10_v001947_cu_ec4c4549 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__156bf2cc_10_v001947_cu_ec4c4549; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__156bf2cc_10_v001947_cu_ec4c4549 __attribute__((visibility("hidden")))  { 
# 37
int host_apply15(const int *__restrict__ src16, Pixel7 a17) { 
# 38
(__cudaPushCallConfiguration(128, 26 + 102)) ? (void)0 : count11_kernel((1.0), (double)(((src16[7]) < (*src16)) ? (22.875F) : (a17.sum8))); 
# 39
(__cudaPushCallConfiguration(((dim3)((57 + 71) * 2)), dim3(512, 1 << 7), sizeof(float) * (64), 0)) ? (void)0 : count11_kernel(static_cast< unsigned>(((a17.sum8) != (10UL)) ? a17.weight10 : (a17.weight10)), static_cast< unsigned>(5 << (src16[2]))); 
# 40
for (int j18 = 0, j19 = 5; j18 < j19; (++j18), (--j19)) { 
# 41
(a17.sum8)++; }  
# 42
if ((a17.weight10) != ((a17.weight10) - (src16[6]))) { 
# 43
return (size_t)2540; }  
# 44
return 57 * (src16[1]); 
# 45
} 
# 47
struct Vec20 { 
# 48
float sum21; 
# 49
int vel22, y23; 
# 50
void get24(int s25) { 
# 51
(vel22) = (sum21); 
# 52
} 
# 53
void bump26(unsigned z27) { 
# 54
float q28(((int)((y23) + 18LL)) % ((17) * z27)); 
# 55
} 
# 56
}; 
# 57
}
# 59
__attribute__((visibility("hidden"))) void spread29(int lane30, char *data31, float *__restrict__ data32, int lane33) ;
#if 0
# 59
{ 
# 60
switch (*data31) { 
# 61
case 8:  { 
# 62
float x34 = (((int)((data32[lane30]) / (32UL))) != 63) ? +(2805L / (c_filter6[0])) : ((((*data32) += (c_filter6[lane30])), lane30) >> 5); 
# 63
[[fallthrough]] ; 
# 64
} 
# 65
case 10:  { 
# 66
float idx35[5] = {(1.0F), (9.0F), static_cast< float>((24 >= lane30) ? c_filter6[lane33] : (26))}; 
# 67
if ((c_filter6[1]) != (idx35[4])) { 
# 68
return; }  
# 69
[[fallthrough]] ; 
# 70
} 
# 71
case 6:  
# 72
lane33 = (26 - (((data31[lane30]) + (*data31)) * (38 + lane30))); 
# 73
break; 
# 74
case 11:  { 
# 75
constexpr float cnt36 = (18); 
# 76
break; 
# 77
} 
# 78
default:  
# 79
break; 
# 80
}  
# 81
} 
#endif
# 83 "v001947.cu"
int main() { 
# 84
int count37 = 1920; 
# 85
(__cudaPushCallConfiguration((count37 + 255) / 256, 57 + (26 + 429), sizeof(double) * (64), 0)) ? (void)0 : spread29(count37 * count37, nullptr, nullptr, 54); 
# 86
count37 = (((count37 % 63) <= (26 + count37)) ? (count37 * count37) / ((count37 += (-42)), count37) : (count37 / (count37 * count37))); 
# 87
return 0; 
# 88
} 

# 1 "v001947.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__156bf2cc_10_v001947_cu_ec4c4549
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001947.cudafe1.stub.c"
#include "v001947.cudafe1.stub.c"
# 1 "v001947.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
