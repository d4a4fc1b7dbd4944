# 1 "v002314.cu"
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
# 12 "v002314.cu"
__attribute__((unused)) void spread6(const char *input7, const short *__restrict__ input8) {int volatile ___ = 1;(void)input7;(void)input8;
# 21
::exit(___);}
#if 0
# 12
{ 
# 13
if (!((__device_builtin_variable_blockIdx.x) == 19L)) { 
# 14
goto done10; 
# 15
}  
# 16
if (input7 != (nullptr)) { 
# 17
__attribute__((unused)) static int sh_9; 
# 18
} else { 
# 19
}  
# 20
done10:; ; 
# 21
} 
#endif
# 22 "v002314.cu"
__attribute__((visibility("hidden"))) void sweep11_kernel(unsigned q12, int *data13) ;
#if 0
# 22
{ 
# 23
q12 = (27L); 
# 24
if ((32) != (((*data13) * (data13[2])) - sizeof(unsigned))) { 
# 25
if ((data13[5]) == (q12 * 3449L)) { 
# 26
return; 
# 27
}  
# 28
q12 = (54UL * (*data13)); 
# 29
} else { if ((((data13[0]) - 2) - (q12 * q12)) >= ((__device_builtin_variable_threadIdx.y) - 11U)) { 
# 30
int hi14[6] = {(L'\x7a')}; 
# 31
q12 = ((hi14[__device_builtin_variable_blockIdx.x]) + ((hi14[4]) >> (2 + (*data13)))); 
# 32
float res15[2]{(40L), (60U)}; 
# 33
} else { 
# 34
}  }  
# 35
} 
#endif
# 36 "v002314.cu"
namespace kern16 { 
# 37
inline int decay17(char *__restrict__ buf18) { 
# 38
(buf18[1]) = (34 + (buf18[1])); 
# 39
int cnt19 = (((buf18[1]) += (*buf18)), 2) * (((buf18[1]) += (*buf18)), 2); 
# 40
if (int k20 = 35; (buf18[6]) * cnt19) { 
# 41
int s21 = (((k20 += 40), (((int)4908L) / ((buf18[cnt19]) + cnt19)))); 
# 42
}  
# 43
constexpr int cnt22 = 1; 
# 44
if ((*buf18) > (cnt19 + cnt19)) { 
# 45
goto skip23; 
# 46
}  
# 47
(buf18[cnt19]) = (((cnt22 + cnt19) << (2 + cnt19)) >> (((*buf18) += 64), ((cnt19 += 64), cnt19))); 
# 48
skip23:; ; 
# 49
return cnt19; 
# 50
} 
# 51
void check_reduce24(int len25, int len26, int count27 = 29L) { 
# 52
double m28 = (len25 * len25) - (1.75); 
# 53
int *f29 = &len26; 
# 54
(__cudaPushCallConfiguration((len26 + 63) / 64, 64 + 448)) ? (void)0 : sweep11_kernel(2, &len26); 
# 55
len26 = (len25 >> ((len26 + count27) + sizeof(int))); 
# 56
auto lim30 = len26; 
# 57
} 
# 58
float gather31(unsigned *__restrict__ out32, int len33, int count34) { 
# 59
unsigned base35 = (42); 
# 60
(len33++), (base35 = (2)); 
# 61
(len33--), (base35 = (base35 * (+(out32[base35])))); 
# 62
(out32[4]) = ((count34 << ((29) * base35)) - (*out32)); 
# 63
if ((count34 == (out32[6])) && (out32 != (nullptr))) { 
# 64
return ((len33 >= 62) ? 64 : (*out32)) + (64); 
# 65
}  
# 66
int r36 = (15L); 
# 67
if (len33 <= (len33 + count34)) { 
# 68
goto skip37; 
# 69
}  
# 70
(--r36), (base35 = ((size_t)(((out32[len33]) += (' ')), count34))); 
# 71
skip37:; ; 
# 72
return (0.5F) * ((r36 - r36) * len33); 
# 73
} 
# 74
}
# 75
int main() { 
# 76
int size38 = 2012; 
# 77
short acc39 = ('\n'); 
# 78
if (int prod40 = ((acc39 + 35) * (acc39 + 35)) - acc39; (size38 << 3) >= (prod40 / 14)) { 
# 79
if (size38) { 
# 80
acc39 = ((2) / ((prod40 - 10UL) - (-size38))); 
# 81
(__cudaPushCallConfiguration(512, sizeof(float) * (2 + (2 + (2 + 122))))) ? (void)0 : sweep11_kernel(((acc39 += 33), 2), nullptr); 
# 82
}  
# 83
} else { 
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "v002314.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f4deba9_10_v002314_cu_57782c97
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002314.cudafe1.stub.c"
#include "v002314.cudafe1.stub.c"
# 1 "v002314.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
