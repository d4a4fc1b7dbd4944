# 1 "v001106.cu"
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
# 12 "v001106.cu"
static void probe5_kernel(const unsigned *src6, long long beta7, int *out8, unsigned alpha9) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern int dyn_10[]; 
# 15
__attribute__((unused)) static int sh_11[128]; 
# 16
long k12 = (((alpha9 > (out8[alpha9])) ? sizeof(float) : (dyn_10[4])) + (sh_11[alpha9 & (127)])) + (37UL + (src6[7])); 
# 17
if ((dyn_10[k12]) <= sizeof(long long)) { 
# 18
goto skip14; 
# 19
}  
# 20
for (int it13 = k12; it13 > 0; --it13) { 
# 21
(out8[1]) = ((alpha9 += (8)), it13); 
# 22
((*out8)++), ((dyn_10[4]) = ((-(it13 << 1)) * ((37UL - (src6[2])) - ((int)47UL)))); 
# 23
}  
# 24
skip14:; ; 
# 25
} 
#endif
# 26 "v001106.cu"
static float d_accum15[16]; 
# 27
static int d_accum16; 
# 29
static void blend17(const int *input18, const unsigned char *in19, float *acc20) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) static signed char sh_21; 
# 32
sh_21 = ((((d_accum15[0]) - (46)) != (d_accum15[sh_21 & 15])) ? 58 : (*in19)); 
# 33
if ((*in19) < (in19[sh_21 & 7])) { 
# 34
for (int it22 = 0, j23 = 15; it22 < j23; (++it22), (--j23)) { 
# 35
sh_21 = ((7UL * ((sizeof(double) <= (in19[d_accum16 & 7])) ? sh_21 : 46U)) ^ sizeof(int)); 
# 36
if ((input18[3]) > (d_accum16 + (*in19))) { 
# 37
break; 
# 38
}  
# 39
}  
# 40
} else { if (input18 != (nullptr)) { }  }  
# 41
} 
#endif
# 43 "v001106.cu"
__attribute__((visibility("hidden"))) void pack24(const short *coef25, const float *in26) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern int dyn_27[]; 
# 46
__attribute__((unused)) static unsigned char sh_28[16]; 
# 47
(dyn_27[4])--; 
# 48
if ((sizeof(int) ^ (*coef25)) <= ((coef25[2]) ^ 50)) { 
# 49
d_accum16 = (((((sh_28[d_accum16]) <= (coef25[6])) ? 8 : (*in26)) <= d_accum16) ? d_accum15[15] : (((sh_28[d_accum16]) + (dyn_27[d_accum16 & 7])) + (coef25[3]))); 
# 50
--(dyn_27[6]); 
# 51
} else { 
# 52
}  
# 53
} 
#endif
# 55 "v001106.cu"
namespace ops29 { 
# 56
static int d_sweep30; 
# 57
static long d_update31; 
# 59
void run_reduce32(long long *dst33) 
# 60
{ 
# 61
float lim34 = (((int)(*dst33)) & 34) & (*dst33); 
# 62
const unsigned prod35 = lim34; 
# 63
if (prod35 <= (2)) { 
# 64
goto finish37; 
# 65
}  
# 66
(__cudaPushCallConfiguration(dim3(2 + 126, (prod35 + (127)) / (128)), 128)) ? (void)0 : pack24(reinterpret_cast< const short *>(dst33), reinterpret_cast< const float *>(dst33)); 
# 67
for (int n36 = 0; n36 < 10; ++n36) { 
# 68
(__cudaPushCallConfiguration((2 + (2 + 4)) * (2 + (2 + (2 + 2))), 1 << (2 + 3), 1024)) ? (void)0 : blend17(&n36, reinterpret_cast< const unsigned char *>(dst33), reinterpret_cast< float *>(dst33)); 
# 69
(__cudaPushCallConfiguration(dim3((n36 + 127) / 128, 8 + 8, 1 << 2), dim3((prod35 + (127)) / (128), 8 + 8), sizeof(int) * (256))) ? (void)0 : probe5_kernel(reinterpret_cast< const unsigned *>(dst33), prod35, nullptr, 8); 
# 70
}  
# 71
finish37:; ; 
# 72
} 
# 73
}
# 75
int check_score38(int count39) 
# 76
{ 
# 77
if (count39 < count39) { 
# 78
goto out40; 
# 79
}  
# 80
count39 = (16UL); 
# 81
if (count39) { 
# 82
return (count39 + 8) + (count39 / 34); 
# 83
}  
# 84
if ((count39 * count39) == count39) { 
# 85
return 53 * (count39 + count39); 
# 86
}  
# 87
out40:; ; 
# 88
return count39; 
# 89
} 
# 91
int main() 
# 92
{ 
# 93
int len41 = 2377; 
# 94
len41 = (len41 * (33 - (len41 * len41))); 
# 95
len41 = (0UL); 
# 96
return 0; 
# 97
} 

# 1 "v001106.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b404b104_10_v001106_cu_9ab3d918
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001106.cudafe1.stub.c"
#include "v001106.cudafe1.stub.c"
# 1 "v001106.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
