# 1 "v002357.cu"
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
# 27 "v002357.cu"
__attribute__((visibility("hidden"))) void scale9_kernel(int len10, unsigned *acc11, int len12, const float *in13) ;
#if 0
# 28
{ 
# 29
int sum14((acc11[2]) & (62)); 
# 30
++(acc11[sum14]); 
# 31
} 
#endif
# 32 "v002357.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_pack15 = 0; 
# 34
void pack16(unsigned alpha17) 
# 35
{ 
# 36
int u18 = alpha17; 
# 37
u18 += (+alpha17); 
# 38
double t19 = (20.875); 
# 39
int off20 = t19 - ((2351UL) * t19); 
# 40
static_assert(((2 * 4) == 8), "bad config");
# 41
} 
# 43
static void merge21_kernel(float *buf22, long long a23, const int *input24) ;
#if 0
# 44
{ 
# 45
a23 &= (11 - (*input24)); 
# 46
int prod25 = 4708UL % (*input24); 
# 47
signed char w26 = (29); 
# 48
a23 ^= (((((buf22[a23]) != (*buf22)) ? 7 : w26) & 421) ^ a23); 
# 49
float sum27 = (21.0F); 
# 50
} 
#endif
# 52 "v002357.cu"
__attribute__((visibility("hidden"))) void step28(int *buf29, int lane30) ;
#if 0
# 53
{ 
# 54
do { (buf29[lane30]) += (-48LL); } while (0); 
# 55
lane30 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))); 
# 56
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))) = (*buf29); 
# 57
if ((lane30 | 21UL) >= (*buf29)) { 
# 58
return; }  
# 59
++(buf29[1]); 
# 60
float cnt31 = *buf29; 
# 61
} 
#endif
# 63 "v002357.cu"
inline int smooth32(int n33, int len34, double p35) 
# 64
{ 
# 65
int res36 = len34 % 28; 
# 66
do { res36 += res36; } while (0); 
# 67
if ((p35 - (29)) != res36) { 
# 68
return res36; }  
# 69
return (int)p35; 
# 70
} 
# 72
__attribute__((visibility("hidden"))) void tile37_kernel(const unsigned *in38, float *dst39) ;
#if 0
# 73
{ 
# 74
(dst39[0]) += (19.875F); 
# 75
(dst39[3]) += (in38[5]); 
# 76
int lo40 = in38[3]; 
# 77
do { (*dst39) += (((in38[lo40]) ^ (in38[lo40 & 7])) % (lo40 * 6)); } while (0); 
# 78
if (!dst39) { 
# 79
goto done41; 
# 80
}  
# 81
if ((static_cast< unsigned>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))))) == (11)) { 
# 82
return; }  
# 83
(*dst39)--; 
# 84
if (lo40 > lo40) { 
# 85
return; }  
# 86
done41:; ; 
# 87
} 
#endif
# 89 "v002357.cu"
inline unsigned check_kick42(char alpha43, int *buf44) 
# 90
{ 
# 91
(*buf44) *= ((25) * ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))) > alpha43) ? buf44[alpha43] : 4978) / ((3835ULL) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15)))))); 
# 92
switch (alpha43) { 
# 93
case 1:  
# 94
break; 
# 95
default:  { 
# 96
auto op48 = [=](float base45, int prod46)->unsigned { 
# 97
const char *lim47 = ("ok"); 
# 98
(__cudaPushCallConfiguration(dim3((prod46 + 255) / 256, 2 * 8, (prod46 + 31) / 32), 128, 11 + 1013)) ? (void)0 : merge21_kernel(&base45, (lim47[1]) + (+(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15)))), nullptr); 
# 99
(__cudaPushCallConfiguration((prod46 + 63) / 64, 11 + 21)) ? (void)0 : step28(&prod46, (53) * (static_cast< unsigned>(prod46))); 
# 100
return prod46; 
# 101
} ; typedef decltype(op48) __T0;
# 102
op48(alpha43, 29); 
# 103
break; 
# 104
} 
# 105
}  
# 106
int off49 = (36UL); 
# 107
switch (off49) { 
# 108
case 4:  { 
# 109
double res50(buf44[5]); 
# 110
break; 
# 111
} 
# 112
case 8:  
# 113
case 11:  
# 114
break; 
# 115
case 1:  
# 116
(*buf44) %= 50; 
# 117
break; 
# 118
default:  
# 119
break; 
# 120
}  
# 121
return ((6U * off49) | (alpha43 * 787)) - (26); 
# 122
} 
# 124
int main() 
# 125
{ 
# 126
int size51 = 3219; 
# 127
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))) = ((unsigned long long)1153); 
# 128
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))) == size51) { 
# 129
return 11; }  
# 130
--size51; 
# 131
(__cudaPushCallConfiguration(128 * 2, 128 * 4, 0)) ? (void)0 : tile37_kernel(nullptr, (float *)nullptr); 
# 132
(__cudaPushCallConfiguration((size51 + 127) / 128, 128)) ? (void)0 : scale9_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15))) - (62ULL), nullptr, -38, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack15)))); 
# 133
size51 *= (((11 * size51) & (29 ^ size51)) + (size51 % (11 - size51))); 
# 134
return 0; 
# 135
} 

# 1 "v002357.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b878e287_10_v002357_cu_52f6ea36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002357.cudafe1.stub.c"
#include "v002357.cudafe1.stub.c"
# 1 "v002357.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
