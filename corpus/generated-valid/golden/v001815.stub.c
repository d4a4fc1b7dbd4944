#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001815.fatbin.c"
static void __device_stub__Z5rank8Pd(double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelPKi(const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count21ii(int, int);
static void __device_stub__Z14shade29_kerneliPKi(int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5rank8Pd(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))rank8)), 0U);}
# 20 "v001815.cu"
static void rank8( double *__cuda_0)
# 20 "v001815.cu"
{__device_stub__Z5rank8Pd( __cuda_0);
# 29 "v001815.cu"
}
# 1 "v001815.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelPKi( const int *__restrict__ __par0) {  const int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__))step13_kernel)), 0U); }
# 31 "v001815.cu"
void step13_kernel( const int *__restrict__ __cuda_0)
# 31 "v001815.cu"
{__device_stub__Z13step13_kernelPKi( __cuda_0);
# 38 "v001815.cu"
}
# 1 "v001815.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count21ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))count21)), 0U); }
# 42 "v001815.cu"
void count21( int __cuda_0,int __cuda_1)
# 42 "v001815.cu"
{__device_stub__Z7count21ii( __cuda_0,__cuda_1);
# 71 "v001815.cu"
}
# 1 "v001815.cudafe1.stub.c"
static void __device_stub__Z14shade29_kerneliPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))shade29_kernel)), 0U); }
# 73 "v001815.cu"
static void shade29_kernel( int __cuda_0,const int *__cuda_1)
# 73 "v001815.cu"
{__device_stub__Z14shade29_kerneliPKi( __cuda_0,__cuda_1);
# 101 "v001815.cu"
}
# 1 "v001815.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, const int *))shade29_kernel), _Z14shade29_kerneliPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int))count21), _Z7count21ii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__))step13_kernel), _Z13step13_kernelPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *))rank8), _Z5rank8Pd, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_kick20,::d_kick20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
