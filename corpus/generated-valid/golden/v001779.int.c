# 1 "v001779.cu"
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
# 21 "v001779.cu"
extern "C" __attribute__((visibility("hidden"))) void pivot6_kernel(float *data7, int len8, const int *in9, const int *in10) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) static int sh_11[16]; 
# 23
double *t12 = reinterpret_cast< double *>(data7); 
# 24
const int sum13 = (data7[len8]) * (len8 - (-(data7[len8]))); 
# 25
if (data7 != (nullptr)) { 
# 26
switch (sum13) { 
# 27
case 3:  { 
# 28
const int *tmp14 = (nullptr); 
# 29
[[fallthrough]] ; 
# 30
} 
# 31
case 0:  
# 32
(*data7) = (-(11.5F)); 
# 33
break; 
# 34
case 11:  
# 35
break; 
# 36
default:  
# 37
break; 
# 38
}  
# 39
}  
# 40
} 
#endif
# 43 "v001779.cu"
template< class T, int N = 5> 
# 44
__attribute((always_inline)) __attribute__((unused)) inline char fuse15(T q16, unsigned *acc17, const float *in18) {int volatile ___ = 1;(void)q16;(void)acc17;(void)in18;
# 50
::exit(___);}
#if 0
# 44
{ 
# 45
float idx19 = (sizeof(unsigned)) + ((acc17[3]) + (7.125F)); 
# 46
if ((N) < (*in18)) { 
# 47
return *acc17; 
# 48
}  
# 49
return ((q16 + 64) + N); 
# 50
} 
#endif
# 52 "v001779.cu"
struct Tile20 { 
# 53
double sum21; 
# 54
int flag22; 
# 55
}; 
# 57
Tile20 operator+(Tile20 a, Tile20 b) { 
# 58
Tile20 r = a; 
# 59
(r.sum21) += (b.sum21); 
# 60
(r.flag22) += (b.flag22); 
# 61
return r; 
# 62
} 
# 65
__attribute__((visibility("hidden"))) void update23_kernel(unsigned alpha24, int count25, float alpha26) ;
#if 0
# 65
{ 
# 66
count25 = (18L); 
# 67
count25++; 
# 68
switch (fuse15< unsigned, 2> (34, &alpha24, nullptr)) { 
# 69
case 7:  
# 70
alpha24 = ((((count25 | (' ')) < count25) ? alpha24 : alpha26) + ((count25 - 35) - (count25 * 19))); 
# 71
break; 
# 72
}  
# 73
if (alpha26 != (alpha24 % alpha24)) { 
# 74
return; 
# 75
}  
# 76
} 
#endif
# 78 "v001779.cu"
constexpr int run_trace27(int n28) { 
# 79
return (19 >= ((n28 * 5) | (n28 - n28))) ? n28 : (~n28); 
# 80
} 
# 82
unsigned short run_drift29(const int *input30, Tile20 beta31, float beta32) { 
# 83
switch ((*input30) - 21L) { 
# 84
case 11:  
# 85
(__cudaPushCallConfiguration(dim3(2, 1), 256)) ? (void)0 : pivot6_kernel(&beta32, 21UL / (input30[5]), nullptr, (const int *)nullptr); 
# 86
if (input30 == (nullptr)) { 
# 87
if ((input30[4]) == beta32) { 
# 88
return ((size_t)58) - ((input30[0]) ^ 25U); 
# 89
}  
# 90
(__cudaPushCallConfiguration(dim3(4, 64, 16), 35 + 29)) ? (void)0 : update23_kernel(run_trace27(beta32), (((*input30) == (beta31.flag22)) ? input30[1] : (beta31.sum21)) - (10), 19); 
# 91
}  
# 92
break; 
# 93
default:  
# 94
(__cudaPushCallConfiguration(((dim3)(32)), 4 * 8, 4096)) ? (void)0 : update23_kernel((beta32 + (8)) + (run_trace27(beta31.flag22)), ((short)9) & run_trace27(input30[6]), -55); 
# 95
break; 
# 96
}  
# 97
Tile20 r33 = Tile20{(22.125), static_cast< int>(*input30)}; 
# 98
return (run_trace27(beta32 + (35)) > ((r33.flag22) & 52)) ? beta31.sum21 : ((((input30[0]) + 57) + (input30[2])) * 19); 
# 99
} 
# 101
int main() { 
# 102
int size34 = 2479; 
# 103
const char *diff35 = ("kernel\n_tail"); 
# 104
run_trace27((((diff35[0]) == 26LL) ? size34 : 4) - (diff35[0])); 
# 105
size34--; 
# 106
return 0; 
# 107
} 

# 1 "v001779.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__881e9e5f_10_v001779_cu_e160c1a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001779.cudafe1.stub.c"
#include "v001779.cudafe1.stub.c"
# 1 "v001779.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
