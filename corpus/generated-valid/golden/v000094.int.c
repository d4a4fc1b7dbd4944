# 1 "v000094.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v000094.cu"
template< class T, int N = 5> static void 
# 12
__wrapper__device_stub_merge3_kernel(T &alpha4, const int *&in5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 12
{ 
# 13
if (*in5) { 
# 14
return; 
# 15
}  
# 16
alpha4 /= (((*in5) % ((!in5) ? N : 4655)) + ((alpha4 == (*in5)) ? N : (U'\x30'))); 
# 17
if (in5 == (nullptr)) { 
# 18
double f6(N + alpha4); 
# 19
}  
# 20
float flag7((2415)); 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000094.cu"
template< class T, int N = 5> static void 
# 12
merge3_kernel(T alpha4, const int *in5) {__wrapper__device_stub_merge3_kernel<T,N>(alpha4,in5);
# 21
return;}
#if 0
# 12
{ 
# 13
if (*in5) { 
# 14
return; 
# 15
}  
# 16
alpha4 /= (((*in5) % ((!in5) ? N : 4655)) + ((alpha4 == (*in5)) ? N : (U'\x30'))); 
# 17
if (in5 == (nullptr)) { 
# 18
double f6(N + alpha4); 
# 19
}  
# 20
float flag7((2415)); 
# 21
} 
#endif
# 23 "v000094.cu"
__attribute__((visibility("hidden"))) void weigh8_kernel(int *data9) ;
#if 0
# 23
{ 
# 24
switch ((data9[4]) * (data9[1])) { 
# 25
case 1:  
# 26
break; 
# 27
case 12:  
# 28
switch (*data9) { 
# 29
case 5 * 2:  
# 30
(data9[1]) ^= ((((data9[5]) - (data9[4])) == (data9[5])) ? (3 + (data9[6])) >> (1837L * (*data9)) : ((data9[6]) >> ((*data9) + (data9[2])))); 
# 31
do { (data9[3]) += ((34) * ((data9[5]) / (57L + (data9[2])))); } while (0); 
# 32
break; 
# 33
}  
# 34
break; 
# 35
default:  
# 36
break; 
# 37
}  
# 38
} 
#endif
# 40 "v000094.cu"
__attribute__((visibility("hidden"))) void accum10_kernel(int n11, char q12) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) static unsigned sh_13[8]; 
# 42
__attribute__((unused)) static float sh_14[8]; 
# 43
auto res15 = q12; 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "v000094.cu"
template< class T, int N> static void 
# 47
__wrapper__device_stub_bump16_kernel(T &b17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
if (((b17 > N) ? N : N) != 25) { 
# 49
return; 
# 50
}  
# 51
b17 *= (59 >> ((((T)b17) < 8UL) ? 2463 : N)); 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 46 "v000094.cu"
template< class T, int N> static void 
# 47
bump16_kernel(T b17) {__wrapper__device_stub_bump16_kernel<T,N>(b17);
# 52
return;}
#if 0
# 47
{ 
# 48
if (((b17 > N) ? N : N) != 25) { 
# 49
return; 
# 50
}  
# 51
b17 *= (59 >> ((((T)b17) < 8UL) ? 2463 : N)); 
# 52
} 
#endif
# 53 "v000094.cu"
typedef signed char *ptr18_t; 
# 55
void run_pivot19(float cfg20) { 
# 56
auto step23 = [&](unsigned long long off21, short s22) { 
# 57
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), dim3(4, 512), sizeof(unsigned) * (256))) ? (void)0 : accum10_kernel(off21, cfg20); 
# 58
} ; typedef decltype(step23) __T0;
# 59
step23(cfg20, cfg20); 
# 60
(__cudaPushCallConfiguration(((dim3)(512)), 512, sizeof(int) * (128))) ? (void)0 : bump16_kernel< unsigned, 1> (cfg20); 
# 61
bool prod24 = (((12) > cfg20) ? cfg20 + cfg20 : cfg20) <= ((0) - cfg20); 
# 62
float lim25 = prod24; 
# 63
lim25 *= (((51UL) / lim25) - (32 >> prod24)); 
# 64
} 
# 66
int main() { 
# 67
int size26 = 3494; 
# 68
if ((size26 >> size26) <= size26) { 
# 69
size26 = (59L); 
# 70
switch (size26 + size26) { 
# 71
case 5:  
# 72
break; 
# 73
case 2 * 5:  { 
# 74
float e27 = size26; 
# 75
size26 = ((int)size26); 
# 76
break; 
# 77
} 
# 78
case 2:  
# 79
break; 
# 80
case 11:  
# 81
break; 
# 82
default:  
# 83
break; 
# 84
}  
# 85
} else { 
# 86
}  
# 87
(__cudaPushCallConfiguration(((dim3)((size26 + 31) / 32)), 256 * 2, 0)) ? (void)0 : merge3_kernel< int, 1> (25LL >> size26, &size26); 
# 88
(__cudaPushCallConfiguration(64, 1 << 6)) ? (void)0 : weigh8_kernel(&size26); 
# 89
return 0; 
# 90
} 

# 1 "v000094.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e36c3ef_10_v000094_cu_aca2a1e0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000094.cudafe1.stub.c"
#include "v000094.cudafe1.stub.c"
# 1 "v000094.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
