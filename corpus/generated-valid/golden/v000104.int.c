# 1 "v000104.cu"
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
# 13 "v000104.cu"
inline float shade5(double cfg6, short p7, int count8) { 
# 14
double hi9 = p7 % ((sizeof(int) + count8) - (2287)); 
# 15
const int *stride10 = &count8; 
# 16
count8 &= 2UL; 
# 17
unsigned acc11 = sizeof(float) % ((*stride10) * (25UL % count8)); 
# 18
count8 = p7; 
# 19
p7++; 
# 20
acc11 &= (40 << (stride10[count8])); 
# 21
return (24.5F); 
# 22
} 
# 23
static unsigned long long d_decay12; 
# 24
enum Kind13: unsigned char { MUL14, BLUE15, OFF16, HIGH17}; 
# 27
__attribute__((visibility("hidden"))) void fuse18(float b19) ;
#if 0
# 27
{ 
# 28
{ 
# 29
d_decay12 &= ((2) - (static_cast< long>(b19))); 
# 30
const int flag20 = (25) - shade5((int)13, (55) % d_decay12, 33UL); 
# 31
} 
# 32
unsigned long long stride21 = shade5(b19, shade5(d_decay12, d_decay12, (MUL14) - b19), shade5(BLUE15, BLUE15, shade5((7.625), -35, d_decay12))); 
# 33
long q22 = stride21; 
# 34
Kind13 stride23 = BLUE15; 
# 35
if (stride23 == (HIGH17)) { 
# 36
goto finish24; 
# 37
}  
# 38
stride23 = MUL14; 
# 39
finish24:; ; 
# 40
} 
#endif
# 42 "v000104.cu"
float host_pack25(float *data26, long long beta27, int len28) { 
# 43
unsigned long long val29 = (51); 
# 44
if ((data26 != (nullptr)) && ((3) < beta27)) { 
# 45
goto skip30; 
# 46
}  
# 47
len28 <<= ((long)OFF16); 
# 48
skip30:; ; 
# 49
return shade5(shade5(MUL14, OFF16, 40L) + shade5(data26[2], beta27, *data26), beta27 - ((3U) + val29), ((len28 - (data26[beta27])) + ((len28 + (OFF16)) + beta27)) + ((len28 + 16) + (*data26))); 
# 50
} 
# 52
short count31(int stride32, int *buf33) { 
# 53
stride32--; 
# 54
Kind13 acc34 = OFF16; 
# 55
if (buf33 == (nullptr)) { 
# 56
goto skip35; 
# 57
}  
# 58
stride32 *= (((((buf33[1]) - 60) ^ acc34) + shade5(((*buf33) + acc34) + stride32, BLUE15, stride32)) + ((((buf33[stride32]) + 4) + 44) * 7)); 
# 59
stride32--; 
# 60
stride32 = ((~(buf33[7])) * (((stride32 += (*buf33)), 5UL) << 2)); 
# 61
skip35:; ; 
# 62
return (static_cast< short>(2721 + stride32)) | acc34; 
# 63
} 
# 65
void check_spread36(float q37 = 15) { 
# 66
float off38 = q37; 
# 67
shade5(count31(43UL, nullptr), count31(count31(q37, nullptr), nullptr), (3844) + ((q37 + (26)) + q37)); 
# 68
(__cudaPushCallConfiguration(4, dim3(1 << 5, 1, 8))) ? (void)0 : fuse18(q37); 
# 69
} 
# 70
static int c_tile39[8]; 
# 72
int main() { 
# 73
int n40 = 1749; 
# 74
auto lam44 = [](float lo41, float idx42)->long { 
# 75
lo41 -= (15.125F); 
# 76
(__cudaPushCallConfiguration(16, dim3(8, 2 * ((BLUE15) + 1)))) ? (void)0 : fuse18((2.625F)); 
# 77
const int m43 = (lo41 * idx42) * idx42; 
# 78
return m43; 
# 79
} ; typedef decltype(lam44) __T0;
# 80
lam44(n40, n40); 
# 81
(__cudaPushCallConfiguration(((dim3)((n40 + 63) / 64)), ((BLUE15) + ((BLUE15) + ((OFF16) + ((BLUE15) + ((BLUE15) + 26))))) * 16)) ? (void)0 : fuse18((n40 + (count31(n40, &n40))) + 6); 
# 82
int *r45 = (nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v000104.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b87a723b_10_v000104_cu_44e24b65
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000104.cudafe1.stub.c"
#include "v000104.cudafe1.stub.c"
# 1 "v000104.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
