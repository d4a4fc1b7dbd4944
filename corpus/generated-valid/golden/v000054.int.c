# 1 "v000054.cu"
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
# 10 "v000054.cu"
static double c_kick3; 
# 12
int fold4(int *data5) 
# 13
{ 
# 14
if ((*data5) == 49) { 
# 15
goto done6; 
# 16
}  
# 17
(data5[0]) = (44 - (((data5[0]) += 16U), (data5[1]))); 
# 18
if (((data5[0]) + sizeof(double)) != (*data5)) { 
# 19
return (*data5) - ((data5[7]) - 41); 
# 20
}  
# 21
(*data5)--; 
# 22
done6:; ; 
# 23
return 14 >> (*data5); 
# 24
} 
# 25
static float d_score7; 
# 26
static unsigned c_merge8; 
# 28
__attribute__((visibility("hidden"))) void sift9(unsigned q10, float *acc11, int n12) ;
#if 0
# 29
{ 
# 30
unsigned *z13 = &q10; 
# 31
q10 = c_kick3; 
# 32
int iter14 = 0; 
# 33
do { 
# 34
if ((((z13[3]) += (54)), ((c_merge8 == sizeof(double)) ? 3 : 7UL)) < (8 + iter14)) { 
# 35
(acc11[n12]) = (acc11[q10]); 
# 36
++(acc11[2]); 
# 37
} else { if (n12 + 35) { 
# 38
} else { 
# 39
}  }  
# 40
++iter14; 
# 41
} while (iter14 < 4); 
# 42
} 
#endif
# 44 "v000054.cu"
namespace detail15 { 
# 45
__attribute__((visibility("hidden"))) void lerp16(float *__restrict__ buf17, unsigned *__restrict__ acc18, int lane19) ;
#if 0
# 46
{ 
# 47
if (d_score7 <= lane19) { 
# 48
goto done21; 
# 49
}  
# 50
if (((c_merge8 << c_merge8) + ((buf17[lane19]) + c_merge8)) > (28)) { 
# 51
lane19 = (-(-(c_kick3 * (44)))); 
# 52
} else { if ((d_score7 / lane19) >= ((44) + (acc18[1]))) { 
# 53
int base20 = (((44) - c_merge8) % (22UL + c_merge8)) - (((*acc18) += (0)), 32); 
# 54
(buf17[c_merge8]) = ((lane19 += d_score7), d_score7); 
# 55
}  }  
# 56
done21:; ; 
# 57
} 
#endif
# 59 "v000054.cu"
void run_pivot22(char cfg23) 
# 60
{ 
# 61
(__cudaPushCallConfiguration(((dim3)(16)), 44 + (44 + 168))) ? (void)0 : detail15::lerp16(nullptr, nullptr, L'\x30'); 
# 62
size_t prod24 = 44 << (cfg23 - (-cfg23)); 
# 63
++cfg23; 
# 64
float lo25 = (cfg23 < prod24) ? prod24 : (58 * cfg23); 
# 65
} 
# 67
int run_tally26(const double *__restrict__ in27) 
# 68
{ 
# 69
if ((*in27) >= (in27[6])) { 
# 70
int hi28 = *in27; 
# 71
hi28++; 
# 72
} else { 
# 73
}  
# 74
return +(*in27); 
# 75
} 
# 76
}
# 78
constexpr int host_pack29(int lane30) 
# 79
{ 
# 80
return lane30; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int n31 = 16; 
# 86
int stride32 = (((n31 += n31), 40)); 
# 87
n31--; 
# 88
(__cudaPushCallConfiguration((stride32 + 63) / 64, 128, 0, (cudaStream_t)0)) ? (void)0 : sift9(39, nullptr, n31); 
# 89
stride32 /= 15; 
# 90
return 0; 
# 91
} 

# 1 "v000054.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bbc62eee_10_v000054_cu_c_kick3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000054.cudafe1.stub.c"
#include "v000054.cudafe1.stub.c"
# 1 "v000054.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
