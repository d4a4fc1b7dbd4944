# 1 "v000227.cu"
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
# 7 "v000227.cu"
__attribute__((visibility("hidden"))) void shade2(double *buf3, int *data4) ;
#if 0
# 7
{ 
# 8
unsigned idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
unsigned char flag6(__device_builtin_variable_threadIdx.z); 
# 10
(*data4)--; 
# 11
if (((buf3[7]) + idx5) < (56)) { 
# 12
return; }  
# 13
} 
#endif
# 14 "v000227.cu"
typedef size_t idx7_t; 
# 16
int rank8(int n9, int n10, int n11) { 
# 17
(__cudaPushCallConfiguration(8 * 4, 128)) ? (void)0 : shade2(nullptr, &n10); 
# 18
switch (n9 % n10) { 
# 19
case 4:  
# 20
break; 
# 21
case 7:  
# 22
if (n11) { 
# 23
int mid12 = 61 - n9; 
# 24
(__cudaPushCallConfiguration((n9 + 31) / 32, 32 * 8, 1024, nullptr)) ? (void)0 : shade2(nullptr, (int *)nullptr); 
# 25
if (n11 < n11) { 
# 26
break; }  
# 27
}  
# 28
n11 &= 30; 
# 29
break; 
# 30
case 11:  
# 31
break; 
# 32
}  
# 33
return 8 ^ (n10 * (n10 - ('0'))); 
# 34
} 
# 36
static void weigh13(const unsigned *src14, const unsigned char *input15, const unsigned *input16) ;
#if 0
# 36
{ 
# 37
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if ((input15[0]) > gid17) { 
# 39
if (((*input15) - gid17) < gid17) { 
# 40
return; }  
# 41
if (gid17 < 26) { 
# 42
float u18 = *input15; 
# 43
}  
# 44
}  
# 45
} 
#endif
# 47 "v000227.cu"
namespace kern19 { namespace v20 { 
# 48
__attribute__((visibility("hidden"))) void rank21_kernel(bool p22, const long *src23, int lane24, float *data25) ;
#if 0
# 48
{ 
# 49
unsigned tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (tid26 >= lane24) { 
# 51
return; }  
# 52
p22 = (!(!src23)); 
# 53
(--(*data25)), (p22 = (__device_builtin_variable_blockIdx.z)); 
# 54
(*data25) = (20L); 
# 55
} 
#endif
# 57 "v000227.cu"
__attribute__((visibility("hidden"))) void tally27_kernel(float *data28, size_t *out29, const char *in30) ;
#if 0
# 57
{ 
# 58
unsigned i31 = __device_builtin_variable_threadIdx.x; 
# 59
constexpr unsigned long hi32 = ((2 * 16) * (1 << 1)); 
# 60
float m33((unsigned)(*data28)); 
# 61
(data28[i31 & (7)]) += (((((*in30) < m33) ? i31 : (24.125F)) + (8.125F)) - (6UL * (in30[(__device_builtin_variable_threadIdx.x) & (7)]))); 
# 62
if ((!((out29[3]) == m33)) || (-(in30[0]))) { 
# 63
switch ((__device_builtin_variable_blockIdx.z) * hi32) { 
# 64
case 6:  
# 65
if ((data28[4]) >= (17)) { 
# 66
return; }  
# 67
break; 
# 68
case 9:  
# 69
break; 
# 70
case 10:  
# 71
++m33; 
# 72
break; 
# 73
case 4:  
# 74
break; 
# 75
}  
# 76
}  
# 77
} 
#endif
# 79 "v000227.cu"
static void blend34(float *buf35) ;
#if 0
# 79
{ 
# 80
(buf35[4]) -= ((buf35[1]) + (((1.0F) - (buf35[3])) - (*buf35))); 
# 81
auto lim36 = __device_builtin_variable_warpSize; 
# 82
auto val37 = (13.5F); 
# 83
(buf35[5])--; 
# 84
(*buf35) -= (1.5F); 
# 85
(buf35[3]) -= (22.125F); 
# 86
} 
#endif
# 87 "v000227.cu"
}}
# 89
int main() { 
# 90
int n38 = 1901; 
# 91
--n38; 
# 92
(__cudaPushCallConfiguration(1 << 2, 1 << 6)) ? (void)0 : shade2((double *)nullptr, &n38); 
# 93
(n38++), (n38 = (((21 & n38) & 846) * n38)); 
# 94
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), 256)) ? (void)0 : weigh13(nullptr, nullptr, nullptr); 
# 95
(__cudaPushCallConfiguration((n38 + 31) / 32, 64)) ? (void)0 : kern19::v20::rank21_kernel(!(n38 > 34), nullptr, 38LL, nullptr); 
# 96
(__cudaPushCallConfiguration((n38 + 31) / 32, sizeof(float) * (32))) ? (void)0 : kern19::v20::tally27_kernel((float *)nullptr, nullptr, (const char *)nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v000227.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__569bfc1b_10_v000227_cu_27bedff9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000227.cudafe1.stub.c"
#include "v000227.cudafe1.stub.c"
# 1 "v000227.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
