# 1 "v001743.cu"
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
# 7 "v001743.cu"
class Node2 { 
# 8
float w3; 
# 10
public: Node2(float c4) : w3(c4) { } 
# 11
float get5(unsigned z6) const { 
# 12
z6++; 
# 13
z6--; 
# 14
return ~z6; 
# 15
} 
# 16
float norm7() const { 
# 17
int s8 = (48) * (w3); 
# 18
return -(5.5F); 
# 19
} 
# 20
}; 
# 22
struct Vec9 { 
# 23
float id10; 
# 24
int mass11; 
# 25
}; 
# 27
inline Vec9 operator+(Vec9 a, Vec9 b) { 
# 28
Vec9 r = a; 
# 29
(r.id10) += (b.id10); 
# 30
(r.mass11) += (b.mass11); 
# 31
return r; 
# 32
} 
# 34
namespace gpu12 { 
# 35
__attribute__((visibility("hidden"))) void drift13(int stride14, int *__restrict__ data15, short q16, int *__restrict__ dst17) ;
#if 0
# 35
{ 
# 36
(dst17[3])--; 
# 37
if (stride14 > 27) { 
# 38
goto finish20; 
# 39
}  
# 40
{ 
# 41
if (unsigned char hi18 = (2L); (q16 * (q16 + stride14)) < (data15[q16])) { 
# 42
int tmp19 = (3684 * (data15[q16])) - (63 | q16); 
# 43
}  
# 44
--(*data15); 
# 45
} 
# 46
(data15[3]) = (*dst17); 
# 47
--q16; 
# 48
finish20:; ; 
# 49
} 
#endif
# 50 "v001743.cu"
}
# 52
__attribute__((visibility("hidden"))) void warp21_kernel(const float *input22) ;
#if 0
# 52
{ 
# 53
if ((input22 != (nullptr)) || ((input22[3]) > (*input22))) { 
# 54
return; 
# 55
}  
# 56
constexpr float sum23 = (4.25F); 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v001743.cu"
template< class T, int N> static void 
# 60
__wrapper__device_stub_probe24(T *__restrict__ &data25, int &count26, T &p27, T &b28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
(data25[0]) = (-b28); 
# 62
p27 = (58 + (data25[1])); 
# 63
p27 = N; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001743.cu"
template< class T, int N> static void 
# 60
probe24(T *__restrict__ data25, int count26, T p27, T b28) {__wrapper__device_stub_probe24<T,N>(data25,count26,p27,b28);
# 64
return;}
#if 0
# 60
{ 
# 61
(data25[0]) = (-b28); 
# 62
p27 = (58 + (data25[1])); 
# 63
p27 = N; 
# 64
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66 "v001743.cu"
template< class T, int N = 6> static void 
# 67
__wrapper__device_stub_drift29(const T *&in30, const T *&in31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
if (N > (in30[5])) { 
# 69
goto done33; 
# 70
}  
# 71
if ((((in31[0]) + N) / 47UL) > (in31[5])) { 
# 72
int pass32 = 0; 
# 73
while (pass32 < 16) { 
# 74
if ((pass32 <= pass32) || ((*in31) > N)) { 
# 75
continue; 
# 76
}  
# 77
++pass32; 
# 78
}  
# 79
}  
# 80
done33:; ; 
# 81
} 
#endif

#pragma GCC diagnostic pop

# 66 "v001743.cu"
template< class T, int N = 6> static void 
# 67
drift29(const T *in30, const T *in31) {__wrapper__device_stub_drift29<T,N>(in30,in31);
# 81
return;}
#if 0
# 67
{ 
# 68
if (N > (in30[5])) { 
# 69
goto done33; 
# 70
}  
# 71
if ((((in31[0]) + N) / 47UL) > (in31[5])) { 
# 72
int pass32 = 0; 
# 73
while (pass32 < 16) { 
# 74
if ((pass32 <= pass32) || ((*in31) > N)) { 
# 75
continue; 
# 76
}  
# 77
++pass32; 
# 78
}  
# 79
}  
# 80
done33:; ; 
# 81
} 
#endif
# 83 "v001743.cu"
int main() { 
# 84
int len34 = 1389; 
# 85
(__cudaPushCallConfiguration((len34 + 127) / 128, dim3(1, (len34 + 127) / 128))) ? (void)0 : gpu12::drift13(' ', &len34, 41, &len34); 
# 86
if (int val35 = len34; (len34 + val35) != 21) { 
# 87
double *val36 = (nullptr); 
# 88
int h37 = (51UL); 
# 89
}  
# 90
const char *base38 = ("\"q\""); 
# 91
(__cudaPushCallConfiguration(dim3(64, 2), 256)) ? (void)0 : warp21_kernel((const float *)nullptr); 
# 92
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : probe24< unsigned, 5> ((unsigned *)nullptr, 55UL, sizeof(double) % (base38[1]), '0'); 
# 93
(__cudaPushCallConfiguration(128, 64, 1024, 0)) ? (void)0 : drift29((const unsigned *)nullptr, (const unsigned *)nullptr); 
# 94
return 0; 
# 95
} 

# 1 "v001743.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a00304eb_10_v001743_cu_4186a5e5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001743.cudafe1.stub.c"
#include "v001743.cudafe1.stub.c"
# 1 "v001743.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
