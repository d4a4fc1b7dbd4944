# 1 "v000247.cu"
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
# 14 "v000247.cu"
int mix6(int count7) { 
# 15
if (((count7 ^ count7) + count7) == (count7 % 8)) { 
# 16
if ((14 | count7) > (((int)count7) - (38 / count7))) { 
# 17
float acc8 = count7; 
# 18
int mid9 = count7 / acc8; 
# 19
}  
# 20
}  
# 21
return count7; 
# 22
} 
# 23
enum class Op10 { Green11, Low12 = 3, Green13, Slow14}; 
# 26
__attribute__((visibility("hidden"))) void update15_kernel(const float *coef16, float cfg17) ;
#if 0
# 26
{ 
# 27
if (coef16 == (nullptr)) { 
# 28
return; 
# 29
}  
# 30
if ((7) > cfg17) { 
# 31
return; 
# 32
}  
# 33
unsigned x18 = (17); 
# 34
constexpr unsigned long long v19 = (18); 
# 35
if ((x18 % (8)) == (x18 % (8))) { 
# 36
do { cfg17 += (2.75F); } while (0); 
# 37
x18 = (12); 
# 38
}  
# 39
} 
#endif
# 40 "v000247.cu"
enum Axis20: unsigned char { MUL21, RED22, ON23 = 5U}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42
template< class T, int N = 2> static void 
# 43
__wrapper__device_stub_kick24_kernel(T *&out25, const unsigned *&coef26, T &cfg27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
(out25[0]) = ((N) + (((*coef26) % (8)) - (static_cast< int>(15UL)))); 
# 45
(out25[4]) = mix6(cfg27); 
# 46
char diff28[2 * ((RED22) + 3)]{static_cast< char>(*coef26), (28U), (-6), (13), (8), (static_cast< char>(21)), ((char)22), (-54)}; 
# 47
if (mix6(59) > N) { 
# 48
goto out29; 
# 49
}  
# 50
(++cfg27), ((out25[0]) = 127UL); 
# 51
(diff28[7]) = mix6(mix6(out25[7])); 
# 52
out29:; ; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 42 "v000247.cu"
template< class T, int N = 2> static void 
# 43
kick24_kernel(T *out25, const unsigned *coef26, T cfg27) {__wrapper__device_stub_kick24_kernel<T,N>(out25,coef26,cfg27);
# 53
return;}
#if 0
# 43
{ 
# 44
(out25[0]) = ((N) + (((*coef26) % (8)) - (static_cast< int>(15UL)))); 
# 45
(out25[4]) = mix6(cfg27); 
# 46
char diff28[2 * ((RED22) + 3)]{static_cast< char>(*coef26), (28U), (-6), (13), (8), (static_cast< char>(21)), ((char)22), (-54)}; 
# 47
if (mix6(59) > N) { 
# 48
goto out29; 
# 49
}  
# 50
(++cfg27), ((out25[0]) = 127UL); 
# 51
(diff28[7]) = mix6(mix6(out25[7])); 
# 52
out29:; ; 
# 53
} 
#endif
# 56 "v000247.cu"
__attribute__((visibility("hidden"))) void count30_kernel(float *buf31, float *dst32) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern float dyn_33[]; 
# 58
__attribute__((unused)) static unsigned short sh_34[8]; 
# 59
float t35 = mix6(17) - (9 | (sh_34[0])); 
# 60
if (!((dyn_33[1]) == (*dst32))) { 
# 61
goto done36; 
# 62
}  
# 63
mix6(static_cast< int>((__alignof__(float)) - (buf31[0]))); 
# 64
done36:; ; 
# 65
} 
#endif
# 68 "v000247.cu"
__attribute__((visibility("hidden"))) void accum37_kernel(int *data38) ;
#if 0
# 68
{ 
# 69
(*data38) = (((*data38) + mix6(*data38)) ^ (*data38)); 
# 70
Axis20 t39 = ON23; 
# 71
if ((37 == (data38[5])) && ((data38[7]) < 64)) { 
# 72
if ((data38[7]) > mix6(data38[7])) { 
# 73
Axis20 f40 = RED22; 
# 74
if (!((*data38) < 40)) { 
# 75
return; 
# 76
}  
# 77
}  
# 78
}  
# 79
} 
#endif
# 81 "v000247.cu"
int main() { 
# 82
int len41 = 710; 
# 83
(__cudaPushCallConfiguration(dim3((len41 + 31) / 32, (RED22) + ((ON23) + 250), 8), 128, 0, nullptr)) ? (void)0 : count30_kernel(nullptr, nullptr); 
# 84
do { len41 += len41; } while (0); 
# 85
(__cudaPushCallConfiguration(16, 512, 256)) ? (void)0 : update15_kernel((const float *)nullptr, len41); 
# 86
(__cudaPushCallConfiguration(dim3(512, (len41 + 31) / 32, (len41 + 127) / 128), 512, sizeof(int) * (128))) ? (void)0 : kick24_kernel< long, 6> (static_cast< long *>(nullptr), nullptr, mix6((RED22) + len41)); 
# 87
(__cudaPushCallConfiguration((len41 + 255) / 256, 512, 0)) ? (void)0 : accum37_kernel((int *)nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v000247.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d9db09bb_10_v000247_cu__Z4mix6i
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000247.cudafe1.stub.c"
#include "v000247.cudafe1.stub.c"
# 1 "v000247.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
