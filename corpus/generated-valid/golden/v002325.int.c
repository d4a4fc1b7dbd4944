# 1 "v002325.cu"
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
# 10 "v002325.cu"
__attribute__((visibility("hidden"))) void trace5_kernel(int count6, const int *__restrict__ in7, int *__restrict__ acc8) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_9[]; 
# 13
(dyn_9[count6]) = 48; 
# 14
++(*acc8); 
# 15
count6 &= (acc8[count6]); 
# 16
} 
#endif
# 17 "v002325.cu"
static int d_march10; 
# 18
enum Mode11 { IDLE12, BLUE13, BUSY14}; 
# 19
enum State15 { GREEN16, LOW17, BLUE18, OFF19}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T, int N> static void 
# 22
__wrapper__device_stub_accum20(T *__restrict__ &out21, unsigned *__restrict__ &acc22, int *__restrict__ &out23, const T *__restrict__ &src24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
State15 z25 = OFF19; 
# 25
__attribute__((unused)) static int sh_26; 
# 26
(*acc22) |= (N); 
# 27
double x27 = (long)(sh_26 + ((acc22[5]) - (LOW17))); 
# 28
x27 /= d_march10; 
# 29
if ((out21[1]) >= sizeof(float)) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static int sh_28[256]; 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 21 "v002325.cu"
template< class T, int N> static void 
# 22
accum20(T *__restrict__ out21, unsigned *__restrict__ acc22, int *__restrict__ out23, const T *__restrict__ src24) 
# 23
{__wrapper__device_stub_accum20<T,N>(out21,acc22,out23,src24);
# 33
return;}
#if 0
# 23
{ 
# 24
State15 z25 = OFF19; 
# 25
__attribute__((unused)) static int sh_26; 
# 26
(*acc22) |= (N); 
# 27
double x27 = (long)(sh_26 + ((acc22[5]) - (LOW17))); 
# 28
x27 /= d_march10; 
# 29
if ((out21[1]) >= sizeof(float)) { 
# 30
return; 
# 31
}  
# 32
__attribute__((unused)) static int sh_28[256]; 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "v002325.cu"
template< class T, class U> static void 
# 36
__wrapper__device_stub_merge29(U &beta30, T &q31, T *&data32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
static_assert((sizeof(int) == (4)));
# 39
U s33{5}; 
# 40
static_assert((37 == 37));
# 41
} 
#endif

#pragma GCC diagnostic pop

# 35 "v002325.cu"
template< class T, class U> static void 
# 36
merge29(U beta30, T q31, T *data32) 
# 37
{__wrapper__device_stub_merge29<T,U>(beta30,q31,data32);
# 41
return;}
#if 0
# 37
{ 
# 38
static_assert((sizeof(int) == (4)));
# 39
U s33{5}; 
# 40
static_assert((37 == 37));
# 41
} 
#endif
# 43 "v002325.cu"
template< class T, int N> inline float 
# 44
score34(T *__restrict__ buf35) 
# 45
{ 
# 46
(buf35[0])--; 
# 47
signed char y36 = (3); 
# 48
--y36; 
# 49
if (((*buf35) * y36) >= (N + y36)) { 
# 50
constexpr int m37 = 60; 
# 51
y36 >>= 6; 
# 52
}  
# 53
return (14.0F); 
# 54
} 
# 56
extern "C" {
# 57
__attribute__((visibility("hidden"))) void combine38(long a39) ;
#if 0
# 58
{ 
# 59
__attribute__((unused)) extern size_t dyn_40[]; 
# 60
d_march10++; 
# 61
static_assert((sizeof(int) == (4)), "bad config");
# 62
} 
#endif
# 63 "v002325.cu"
}
# 65
__attribute__((visibility("hidden"))) void step41(const int *in42, Mode11 b43) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern unsigned dyn_44[]; 
# 68
double *r45 = (static_cast< double *>(nullptr)); 
# 69
unsigned char r46 = in42[d_march10]; 
# 70
b43 = BLUE13; 
# 71
if (((long long)r46) < (21U)) { 
# 72
goto out48; 
# 73
}  
# 74
static_assert((36 == 36), "expected value");
# 75
if ((b43 + (d_march10 + (*in42))) != (-(-34))) { 
# 76
float val47 = in42[d_march10]; 
# 77
}  
# 78
(*r45) = (r46 - (score34< double, 5> (r45) + ((b43 < 49) ? b43 : 49))); 
# 79
out48:; ; 
# 80
} 
#endif
# 82 "v002325.cu"
static unsigned long host_update49(int stride50, unsigned alpha51) 
# 83
{ 
# 84
auto op54 = []() { 
# 85
for (int i52 = 0; i52 < 3; ++i52) { 
# 86
(__cudaPushCallConfiguration((BLUE13) + ((LOW17) + 2), ((OFF19) + 5) * 4, (BLUE13) + 255, (cudaStream_t)0)) ? (void)0 : accum20< double, 4> ((double *)nullptr, nullptr, nullptr, nullptr); 
# 87
const int *v53 = ((const int *)nullptr); 
# 88
}  
# 89
} ; typedef decltype(op54) __T0;
# 90
op54(); 
# 91
score34< int, 4> (nullptr); 
# 92
long long tmp55 = ((stride50 / 2) - alpha51) - sizeof(double); 
# 93
return alpha51; 
# 94
} 
# 96
int main() 
# 97
{ 
# 98
int count56 = 2390; 
# 99
int *m57 = (nullptr); 
# 100
static_assert((sizeof(int) == (4)), "bad config");
# 101
(__cudaPushCallConfiguration(1 << ((OFF19) + (LOW17)), (BLUE13) + ((BUSY14) + ((LOW17) + 28)), sizeof(int) * (128), nullptr)) ? (void)0 : trace5_kernel(host_update49(count56, 24UL >> (m57[2])), m57 + 1, m57); 
# 102
(__cudaPushCallConfiguration((OFF19) + ((BLUE13) + ((BUSY14) + 250)), (LOW17) + ((BUSY14) + 29))) ? (void)0 : merge29< int, unsigned> (BLUE18, count56 / 2, nullptr); 
# 103
(__cudaPushCallConfiguration((count56 + 127) / 128, (OFF19) + ((BUSY14) + 507))) ? (void)0 : combine38((count56 / sizeof(int)) / (2)); 
# 104
return 0; 
# 105
} 

# 1 "v002325.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a051f61c_10_v002325_cu_735c6ee9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002325.cudafe1.stub.c"
#include "v002325.cudafe1.stub.c"
# 1 "v002325.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
