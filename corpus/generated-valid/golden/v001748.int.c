# 1 "v001748.cu"
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
# 8 "v001748.cu"
extern "C" {
# 9
__attribute__((visibility("hidden"))) void blend3_kernel(int count4) ;
#if 0
# 9
{ 
# 10
int tid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
count4 = tid5; 
# 12
count4++; 
# 13
int off6 = tid5; 
# 14
} 
#endif
# 15 "v001748.cu"
}
# 16
__attribute__((section("__nv_managed_data__"))) static char (*m_fuse7)[64] = 0; 
# 19
__attribute__((visibility("hidden"))) void reduce8(int n9) ;
#if 0
# 19
{ 
# 20
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n9]) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[5]); 
# 22
int idx11 = (-48); 
# 23
} 
#endif
# 26 "v001748.cu"
static void filter12_kernel(int count13, int lane14, const float *src15, short *__restrict__ dst16) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_17[]; 
# 28
unsigned i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (i18 >= lane14) { 
# 30
return; 
# 31
}  
# 32
count13 = (-46); 
# 33
float f19 = count13 & ((static_cast< unsigned>(1446)) ^ (-(dyn_17[lane14 & 7]))); 
# 34
} 
#endif
# 36 "v001748.cu"
int run_reduce20(unsigned short beta21, int lane22, int stride23) { 
# 37
cudaStream_t flag24 = (nullptr); 
# 38
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[stride23]) <<= (20UL & (((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[lane22 & 63]) += (-43)), 11) - 20)); 
# 39
(__cudaPushCallConfiguration(2, dim3((lane22 + 31) / 32, sizeof(float) * (2)))) ? (void)0 : filter12_kernel(-51L, 4414 - lane22, nullptr, nullptr); 
# 40
int pass25 = 0; 
# 41
do { 
# 42
static long long lim26 = (3UL); 
# 43
(__cudaPushCallConfiguration(2 * 4, 512, 0)) ? (void)0 : blend3_kernel(51U); 
# 44
static double idx27 = ((5.125F)); 
# 45
++pass25; 
# 46
} while ((pass25 < stride23) && (beta21 == 7)); 
# 47
return pass25; 
# 48
} 
# 49
static float c_gather28; 
# 51
__attribute__((visibility("hidden"))) void shade29_kernel(unsigned long long p30, int stride31, const int *coef32) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern unsigned dyn_33[]; 
# 53
(dyn_33[7])++; 
# 54
stride31 *= ((((__device_builtin_variable_threadIdx.z) % (4)) > ((long)28)) ? (__device_builtin_variable_threadIdx.z) % (4) : ((long)28)); 
# 55
p30 >>= (dyn_33[stride31]); 
# 56
} 
#endif
# 58 "v001748.cu"
int host_rank34(short alpha35, float cfg36, int n37) { 
# 59
(__cudaPushCallConfiguration((n37 + 63) / 64, 1 << 7, 0)) ? (void)0 : reduce8(9U); 
# 60
if ((static_cast< double>(n37)) == (10)) { 
# 61
return 56; 
# 62
}  
# 63
unsigned m38 = 40U; 
# 64
n37 >>= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[alpha35 & 63]); 
# 65
(__cudaPushCallConfiguration((m38 + (63)) / (64), 256)) ? (void)0 : shade29_kernel('\177', m38 << run_reduce20(cfg36, 24LL, n37), &n37); 
# 66
return run_reduce20(run_reduce20(run_reduce20((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[alpha35], sizeof(float), 2), -cfg36, run_reduce20((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[22], 48, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n37])), -1712, run_reduce20((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[alpha35], alpha35, m38) % 8); 
# 67
} 
# 68
enum class Color39: unsigned { Add40, Low41, Mul42 = 5U, Slow43}; 
# 70
__attribute__((visibility("hidden"))) void clamp44_kernel(double *dst45) ;
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern int dyn_46[]; 
# 72
for (int it47 = 0; it47 < 8; it47++) { 
# 73
const int *prod48 = reinterpret_cast< const int *>(dst45); 
# 74
}  
# 75
Color39 lim49 = Color39::Slow43; 
# 76
int iter50 = 0; 
# 77
do { 
# 78
unsigned acc51 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[iter50]) += (dst45[iter50 & 7])), (__device_builtin_variable_threadIdx.y)) & (64); 
# 79
Color39 acc52 = Color39::Low41; 
# 80
long long off53{(22)}; 
# 81
++iter50; 
# 82
} while (iter50 < 16); 
# 83
} 
#endif
# 85 "v001748.cu"
unsigned host_probe54(int stride55, int len56) { 
# 86
int pass57 = 0; 
# 87
do { 
# 88
const char *res58 = ("ok"); 
# 89
++pass57; 
# 90
} while (pass57 < stride55); 
# 91
const char *u59 = ("path\\to"); 
# 92
len56 &= 55; 
# 93
float flag60 = (((char)((signed char)stride55)) > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[29])) ? (char)((signed char)stride55) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[29]); 
# 94
flag60 *= pass57; 
# 95
return ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[37]) % (~(55 + (u59[1]))); 
# 96
} 
# 98
int main() { 
# 99
int n61 = 3109; 
# 100
n61 <<= ((int)(28 + n61)); 
# 101
if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61 & 63]) * n61) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[12])) { 
# 102
return host_rank34(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[19]) % sizeof(int), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61], ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[41])); 
# 103
}  
# 104
float r62 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[5]) - host_rank34(5 / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61]), n61, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61]); 
# 105
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[54]) { 
# 106
return n61 >> (n61 & 27UL); 
# 107
}  
# 108
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[35]) = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61]) > ((3618 % n61) % (n61 & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61])))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61] : ((3618 % n61) % (n61 & ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fuse7)))[n61])))); 
# 109
if ((3U) > r62) { 
# 110
return n61; 
# 111
}  
# 112
(__cudaPushCallConfiguration((n61 + 63) / 64, 512, sizeof(float) * (256), nullptr)) ? (void)0 : clamp44_kernel(static_cast< double *>(nullptr)); 
# 113
return 0; 
# 114
} 

# 1 "v001748.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__770283ea_10_v001748_cu_916e20c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001748.cudafe1.stub.c"
#include "v001748.cudafe1.stub.c"
# 1 "v001748.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
