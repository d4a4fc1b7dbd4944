# 1 "v001893.cu"
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
# 21 "v001893.cu"
int pack8(const double *coef9, int n10, int count11) 
# 22
{ 
# 23
if ((n10 >= (coef9[n10])) ? n10 : count11) { 
# 24
count11 %= (-62); 
# 25
if ((coef9[2]) > n10) { 
# 26
count11 %= ((53 + count11) + ((53) * (count11 - 57U))); 
# 27
++n10; 
# 28
}  
# 29
}  
# 30
return (double)count11; 
# 31
} 
# 32
enum Axis12 { BUSY13, SLOW14, LOW15, LOW16}; 
# 34
__attribute__((visibility("hidden"))) void gather17(const long *coef18, int lane19) ;
#if 0
# 35
{ 
# 36
unsigned idx20 = __device_builtin_variable_threadIdx.x; 
# 37
pack8(reinterpret_cast< const double *>(coef18), -(((*coef18) > idx20) ? *coef18 : idx20), (idx20 > (37)) ? idx20 : (37)); 
# 38
float *diff21 = (nullptr); 
# 39
if ((52) < ((*diff21) - (34UL))) { 
# 40
goto done22; 
# 41
}  
# 42
pack8(reinterpret_cast< const double *>(diff21), (__device_builtin_variable_blockIdx.y) - ('a'), ((pack8(reinterpret_cast< const double *>(diff21), 37, 56)) == (*coef18)) ? lane19 : ((52) - (diff21[4]))); 
# 43
done22:; ; 
# 44
} 
#endif
# 45 "v001893.cu"
static float c_clamp23; 
# 48
unsigned pivot24(const int *src25, unsigned cfg26) 
# 49
{ 
# 50
switch (pack8((const double *)nullptr, cfg26, 40)) { 
# 51
case 1:  { 
# 52
unsigned base27 = (LOW16) + cfg26; 
# 53
break; 
# 54
} 
# 55
}  
# 56
unsigned k28 = cfg26; 
# 57
return (pack8(reinterpret_cast< const double *>(src25), cfg26, pack8(reinterpret_cast< const double *>(src25), 23ULL, *src25))) + cfg26; 
# 58
} 
# 60
__attribute__((visibility("hidden"))) void weigh29_kernel(unsigned *dst30, double *dst31, int *out32, unsigned b33) ;
#if 0
# 61
{ 
# 62
if ((((dst31[5]) += (-(18.25F))), (*out32)) <= c_clamp23) { 
# 63
goto done36; 
# 64
}  
# 65
if (float val34 = ((static_cast< short>(*out32)) == pack8(reinterpret_cast< const double *>(out32), __device_builtin_variable_threadIdx.x, (L'\x30') - (*out32))) ? c_clamp23 * (((dst31[6]) > (1)) ? dst31[6] : (1)) : (b33 + (13.125F)); (pivot24(out32, dst30[b33])) <= (c_clamp23 * ((7UL) - val34))) { 
# 66
if (((dst31[7]) + (out32[b33])) < (*dst30)) { 
# 67
return; 
# 68
}  
# 69
(dst31[2]) *= val34; 
# 70
} else { 
# 71
if (b33) { 
# 72
return; 
# 73
}  
# 74
int hi35 = (out32[4]) + (5 + (*out32)); 
# 75
}  
# 76
done36:; ; 
# 77
} 
#endif
# 80 "v001893.cu"
float grow37(int *acc38, Axis12 a39) 
# 81
{ 
# 82
if (a39 == (acc38[1])) { 
# 83
return ((((acc38[3]) - a39) > 5) ? (acc38[3]) - a39 : 5); 
# 84
}  
# 85
pack8(reinterpret_cast< const double *>(acc38), 8ULL, pack8(reinterpret_cast< const double *>(acc38), acc38[6], SLOW14) - pack8(reinterpret_cast< const double *>(acc38), *acc38, acc38[7])); 
# 86
if (a39 == (BUSY13)) { 
# 87
return 48LL; 
# 88
}  
# 89
return pivot24((const int *)nullptr, a39 - 37); 
# 90
} 
# 92
inline float sift40(double q41, long long beta42, float beta43) 
# 93
{ 
# 94
if (((long long)beta43) >= q41) { 
# 95
(__cudaPushCallConfiguration(64, (LOW16) + 253)) ? (void)0 : weigh29_kernel(nullptr, &q41, static_cast< int *>(nullptr), grow37(nullptr, LOW16)); 
# 96
unsigned off44[4] = {8U, (26), static_cast< unsigned>((5) - beta43)}; 
# 97
}  
# 98
return 'A'; 
# 99
} 
# 101
int main() 
# 102
{ 
# 103
int n45 = 3758; 
# 104
--n45; 
# 105
unsigned char off46[8] = {}; 
# 106
(off46[1]) %= ((44 * (off46[n45])) - n45); 
# 107
(__cudaPushCallConfiguration((n45 + 127) / 128, 128)) ? (void)0 : gather17(nullptr, off46[n45]); 
# 108
do { (off46[6]) += (n45 + ((n45 >= 6UL) ? (off46[5]) - (BUSY13) : 37)); } while (0); 
# 109
return 0; 
# 110
} 

# 1 "v001893.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9c5728f_10_v001893_cu_97dba114
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001893.cudafe1.stub.c"
#include "v001893.cudafe1.stub.c"
# 1 "v001893.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
