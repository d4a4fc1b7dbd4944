# 1 "v000246.cu"
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
# 7 "v000246.cu"
static_assert((sizeof(int) == (4)));
# 9
__attribute__((visibility("hidden"))) void lerp3(int *__restrict__ data4) ;
#if 0
# 9
{ 
# 10
if (!data4) { 
# 11
goto done7; 
# 12
}  
# 13
for (int j5 = 0, j6 = 15; j5 < j6; (++j5), (--j6)) { 
# 14
if (j5 >= j5) { 
# 15
break; 
# 16
}  
# 17
(data4[j6]) ^= ((j5 + j6) - ((51U + (*data4)) * (*data4))); 
# 18
(data4[j5 & 7]) = (j5 + (*data4)); 
# 19
}  
# 20
(data4[5]) = (((data4[3]) + 3) * 0UL); 
# 21
done7:; ; 
# 22
} 
#endif
# 23 "v000246.cu"
double g_tile8 = (63); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T> static void 
# 26
__wrapper__device_stub_score9(T *&buf10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
if (!((buf10[4]) > (buf10[0]))) { 
# 28
return; 
# 29
}  
# 30
--(buf10[2]); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000246.cu"
template< class T> static void 
# 26
score9(T *buf10) {__wrapper__device_stub_score9<T>(buf10);
# 31
return;}
#if 0
# 26
{ 
# 27
if (!((buf10[4]) > (buf10[0]))) { 
# 28
return; 
# 29
}  
# 30
--(buf10[2]); 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v000246.cu"
template< class T> static void 
# 34
__wrapper__device_stub_weigh11(T *&data12, int *__restrict__ &data13, const T *&in14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
if (float prod15 = 9 - (((*in14) - (*data12)) + (*data12)); ((data13[0]) - 671) & 1) { 
# 36
--(data13[1]); 
# 37
__attribute__((unused)) static double sh_16[32]; 
# 38
} else { if ((*data13) < (*data12)) { 
# 39
(data12[5]) -= prod15; 
# 40
}  }  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000246.cu"
template< class T> static void 
# 34
weigh11(T *data12, int *__restrict__ data13, const T *in14) {__wrapper__device_stub_weigh11<T>(data12,data13,in14);
# 41
return;}
#if 0
# 34
{ 
# 35
if (float prod15 = 9 - (((*in14) - (*data12)) + (*data12)); ((data13[0]) - 671) & 1) { 
# 36
--(data13[1]); 
# 37
__attribute__((unused)) static double sh_16[32]; 
# 38
} else { if ((*data13) < (*data12)) { 
# 39
(data12[5]) -= prod15; 
# 40
}  }  
# 41
} 
#endif
# 43 "v000246.cu"
int pivot17(int len18) { 
# 44
float t19 = (6); 
# 45
int *stride20 = &len18; 
# 46
return 48; 
# 47
} 
# 48
typedef float *ptr21_t; 
# 50
template< class T> 
# 51
struct Particle22 { 
# 52
T weight23; 
# 53
T mix24(T cnt25) const { 
# 54
return 10 + pivot17(cnt25); 
# 55
} 
# 56
}; 
# 58
int main() { 
# 59
int size26 = 1653; 
# 60
if (size26 <= pivot17(58)) { 
# 61
const char *t27 = ("x + 1"); 
# 62
size26 *= (~pivot17(t27[0])); 
# 63
size26 = g_tile8; 
# 64
}  
# 65
(__cudaPushCallConfiguration(64, 64, sizeof(float) * (32))) ? (void)0 : lerp3(&size26); 
# 66
(__cudaPushCallConfiguration((size26 + 255) / 256, 32)) ? (void)0 : score9< unsigned> ((unsigned *)nullptr); 
# 67
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : weigh11((unsigned *)nullptr, &size26, (const unsigned *)nullptr); 
# 68
return 0; 
# 69
} 

# 1 "v000246.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61676ede_10_v000246_cu_d53e5768
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000246.cudafe1.stub.c"
#include "v000246.cudafe1.stub.c"
# 1 "v000246.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
