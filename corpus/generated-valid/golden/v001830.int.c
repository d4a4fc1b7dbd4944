# 1 "v001830.cu"
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
# 10 "v001830.cu"
class Acc6 { 
# 11
float val7; 
# 13
public: Acc6(float c8) : val7(c8) { } 
# 14
float reset9() const { 
# 15
return __alignof__(int); 
# 16
} 
# 17
void norm10(unsigned char v11) { 
# 18
--(val7); 
# 19
v11 = (val7); 
# 20
} 
# 21
}; 
# 22
struct Span12 { 
# 23
int hi13; 
# 24
unsigned mass14; 
# 25
float sum15; 
# 26
unsigned long long lo16; 
# 27
void reset17(int v18) { 
# 28
(sum15) = (hi13); 
# 29
} 
# 30
}; 
# 31
__attribute__((unused)) inline void bump19(int len20, int n21) {int volatile ___ = 1;(void)len20;(void)n21;
# 35
::exit(___);}
#if 0
# 31
{ 
# 32
long prod22[3]{9L, (long)n21, (long)len20}; 
# 33
Span12 z23 = Span12{}; 
# 34
(z23.sum15)--; 
# 35
} 
#endif
# 36 "v001830.cu"
char gather24(int *buf25, Acc6 a26, float a27) { 
# 37
if (double cnt28 = *buf25; (a27 + ((buf25[4]) % 24)) <= ((size_t)a27)) { 
# 38
for (int it29 = 15; it29 > 0; --it29) { 
# 39
float mid30 = it29; 
# 40
mid30--; 
# 41
mid30++; 
# 42
}  
# 43
a27 *= (-52L); 
# 44
}  
# 45
float f31 = buf25[0]; 
# 46
return a27; 
# 47
} 
# 48
struct Cell32 { 
# 49
float sum33; 
# 50
double flag34; 
# 51
float flag35; 
# 52
}; 
# 53
Cell32 operator+(Cell32 a, Cell32 b) { 
# 54
Cell32 r = a; 
# 55
(r.sum33) += (b.sum33); 
# 56
(r.flag34) += (b.flag34); 
# 57
(r.flag35) += (b.flag35); 
# 58
return r; 
# 59
} 
# 60
__attribute__((visibility("hidden"))) void bias36(unsigned char b37, Span12 cfg38, const float *__restrict__ input39, int n40) ;
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern unsigned dyn_41[]; 
# 62
(cfg38.mass14) *= (dyn_41[1]); 
# 63
float base42 = gather24(nullptr, ((Acc6)(16)), ((11UL) + (*input39)) * (gather24(nullptr, ((Acc6)(n40)), dyn_41[5]))); 
# 64
if ((dyn_41[6]) >= (input39[b37])) { 
# 65
goto out43; 
# 66
}  
# 67
if ((b37 * 64L) == 47UL) { 
# 68
return; 
# 69
}  
# 70
out43:; ; 
# 71
} 
#endif
# 72 "v001830.cu"
static float run_apply44(int count45) { 
# 73
gather24(nullptr, ((Acc6)(count45 * count45)), (count45 * count45) | 12L); 
# 74
signed char s46[8] = {static_cast< signed char>(count45), (55), static_cast< signed char>(count45), ('#')}; 
# 75
(__cudaPushCallConfiguration(dim3(4, (count45 + 63) / 64), 256, 0, nullptr)) ? (void)0 : bias36((unsigned short)(s46[count45 & 7]), Span12{(10U), (42L), (2222UL), (52)}, (const float *)nullptr, (float)(22U & count45)); 
# 76
return 37U + (gather24((int *)nullptr, ((Acc6)(128)), count45)); 
# 77
} 
# 78
int main() { 
# 79
int len47 = 839; 
# 80
if (((gather24(nullptr, ((Acc6)(len47)), len47)) ^ (128 - len47)) > (len47 - len47)) { 
# 81
(__cudaPushCallConfiguration((len47 + 127) / 128, 16 + (128 + 368))) ? (void)0 : bias36(36 % len47, Span12{len47, (33L), static_cast< float>(43 ^ len47), 1ULL}, nullptr, len47 - (22 - len47)); 
# 82
(__cudaPushCallConfiguration(64, ((dim3)((len47 + 127) / 128)), 256 + 3840, (cudaStream_t)0)) ? (void)0 : bias36(gather24(nullptr, ((Acc6)(len47)), len47 ^ len47), Span12{62, 8U, (43), 6ULL}, nullptr, run_apply44(5L)); 
# 83
(__cudaPushCallConfiguration(16 + (16 + (16 + (16 + 64))), ((dim3)((len47 + 127) / 128)))) ? (void)0 : bias36(run_apply44(len47), Span12{54, (unsigned)(len47 - 17), (-(7.375F)), 8ULL}, nullptr, len47); 
# 84
} else { 
# 85
gather24(nullptr, ((Acc6)(sizeof(int))), len47); 
# 86
}  
# 87
(__cudaPushCallConfiguration(32, 256, sizeof(float) * (32), 0)) ? (void)0 : bias36(run_apply44(sizeof(float)) - (47UL / len47), Span12{}, nullptr, len47); 
# 88
return 0; 
# 89
} 

# 1 "v001830.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1c0c5c0_10_v001830_cu_f001de36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001830.cudafe1.stub.c"
#include "v001830.cudafe1.stub.c"
# 1 "v001830.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
