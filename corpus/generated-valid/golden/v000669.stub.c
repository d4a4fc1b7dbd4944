#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000669.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail713grow13_kernelEdPff(double, float *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail77clamp20EPiPKfiPf(int *, const float *__restrict__, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail713grow13_kernelEdPff(double __par0, float *__restrict__ __par1, float __par2){ float *__T3;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T3 = __par1;__cudaSetupArgSimple(__T3, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double, float *__restrict__, float))detail7::grow13_kernel)), 0U);}
# 26 "v000669.cu"
void detail7::grow13_kernel( double __cuda_0,float *__restrict__ __cuda_1,float __cuda_2)
# 27 "v000669.cu"
{__device_stub__ZN7detail713grow13_kernelEdPff( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000669.cu"
}
# 1 "v000669.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail77clamp20EPiPKfiPf( int *__par0,  const float *__restrict__ __par1,  int __par2,  float *__par3) {  const float *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const float *__restrict__, int, float *))detail7::clamp20)), 0U); }
# 38 "v000669.cu"
void detail7::clamp20( int *__cuda_0,const float *__restrict__ __cuda_1,int __cuda_2,float *__cuda_3)
# 39 "v000669.cu"
{__device_stub__ZN7detail77clamp20EPiPKfiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v000669.cu"
}
# 1 "v000669.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *, const float *__restrict__, int, float *))detail7::clamp20), _ZN7detail77clamp20EPiPKfiPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double, float *__restrict__, float))detail7::grow13_kernel), _ZN7detail713grow13_kernelEdPff, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
