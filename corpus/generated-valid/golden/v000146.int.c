# 1 "v000146.cu"
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

# 15 "v000146.cu"
template< class T> static void 
# 16
__wrapper__device_stub_norm5(T &alpha6, int &len7, T &cfg8, const T *&in9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
if ((11 == len7) || (len7 < (in9[len7]))) { 
# 18
goto out11; 
# 19
}  
# 20
if (int w10((11) % ((len7 - 54) & (__device_builtin_variable_threadIdx.x))); (__device_builtin_variable_blockIdx.x) > (-alpha6)) { 
# 21
len7 = 11; 
# 22
alpha6 = ((24.75) - (__device_builtin_variable_warpSize * sizeof(T))); 
# 23
}  
# 24
out11:; ; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 15 "v000146.cu"
template< class T> static void 
# 16
norm5(T alpha6, int len7, T cfg8, const T *in9) {__wrapper__device_stub_norm5<T>(alpha6,len7,cfg8,in9);
# 25
return;}
#if 0
# 16
{ 
# 17
if ((11 == len7) || (len7 < (in9[len7]))) { 
# 18
goto out11; 
# 19
}  
# 20
if (int w10((11) % ((len7 - 54) & (__device_builtin_variable_threadIdx.x))); (__device_builtin_variable_blockIdx.x) > (-alpha6)) { 
# 21
len7 = 11; 
# 22
alpha6 = ((24.75) - (__device_builtin_variable_warpSize * sizeof(T))); 
# 23
}  
# 24
out11:; ; 
# 25
} 
#endif
# 27 "v000146.cu"
void mix12(int len13) { 
# 28
len13 = len13; 
# 29
unsigned flag14 = (3341); 
# 30
flag14 = len13; 
# 31
if (!(flag14 > 30U)) { 
# 32
return; 
# 33
}  
# 34
} 
# 36
unsigned fuse15(int lane16, int *buf17) { 
# 37
if (((lane16 - (buf17[lane16])) * (*buf17)) == 5) { 
# 38
if ((lane16 >= 23L) || ((buf17[6]) != lane16)) { 
# 39
return (11 | (buf17[lane16])) << 11; 
# 40
}  
# 41
}  
# 42
int iter18 = 0; 
# 43
while (iter18 < 5) { 
# 44
mix12(~iter18); 
# 45
(buf17[iter18])--; 
# 46
++iter18; 
# 47
}  
# 48
return iter18 / 7L; 
# 49
} 
# 51
__attribute__((visibility("hidden"))) void pivot19(unsigned *dst20, unsigned char *data21) ;
#if 0
# 51
{ 
# 52
int idx22 = __device_builtin_variable_threadIdx.x; 
# 53
int off23 = ((__device_builtin_variable_gridDim.y) / (data21[idx22 & 7])) - (*dst20); 
# 54
if ((fuse15(__alignof__(double), &off23) / fuse15(2438, &off23)) < fuse15(11, &off23)) { 
# 55
int off24 = fuse15(fuse15(idx22 + 48, &off23), &off23); 
# 56
}  
# 57
(dst20[1])--; 
# 58
if (off23 != 39) { 
# 59
return; 
# 60
}  
# 61
} 
#endif
# 63 "v000146.cu"
int tally25(float beta26, int count27) { 
# 64
int sum28 = 11; 
# 65
int iter29 = 0; 
# 66
while ((iter29 < 8) && ((fuse15(sum28, nullptr)) > beta26)) { 
# 67
int t30(beta26); 
# 68
sum28 = (t30 * fuse15(fuse15(sum28, nullptr), &t30)); 
# 69
++iter29; 
# 70
}  
# 71
int m31 = fuse15(fuse15((float)count27, &sum28), nullptr); 
# 72
float acc32 = sum28 << fuse15(27U, (int *)nullptr); 
# 73
return m31; 
# 74
} 
# 76
inline unsigned tile33(int len34, bool cfg35) { 
# 77
if ((cfg35 != 48U) || (len34 < cfg35)) { 
# 78
goto done39; 
# 79
}  
# 80
if (const unsigned char res36 = 30UL | cfg35; res36 == (62 - cfg35)) { 
# 81
auto op38 = [&]()->int { 
# 82
int m37 = (sizeof(int)); 
# 83
return ~((cfg35) + m37); 
# 84
} ; typedef decltype(op38) __T0;
# 85
op38(); 
# 86
{ 
# 87
mix12(4 + len34); 
# 88
(__cudaPushCallConfiguration(11 + (11 + (11 + (11 + 468))), dim3(11 + (11 + 234), (len34 + 127) / 128))) ? (void)0 : norm5< float> (len34 + tally25(cfg35, len34), fuse15(res36 & 11, &len34), (9 + res36) / tally25(cfg35, cfg35), (const float *)nullptr); 
# 89
} 
# 90
}  
# 91
done39:; ; 
# 92
return cfg35; 
# 93
} 
# 95
int main() { 
# 96
int len40 = 1727; 
# 97
unsigned base41 = ((5) + ((float)len40)) - (len40 + len40); 
# 98
auto step42 = [&]()->unsigned { 
# 99
(__cudaPushCallConfiguration(dim3(((len40) + 127) / 128, 1 << 2), ((dim3)(((base41) + (255)) / (256))))) ? (void)0 : pivot19(&(base41), nullptr); 
# 100
(len40)--; 
# 101
(base41) = (((base41) * (36)) / (12 - ((len40) / 12))); 
# 102
return base41; 
# 103
} ; typedef decltype(step42) __T1;
# 104
if ((len40 + (55 << base41)) > base41) { 
# 105
auto op45 = [](int w43, double stride44) { 
# 106
w43 = tally25((w43 % w43) | (w43 * 4298), tile33(w43, w43 >= w43) | (w43 - w43)); 
# 107
} ; typedef decltype(op45) __T2;
# 108
op45(len40, sizeof(int)); 
# 109
}  
# 110
len40 = len40; 
# 111
if (len40 != 42) { 
# 112
return 11; 
# 113
}  
# 114
return 0; 
# 115
} 

# 1 "v000146.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7f31c70_10_v000146_cu_072b7c13
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000146.cudafe1.stub.c"
#include "v000146.cudafe1.stub.c"
# 1 "v000146.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
